import { describe, expect, it } from 'vitest';
import { sessionUser } from '@/test/fixtures';
import { clearStoredSession, readRole, readToken, readUser, writeSession } from './session-storage';

describe('session storage', () => {
  it('stores the token under the prefixed and the generic key, with the user and role', () => {
    writeSession('7|secret', sessionUser({ role: 'school_admin' }));

    expect(localStorage.getItem('schoolwise_token')).toBe('7|secret');
    expect(localStorage.getItem('auth_token')).toBe('7|secret');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      email: 'asha@example.com',
    });
    expect(localStorage.getItem('user_role')).toBe('school_admin');
  });

  it('reads the prefixed token first and the generic one otherwise', () => {
    localStorage.setItem('auth_token', 'generic');
    expect(readToken()).toBe('generic');
    localStorage.setItem('schoolwise_token', 'prefixed');
    expect(readToken()).toBe('prefixed');
  });

  it('is signed out without any token', () => {
    expect(readToken()).toBeNull();
  });

  it('clears every key', () => {
    writeSession('7|secret', sessionUser());
    clearStoredSession();
    for (const key of ['schoolwise_token', 'auth_token', 'user', 'user_role']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(readUser()).toBeNull();
  });

  it('ignores a stored user that is not JSON', () => {
    localStorage.setItem('user', '{not json');
    expect(readUser()).toBeNull();
    expect(readRole()).toBeNull();
  });
});

describe('role lookup', () => {
  it('uses the stored role first', () => {
    localStorage.setItem('user_role', 'school_admin');
    localStorage.setItem('user', JSON.stringify({ role: 'superadmin' }));
    expect(readRole()).toBe('school_admin');
  });

  it("falls back to the stored user's role field", () => {
    localStorage.setItem('user', JSON.stringify({ role: 'teacher', roles: [{ name: 'student' }] }));
    expect(readRole()).toBe('teacher');
  });

  it('falls back to the first entry of the roles list', () => {
    localStorage.setItem('user', JSON.stringify({ roles: [{ name: 'superadmin' }, { name: 'teacher' }] }));
    expect(readRole()).toBe('superadmin');
  });

  it('is none when nothing names a role', () => {
    localStorage.setItem('user', JSON.stringify({ name: 'Nobody', roles: [] }));
    expect(readRole()).toBeNull();
  });
});
