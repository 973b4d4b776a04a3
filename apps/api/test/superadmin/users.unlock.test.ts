import { SECURITY_SETTINGS_DEFAULTS } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser } from '../helpers/factories';
import { freshIp, signIn } from '../helpers/http';
import {
  auditsOfEvent,
  call,
  consoleSessions,
  lastAuditId,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * "Locked" is the sign-in lockout: `max_login_attempts` (5) failed sign-ins at one e-mail within
 * 15 minutes answer 429 until the oldest leaves the window. The users list says when it ends
 * (`locked_until`), and POST /superadmin/users/{id}/unlock (users_unlock) ends it at once,
 * audited as user_unlocked (409 when it is not locked); a delegate may unlock only accounts holding no power they lack.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
const unlock = (id: number, token = s.sa) =>
  call(t.app, token, { method: 'POST', url: `/api/superadmin/users/${id}/unlock` });

async function lockedUser(roles: string[] = []) {
  const user = await createUser(t.db, { roles });
  for (let i = 0; i < 5; i++) expect((await login(user.email, 'Wrong#password1')).statusCode).toBe(401);
  expect((await login(user.email, user.password)).statusCode).toBe(429);
  return user;
}

let delegates = 0;
/** A delegate holding exactly these permissions. */
async function delegate(permissions: string[]) {
  const roleName = `unlocker_${++delegates}`;
  await createRole(t.db, roleName, permissions);
  const user = await createUser(t.db, { roles: [roleName] });
  return (await signIn(t.app, user.email, user.password)).token;
}

describe('a locked account', () => {
  it('shows when its lockout ends in the users list and the user, and only while locked', async () => {
    const user = await lockedUser();
    const other = await createUser(t.db);
    const list = await call(t.app, s.sa, {
      method: 'GET',
      url: `/api/superadmin/users?search=${encodeURIComponent(user.email)}`,
    });
    const [row] = list.json().data.users;
    expect(Date.parse(row.locked_until)).toBeGreaterThan(Date.now());
    expect(Date.parse(row.locked_until)).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    const one = await call(t.app, s.sa, { method: 'GET', url: `/api/superadmin/users/${other.id}` });
    expect(one.json().data.locked_until).toBeNull();
  });

  it('is locked in the list by as many failures as the security settings allow, read when failures exist', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i++) expect((await login(user.email, 'Wrong#password1')).statusCode).toBe(401);
    const lockedUntil = async () =>
      (
        await call(t.app, s.sa, {
          method: 'GET',
          url: `/api/superadmin/users?search=${encodeURIComponent(user.email)}`,
        })
      ).json<{ data: { users: { locked_until: string | null }[] } }>().data.users[0]!.locked_until;
    expect(await lockedUntil()).toBeNull();
    const setLimit = (max_login_attempts: number) =>
      call(t.app, s.sa, {
        method: 'PUT',
        url: '/api/superadmin/settings/security',
        payload: { ...SECURITY_SETTINGS_DEFAULTS, max_login_attempts },
      });
    expect((await setLimit(3)).statusCode).toBe(200);
    try {
      expect(Date.parse((await lockedUntil()) ?? '')).toBeGreaterThan(Date.now());
    } finally {
      expect((await setLimit(SECURITY_SETTINGS_DEFAULTS.max_login_attempts)).statusCode).toBe(200);
    }
    expect(await lockedUntil()).toBeNull();
  });

  it('is unlocked from its row: signs in at once, and the unlock is audited', async () => {
    const user = await lockedUser();
    const before = await lastAuditId(t.db);
    const res = await unlock(user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User unlocked successfully!',
      data: { locked_until: null },
    });
    const [audit] = await auditsOfEvent(t.db, 'user_unlocked', before);
    expect(audit).toMatchObject({
      user_id: s.superadmin.id,
      properties: { before: { locked_until: expect.any(String) }, after: { locked_until: null } },
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('is locked again by as many new failures after the unlock', async () => {
    const user = await lockedUser();
    await unlock(user.id);
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong#password1');
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it('unlocking an account that is not locked answers 409, changes nothing and writes no entry', async () => {
    const user = await createUser(t.db);
    const before = await lastAuditId(t.db);
    const res = await unlock(user.id);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { success: false, message: 'This account is not locked.' },
    ]);
    expect(await auditsOfEvent(t.db, 'user_unlocked', before)).toEqual([]);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await unlock(999_999)).statusCode).toBe(404);
  });
});

describe('who may unlock', () => {
  it('needs users_unlock: users_update alone is refused (403) and the account stays locked', async () => {
    const user = await lockedUser();
    const token = await delegate(['users_view', 'users_update']);
    expect((await unlock(user.id, token)).statusCode).toBe(403);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it('a delegate with users_unlock unlocks an account holding no more than they do', async () => {
    const user = await lockedUser();
    const token = await delegate(['users_view', 'users_unlock']);
    expect((await unlock(user.id, token)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('but not a superadmin nor an account holding a permission they lack (403), which stays locked', async () => {
    const token = await delegate(['users_view', 'users_unlock']);
    for (const roles of [['superadmin'], ['school_admin']]) {
      const user = await lockedUser(roles);
      const res = await unlock(user.id, token);
      expect([roles[0], res.statusCode]).toEqual([roles[0], 403]);
      expect((await login(user.email, user.password)).statusCode).toBe(429);
    }
  });
});
