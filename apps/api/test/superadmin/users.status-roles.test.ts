import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createSchool, createSchoolAdmin, createUser } from '../helpers/factories';
import { as, freshIp, signIn } from '../helpers/http';
import {
  auditsOfEvent,
  call,
  consoleSessions,
  dbState,
  FORBIDDEN,
  lastAuditId,
  SERVER_ERROR,
  UNAUTHENTICATED,
  withAuditTableMissing,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let s: ConsoleSessions;
let roleIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  // Roles with no school record behind them: a teacher, student or parent belongs to a school.
  for (const role of ['clerk', 'librarian', 'accountant']) await createRole(t.db, role);
  s = await consoleSessions(t.app, t.db);
  const roles = await t.db.selectFrom('roles').select(['id', 'name']).execute();
  roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

type Action = 'approve' | 'suspend' | 'activate';
const act = (action: Action, id: number, token: string | null = s.sa) =>
  call(t.app, token, { method: 'POST', url: `/api/superadmin/users/${id}/${action}` });
const rolesOf = (id: number, token: string | null = s.sa) =>
  call(t.app, token, { method: 'GET', url: `/api/superadmin/users/${id}/roles` });
const assignRoles = (id: number, payload: object, token: string | null = s.sa) =>
  call(t.app, token, { method: 'POST', url: `/api/superadmin/users/${id}/assign-roles`, payload });
const me = (token: string) => as(t.app, token, { method: 'GET', url: '/api/me' });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: freshIp() });
const statusOf = async (id: number) =>
  (await t.db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const activeSuperadmins = async () =>
  (
    await call(t.app, s.sa, { method: 'GET', url: '/api/superadmin/users?role=superadmin&status=active' })
  ).json().data.pagination.total as number;

describe('the last active superadmin', () => {
  it('is alone in this database at first', async () => {
    expect(await activeSuperadmins()).toBe(1);
  });

  it('cannot suspend or delete themselves (409), and keeps their session', async () => {
    const before = await dbState(t.db);
    const suspend = await act('suspend', s.superadmin.id);
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json()).toEqual({ success: false, message: 'You cannot suspend your own account.' });
    const remove = await call(t.app, s.sa, {
      method: 'DELETE',
      url: `/api/superadmin/users/${s.superadmin.id}`,
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ success: false, message: 'You cannot delete your own account.' });
    expect(await dbState(t.db)).toEqual(before);
    expect((await me(s.sa)).statusCode).toBe(200);
  });

  it('cannot lose the superadmin role, by assign-roles or by a new role (409)', async () => {
    const before = await dbState(t.db);
    const byAssign = await assignRoles(s.superadmin.id, { role_ids: [roleIds.clerk] });
    expect(byAssign.statusCode).toBe(409);
    expect(byAssign.json()).toEqual({
      success: false,
      message: 'Cannot remove the role of the last active superadmin.',
    });
    const byEdit = await call(t.app, s.sa, {
      method: 'PUT',
      url: `/api/superadmin/users/${s.superadmin.id}`,
      payload: { name: s.superadmin.name, email: s.superadmin.email, role: 'clerk' },
    });
    expect(byEdit.statusCode).toBe(409);
    expect(byEdit.json()).toEqual({
      success: false,
      message: 'Cannot remove the role of the last active superadmin.',
    });
    expect(await dbState(t.db)).toEqual(before);
    expect(
      (await call(t.app, s.sa, { method: 'GET', url: '/api/superadmin/users/summary' })).statusCode,
    ).toBe(200);
  });

  it('may be joined by a second superadmin, who can then be suspended, or give up the role', async () => {
    const second = await createUser(t.db, { roles: ['superadmin'] });
    const third = await createUser(t.db, { roles: ['superadmin'] });
    expect(await activeSuperadmins()).toBe(3);

    expect((await act('suspend', second.id)).statusCode).toBe(200);
    const { token } = await signIn(t.app, third.email, third.password);
    const dropOwn = await assignRoles(third.id, { role_ids: [roleIds.school_admin] }, token);
    expect(dropOwn.statusCode).toBe(200);
    expect(dropOwn.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['school_admin']);
    // Without the role the console is closed to them at once.
    const after = await call(t.app, token, { method: 'GET', url: '/api/superadmin/users' });
    expect(after.statusCode).toBe(403);
    expect(await activeSuperadmins()).toBe(1);
  });
});

