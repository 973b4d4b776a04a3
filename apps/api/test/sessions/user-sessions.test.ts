import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser } from '../helpers/factories';
import { as, signIn } from '../helpers/http';
import {
  auditsOfEvent,
  call,
  consoleSessions,
  FORBIDDEN,
  lastAuditId,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInFrom, UA } from './browsers';

/*
 * DELETE /api/superadmin/users/:id/sessions (users_end_sessions): ends every session of a user,
 * answers how many, audited as session_ended by the superadmin. 404 for an unknown user; 403
 * without the permission; a delegate holding it may not end a superadmin's sessions, nor those of
 * an account holding a permission they lack (the delegation rules of suspend and edit).
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const endAll = (id: number, token = s.sa) =>
  call(t.app, token, { method: 'DELETE', url: `/api/superadmin/users/${id}/sessions` });
const me = (token: string) => as(t.app, token, { method: 'GET', url: '/api/me' });

let delegates = 0;
/** A delegate holding exactly these permissions, signed in. */
async function delegate(permissions: string[]) {
  const roleName = `session_ender_${++delegates}`;
  await createRole(t.db, roleName, permissions);
  const user = await createUser(t.db, { roles: [roleName] });
  return (await signIn(t.app, user.email, user.password)).token;
}

/** A user with a session on two browsers. */
async function signedInTwice(roles: string[] = []) {
  const user = await createUser(t.db, { roles });
  const tokens = [
    await signInFrom(t.app, user, UA.chromeWindows),
    await signInFrom(t.app, user, UA.safariIphone),
  ];
  return { user, tokens };
}

describe('a superadmin ending all sessions of a user', () => {
  it('ends every one: each token answers 401 on its next request; nobody else is signed out', async () => {
    const { user, tokens } = await signedInTwice(['teacher']);
    const other = await signedInTwice(['teacher']);
    const before = await lastAuditId(t.db);
    const res = await endAll(user.id);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { success: true, message: '2 sessions ended.', data: { ended: 2 } },
    ]);
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    for (const token of other.tokens) expect((await me(token)).statusCode).toBe(200);
    expect((await me(s.sa)).statusCode).toBe(200);

    const entries = await auditsOfEvent(t.db, 'session_ended', before);
    expect(entries).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        description: expect.stringContaining(user.email),
        properties: {
          user_id: user.id,
          ended: 2,
          before: {
            sessions: expect.arrayContaining([
              expect.objectContaining({ browser: 'Chrome 131', system: 'Windows 10' }),
              expect.objectContaining({ browser: 'Safari 18', system: 'iOS 18' }),
            ]),
          },
        },
      }),
    ]);
  });

  it('answers 0 for a user with no session, and lets them sign in again afterwards', async () => {
    const { user } = await signedInTwice();
    expect((await endAll(user.id)).json().data).toEqual({ ended: 2 });
    expect((await endAll(user.id)).json().data).toEqual({ ended: 0 });
    const token = await signInFrom(t.app, user, UA.chromeWindows);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('answers 404 for a user that does not exist', async () => {
    const before = await lastAuditId(t.db);
    const res = await endAll(999_999);
    expect([res.statusCode, res.json()]).toEqual([404, { success: false, message: 'User not found.' }]);
    expect(await auditsOfEvent(t.db, 'session_ended', before)).toEqual([]);
  });
});

describe('who may end the sessions of a user', () => {
  it('needs users_end_sessions: users_update and users_suspend are not enough (403), nothing ends', async () => {
    const { user, tokens } = await signedInTwice();
    for (const token of [await delegate(['users_view', 'users_update', 'users_suspend']), s.adminToken]) {
      const res = await endAll(user.id, token);
      expect([res.statusCode, res.json()]).toEqual([403, FORBIDDEN]);
    }
    for (const token of tokens) expect((await me(token)).statusCode).toBe(200);
  });

  it('a delegate holding it ends the sessions of an account holding no more than they do', async () => {
    const { user, tokens } = await signedInTwice();
    const token = await delegate(['users_view', 'users_end_sessions']);
    expect((await endAll(user.id, token)).json().data).toEqual({ ended: 2 });
    for (const ended of tokens) expect((await me(ended)).statusCode).toBe(401);
  });

  it("but not a superadmin's, nor an account's holding a permission they lack (403): they stay signed in", async () => {
    const token = await delegate(['users_view', 'users_end_sessions']);
    for (const roles of [['superadmin'], ['school_admin']]) {
      const { user, tokens } = await signedInTwice(roles);
      const before = await lastAuditId(t.db);
      const res = await endAll(user.id, token);
      expect([roles[0], res.statusCode]).toEqual([roles[0], 403]);
      for (const kept of tokens) expect((await me(kept)).statusCode).toBe(200);
      expect(await auditsOfEvent(t.db, 'session_ended', before)).toEqual([]);
    }
  });

  it('a superadmin ends another superadmin’s sessions', async () => {
    const { user, tokens } = await signedInTwice(['superadmin']);
    expect((await endAll(user.id)).statusCode).toBe(200);
    for (const ended of tokens) expect((await me(ended)).statusCode).toBe(401);
  });
});
