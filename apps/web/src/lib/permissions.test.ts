import { describe, expect, it } from 'vitest';
import { delegateUser, memberUser, sessionUser } from '@/test/fixtures';
import { accessOf, PLATFORM_PERMISSIONS, SCHOOL_PERMISSIONS } from './permissions';

describe('accessOf', () => {
  it('gives a superadmin every permission, also one the session does not list', () => {
    const access = accessOf(sessionUser({ permissions: [] }));
    expect(access.superadmin).toBe(true);
    for (const permission of [...PLATFORM_PERMISSIONS, ...SCHOOL_PERMISSIONS]) {
      expect(access.can(permission)).toBe(true);
    }
    expect(access.holds('reports_view')).toBe(true);
  });

  it('gives anyone else exactly the permissions listed', () => {
    const access = accessOf(delegateUser(['users_view', 'users_update', 'roles_view']));
    expect(access.superadmin).toBe(false);
    const held = [...PLATFORM_PERMISSIONS, ...SCHOOL_PERMISSIONS].filter((p) => access.can(p));
    expect(held.sort()).toEqual(['roles_view', 'users_update', 'users_view']);
    expect(access.can(['users_view', 'roles_view'])).toBe(true);
    expect(access.can(['users_view', 'users_delete'])).toBe(false);
    expect(access.can([])).toBe(true);
  });

  it('makes a teacher who was also given the superadmin role a superadmin', () => {
    const access = accessOf(
      memberUser('teacher', {
        roles: [
          { id: 3, name: 'teacher', display_name: 'Teacher' },
          { id: 1, name: 'superadmin', display_name: 'Super Administrator' },
        ],
      }),
    );
    expect(access.superadmin).toBe(true);
    expect(access.can('users_delete')).toBe(true);
  });

  it('knows the user and the ids of their roles', () => {
    const access = accessOf(delegateUser(['roles_view']));
    expect(access.userId).toBe(30);
    expect([...access.roleIds]).toEqual([7]);
  });

  it('holds nothing signed out, nor for a user stored before permissions were sent', () => {
    expect(accessOf(null).can('users_view')).toBe(false);
    const { permissions: _gone, ...stored } = delegateUser(['users_view']);
    expect(accessOf(stored).can('users_view')).toBe(false);
  });
});
