import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import { freshIp, signIn } from '../helpers/http';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * What ends a user's outstanding reset links and other sessions: a password change (their own or
 * set by a superadmin), suspension, deactivation and an e-mail change. And sessions have an
 * absolute lifetime (SESSION_MAX_HOURS), not only an idle one.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp({ SESSION_MAX_HOURS: '12' });
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand#New2026';

async function requestLink(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  const mail = await t.db
    .selectFrom('mail_outbox')
    .select('body')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
}

const useLink = (email: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    remoteAddress: freshIp(),
  });
const me = (token: string) => call(t.app, token, { method: 'GET', url: '/api/me' });

const EVENTS: Record<
  string,
  (user: { id: number; email: string; password: string }, token: string) => Promise<number>
> = {
  'their own password change': async (user, token) =>
    (
      await call(t.app, token, {
        method: 'PUT',
        url: '/api/me/password',
        payload: {
          current_password: user.password,
          password: 'Other#Pass2026',
          password_confirmation: 'Other#Pass2026',
        },
      })
    ).statusCode,
  'a password set by a superadmin': async (user) =>
    (
      await call(t.app, s.sa, {
        method: 'PUT',
        url: `/api/superadmin/users/${user.id}`,
        payload: {
          name: 'Set By Admin',
          email: user.email,
          password: 'Admin#Set2026',
          password_confirmation: 'Admin#Set2026',
        },
      })
    ).statusCode,
  suspension: async (user) =>
    (await call(t.app, s.sa, { method: 'POST', url: `/api/superadmin/users/${user.id}/suspend` })).statusCode,
  deactivation: async (user) =>
    (
      await call(t.app, s.sa, {
        method: 'PUT',
        url: `/api/superadmin/users/${user.id}`,
        payload: { name: 'Deactivated', email: user.email, status: 'inactive' },
      })
    ).statusCode,
  'their own e-mail change': async (user, token) =>
    (
      await call(t.app, token, {
        method: 'PUT',
        url: '/api/me',
        payload: { name: 'Moved', email: `moved-${user.email}`, current_password: user.password },
      })
    ).statusCode,
  'an e-mail change by a superadmin': async (user) =>
    (
      await call(t.app, s.sa, {
        method: 'PUT',
        url: `/api/superadmin/users/${user.id}`,
        payload: { name: 'Moved By Admin', email: `admin-moved-${user.email}` },
      })
    ).statusCode,
};

describe('outstanding reset links and other sessions', () => {
  for (const [event, run] of Object.entries(EVENTS)) {
    it(`end with ${event}`, async () => {
      const user = await createUser(t.db, { roles: ['teacher'] });
      const [acting, other] = [
        await signIn(t.app, user.email, user.password),
        await signIn(t.app, user.email, user.password),
      ];
      const link = await requestLink(user.email);
      expect(await run(user, acting.token)).toBe(200);

      const reset = await useLink(user.email, link);
      expect(reset.statusCode).toBe(422);
      expect(reset.json().errors).toEqual({ token: ['This password reset link is invalid or has expired.'] });
      expect((await me(other.token)).statusCode).toBe(401);
    });
  }

  it('keep the session that changed its own password or e-mail', async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    expect(await EVENTS['their own e-mail change']!(user, token)).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe("changing one's e-mail", () => {
  it('needs the current password, and changes nothing without it', async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    for (const [current, message] of [
      [undefined, 'Current password is required.'],
      ['', 'Current password is required.'],
      ['Wrong#Pass1', 'Current password is incorrect.'],
    ] as const) {
      const res = await call(t.app, token, {
        method: 'PUT',
        url: '/api/me',
        payload: {
          name: user.name,
          email: `x-${user.email}`,
          ...(current === undefined ? {} : { current_password: current }),
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message, errors: { current_password: [message] } });
    }
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
    // Name and phone alone need no password.
    const rename = await call(t.app, token, {
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'Renamed', email: user.email },
    });
    expect(rename.statusCode).toBe(200);
  });

  it('sends a notice to the old address', async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    const newEmail = `new-${user.email}`;
    await call(t.app, token, {
      method: 'PUT',
      url: '/api/me',
      payload: { name: user.name, email: newEmail, current_password: user.password },
    });
    const [notice] = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .execute();
    expect(notice!.subject).toBe('The e-mail address of your Schoolwise account was changed');
    expect(notice!.body).toContain(`from ${user.email} to ${newEmail}`);
  });
});

describe('a session', () => {
  it('ends SESSION_MAX_HOURS after sign-in however busy it is', async () => {
    const user = await createUser(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    const id = Number(token.split('|')[0]);
    const signedIn = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    await t.db
      .updateTable('access_tokens')
      .set({ created_at: signedIn(11.9), last_used_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await me(token)).statusCode).toBe(200);
    await t.db
      .updateTable('access_tokens')
      .set({ created_at: signedIn(12.1), last_used_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Your session has expired. Please login again.' });
    expect(await t.db.selectFrom('access_tokens').where('id', '=', id).select('id').execute()).toEqual([]);
  });
});