describe('POST /api/superadmin/users/:id/suspend', () => {
  it("suspends an active user, ends their sessions, keeps the superadmin's, and audits it", async () => {
    const user = await createUser(t.db, { roles: ['clerk'] });
    const { token } = await signIn(t.app, user.email, user.password);
    expect((await me(token)).statusCode).toBe(200);
    const auditBefore = await lastAuditId(t.db);

    const res = await act('suspend', user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User suspended successfully!',
      data: { id: user.id, status: 'suspended', roles: [{ name: 'clerk' }] },
    });
    expect(await statusOf(user.id)).toBe('suspended');
    const revoked = await me(token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual(UNAUTHENTICATED);
    expect((await me(s.sa)).statusCode).toBe(200);
    const signInAgain = await login(user.email, user.password);
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().message).toMatch(/suspended/);

    expect(await auditsOfEvent(t.db, 'user_suspended', auditBefore)).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        properties: { before: { status: 'active' }, after: { status: 'suspended' } },
      }),
    ]);
  });

  it('suspends an inactive user too', async () => {
    const user = await createUser(t.db, { status: 'inactive' });
    const res = await act('suspend', user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('suspended');
  });

  it('answers 409 for a user already suspended, and 404 for a missing one', async () => {
    const user = await createUser(t.db, { status: 'suspended' });
    const before = await dbState(t.db);
    const again = await act('suspend', user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This user is already suspended.' });
    const missing = await act('suspend', 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'User not found.' });
    expect(await dbState(t.db)).toEqual(before);
  });
});

describe('POST /api/superadmin/users/:id/activate', () => {
  it('activates a suspended user, who can sign in again, and audits it', async () => {
    const user = await createUser(t.db, { status: 'suspended' });
    const auditBefore = await lastAuditId(t.db);
    const res = await act('activate', user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User activated successfully!',
      data: { status: 'active' },
    });
    expect(await statusOf(user.id)).toBe('active');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(await auditsOfEvent(t.db, 'user_activated', auditBefore)).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        properties: { before: { status: 'suspended' }, after: { status: 'active' } },
      }),
    ]);
  });

  it.each(['active', 'inactive'] as const)('answers 409 for an %s user', async (status) => {
    const user = await createUser(t.db, { status });
    const before = await dbState(t.db);
    const res = await act('activate', user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Only a suspended user can be activated.' });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 404 for a missing user', async () => {
    expect((await act('activate', 999999)).statusCode).toBe(404);
  });
});

describe('POST /api/superadmin/users/:id/approve', () => {
  it('approves an inactive user, who can then sign in, and audits it', async () => {
    const user = await createUser(t.db, { status: 'inactive' });
    expect((await login(user.email, user.password)).statusCode).toBe(403);
    const auditBefore = await lastAuditId(t.db);
    const res = await act('approve', user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User approved successfully!',
      data: { status: 'active' },
    });
    expect(await statusOf(user.id)).toBe('active');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(await auditsOfEvent(t.db, 'user_approved', auditBefore)).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        properties: { before: { status: 'inactive' }, after: { status: 'active' } },
      }),
    ]);
  });

  it.each(['active', 'suspended'] as const)('answers 409 for an %s user', async (status) => {
    const user = await createUser(t.db, { status });
    const before = await dbState(t.db);
    const res = await act('approve', user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Only an inactive user can be approved.' });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 404 for a missing user', async () => {
    expect((await act('approve', 999999)).statusCode).toBe(404);
  });
});

describe('status changes and their audit entries are one transaction', () => {
  it('changes no status and ends no session when the audit entry cannot be written', async () => {
    const active = await createUser(t.db);
    const { token } = await signIn(t.app, active.email, active.password);
    const inactive = await createUser(t.db, { status: 'inactive' });
    const suspended = await createUser(t.db, { status: 'suspended' });
    const answers = await withAuditTableMissing(t.db, async () => [
      await act('suspend', active.id),
      await act('approve', inactive.id),
      await act('activate', suspended.id),
      await assignRoles(active.id, { role_ids: [roleIds.clerk] }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(SERVER_ERROR);
    }
    expect(await statusOf(active.id)).toBe('active');
    expect(await statusOf(inactive.id)).toBe('inactive');
    expect(await statusOf(suspended.id)).toBe('suspended');
    expect((await me(token)).statusCode).toBe(200);
    expect((await rolesOf(active.id)).json().data.roles).toEqual([]);
  });
});

describe('GET /api/superadmin/users/:id/roles', () => {
  it("answers the user's roles, main role first", async () => {
    const user = await createUser(t.db, { roles: ['clerk', 'librarian'] });
    const res = await rolesOf(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        roles: [
          { id: roleIds.clerk, name: 'clerk', display_name: 'clerk' },
          { id: roleIds.librarian, name: 'librarian', display_name: 'librarian' },
        ],
      },
    });
  });

  it('answers an empty list for a user without roles and 404 for a missing user', async () => {
    const user = await createUser(t.db);
    expect((await rolesOf(user.id)).json().data).toEqual({ roles: [] });
    const missing = await rolesOf(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'User not found.' });
  });
});

