import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/secrets';
import { insertPasswordReset } from '../../src/modules/auth/password-resets.repository';
import { createUser } from '../helpers/factories';
import { as, freshIp, signIn } from '../helpers/http';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Every path that sets a password refuses the one the account already has (422 on `password`),
 * and changes nothing: sessions, reset links and the stored hash stay as they were.
 */
const SAME = 'Password must be different from the current password.';

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const hashOf = async (id: number) =>
  (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
    .password_hash;
const tokensOf = (id: number) =>
  t.db.selectFrom('access_tokens').select('id').where('user_id', '=', id).orderBy('id').execute();

async function openLink(userId: number): Promise<string> {
  const secret = randomBytes(30).toString('base64url');
  await insertPasswordReset(t.db, {
    userId,
    tokenHash: sha256(secret),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  return secret;
}

/** Each way of setting a password, given the user and the password to set. */
const PATHS = {
  'their own change (PUT /api/me/password)': async (user: { email: string; password: string }) => {
    const { token } = await signIn(t.app, user.email, user.password);
    return as(t.app, token, {
      method: 'PUT',
      url: '/api/me/password',
      remoteAddress: freshIp(),
      payload: {
        current_password: user.password,
        password: user.password,
        password_confirmation: user.password,
      },
    });
  },
  'a reset link (POST /api/reset-password)': async (user: { id: number; email: string; password: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      remoteAddress: freshIp(),
      payload: {
        token: await openLink(user.id),
        email: user.email,
        password: user.password,
        password_confirmation: user.password,
      },
    }),
  "a superadmin's edit (PUT /api/superadmin/users/{id})": async (user: {
    id: number;
    name: string;
    email: string;
    password: string;
  }) =>
    call(t.app, s.sa, {
      method: 'PUT',
      url: `/api/superadmin/users/${user.id}`,
      payload: {
        name: user.name,
        email: user.email,
        password: user.password,
        password_confirmation: user.password,
      },
    }),
};

describe.each(Object.entries(PATHS))('setting the current password again by %s', (_path, set) => {
  it('is refused with 422 on the password field and changes nothing', async () => {
    const user = await createUser(t.db);
    const session = await signIn(t.app, user.email, user.password);
    const hash = await hashOf(user.id);
    const link = await openLink(user.id);
    const tokens = await tokensOf(user.id);

    const res = await set(user);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [SAME] });

    expect(await hashOf(user.id)).toBe(hash);
    // The sessions made so far stay (the refused call may have signed in one more itself).
    expect(await tokensOf(user.id)).toEqual(expect.arrayContaining(tokens));
    expect((await as(t.app, session.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    // The link opened before is still good for a different password.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      remoteAddress: freshIp(),
      payload: {
        token: link,
        email: user.email,
        password: 'Another#pass99',
        password_confirmation: 'Another#pass99',
      },
    });
    expect(reset.statusCode).toBe(200);
  });
});