describe('POST /api/superadmin/users/:id/assign-roles', () => {
  it('replaces the roles in the order given and audits before and after', async () => {
    const user = await createUser(t.db, { roles: ['accountant'] });
    const auditBefore = await lastAuditId(t.db);
    const res = await assignRoles(user.id, { role_ids: [roleIds.librarian, roleIds.clerk] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Roles assigned successfully!',
      data: { id: user.id },
    });
    expect(res.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['librarian', 'clerk']);
    expect((await rolesOf(user.id)).json().data.roles.map((r: { name: string }) => r.name)).toEqual([
      'librarian',
      'clerk',
    ]);
    // The main role shows in the list and the role filter.
    const listed = await call(t.app, s.sa, {
      method: 'GET',
      url: `/api/superadmin/users?role=clerk&search=${encodeURIComponent(user.email)}`,
    });
    expect(listed.json().data.users.map((u: { id: number }) => u.id)).toEqual([user.id]);

    expect(await auditsOfEvent(t.db, 'role_assigned', auditBefore)).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        properties: { before: ['accountant'], after: ['librarian', 'clerk'] },
      }),
    ]);

    const reordered = await assignRoles(user.id, {
      role_ids: [String(roleIds.clerk), roleIds.librarian, roleIds.clerk],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['clerk', 'librarian']);
  });

  it('makes a user a school_admin who can then be assigned to a school', async () => {
    const user = await createUser(t.db, { roles: ['clerk'] });
    expect((await assignRoles(user.id, { role_ids: [roleIds.school_admin] })).statusCode).toBe(200);
    const school = await createSchool(t.db);
    const assigned = await call(t.app, s.sa, {
      method: 'POST',
      url: `/api/superadmin/schools/${school.id}/assign-admin`,
      payload: { user_id: user.id, designation: 'Principal', joining_date: '2024-01-01' },
    });
    expect(assigned.statusCode).toBe(200);
  });

  it.each([
    [{ role_ids: [999999] }, 'The selected roles are invalid.'],
    [{ role_ids: [] }, 'Choose at least one role.'],
    [{}, 'Roles is required.'],
  ])('answers 422 for %j and changes nothing', async (payload, message) => {
    const user = await createUser(t.db, { roles: ['accountant'] });
    const before = await dbState(t.db);
    const res = await assignRoles(user.id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message, errors: { role_ids: [message] } });
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 409 when the school_admin role of a school admin would go, and changes nothing', async () => {
    const { user, school } = await createSchoolAdmin(t.db);
    const before = await dbState(t.db);
    const res = await assignRoles(user.id, { role_ids: [roleIds.clerk] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: `This user administers ${school.name}; remove them as its admin first.`,
    });
    expect(await dbState(t.db)).toEqual(before);
    // Keeping the role while adding another is fine.
    expect((await assignRoles(user.id, { role_ids: [roleIds.school_admin, roleIds.clerk] })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for a missing user', async () => {
    const res = await assignRoles(999999, { role_ids: [roleIds.clerk] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'User not found.' });
  });
});

describe('status and roles need a superadmin', () => {
  it('answers 401 without a token and 403 to a school_admin, and changes nothing', async () => {
    const active = await createUser(t.db, { roles: ['clerk'] });
    const { token: activeToken } = await signIn(t.app, active.email, active.password);
    const inactive = await createUser(t.db, { status: 'inactive' });
    const suspended = await createUser(t.db, { status: 'suspended' });
    const before = await dbState(t.db);
    const calls = (token: string | null) => [
      act('suspend', active.id, token),
      act('suspend', s.superadmin.id, token),
      act('approve', inactive.id, token),
      act('activate', suspended.id, token),
      rolesOf(active.id, token),
      assignRoles(active.id, { role_ids: [roleIds.superadmin] }, token),
      assignRoles(s.schoolAdmin.id, { role_ids: [roleIds.superadmin] }, token),
      assignRoles(active.id, {}, token),
    ];
    for (const res of await Promise.all(calls(null))) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
    for (const res of await Promise.all(calls(s.adminToken))) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect(await dbState(t.db)).toEqual(before);
    expect((await me(activeToken)).statusCode).toBe(200);
  });
});
