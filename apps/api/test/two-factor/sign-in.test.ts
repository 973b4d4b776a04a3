import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveSettingsGroup } from '../../src/modules/settings/settings.repository';
import { createUser, type FactoryUser } from '../helpers/factories';
import { as, bearer, freshIp, signIn } from '../helpers/http';
import { auditsOf } from '../helpers/records';
import { resetSettings } from '../helpers/settings';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { codeAt, enableTwoFactor, passwordStep, signInWithCode, wrongCode } from '../helpers/two-factor';

/*
 * Signing in to an account with a second factor (docs/decisions.md, "Two-factor sign-in (issue
 * 29)"): the password step answers a ticket, never a token; the code step answers the session.
 * Codes are computed from the secret with the library the API uses, for the time step wanted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetSettings(t.db));

const INVALID = {
  success: false,
  message: 'Invalid credentials: the e-mail, password or code is incorrect.',
};
const SIGN_IN_AGAIN = {
  success: false,
  message: 'This sign-in has expired or was already used. Please sign in again.',
};

async function accountWithSecondFactor(roles: string[] = ['teacher']) {
  const user = await createUser(t.db, { roles });
  return { user, ...(await enableTwoFactor(t.db, user.id)) };
}

const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

const codeStep = (payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login/second-factor', payload, remoteAddress: ip });

/** Confirmed failed sign-ins counted against the account's e-mail. */
async function failuresOf(user: FactoryUser): Promise<number> {
  const rows = await t.db
    .selectFrom('login_attempts')
    .select('id')
    .where('email', '=', user.email)
    .where('ip_address', '<>', '')
    .execute();
  return rows.length;
}

describe('the password step of an account with a second factor', () => {
  it('answers the code step with a ticket and no token, and the code then opens the session', async () => {
    const { user, secret } = await accountWithSecondFactor();
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Enter the code from your authenticator app, or a recovery code.');
    expect(Object.keys(body.data).sort()).toEqual(['expires_at', 'second_factor', 'ticket']);
    expect(body.data.second_factor).toBe('code');
    const minutes = (Date.parse(body.data.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    // No session exists yet.
    expect(
      await t.db.selectFrom('access_tokens').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);

    const done = await codeStep({ ticket: body.data.ticket, code: await codeAt(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Login successful!');
    const { token, user: sessionUser } = done.json().data;
    expect(sessionUser.id).toBe(user.id);
    const me = await as(t.app, token, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    const logins = await auditsOf(t.db, user.id, 'user_login');
    expect(logins).toHaveLength(1);
    expect(logins[0]!.properties).toEqual({ second_factor: 'code' });
    expect(
      (await t.db.selectFrom('users').select('last_login_at').where('id', '=', user.id).executeTakeFirst())!
        .last_login_at,
    ).not.toBeNull();
  });

  it('accepts the code of the step before and of the step after (clock drift)', async () => {
    const before = await accountWithSecondFactor();
    await expect(
      signInWithCode(t.app, before.user.email, before.user.password, before.secret, -1),
    ).resolves.toHaveProperty('token');
    const after = await accountWithSecondFactor();
    await expect(
      signInWithCode(t.app, after.user.email, after.user.password, after.secret, 1),
    ).resolves.toHaveProperty('token');
  });

  it('refuses a replayed code, an older one, codes two steps away and a wrong code, each counted and audited', async () => {
    const { user, secret } = await accountWithSecondFactor();
    const used = await codeAt(secret);
    await signInWithCode(t.app, user.email, user.password, secret);
    const tries: [string, string][] = [
      [used, 'replayed_code'],
      [await codeAt(secret, -1), 'replayed_code'],
      [await codeAt(secret, -2), 'wrong_code'],
      [await codeAt(secret, 2), 'wrong_code'],
      [await wrongCode(secret), 'wrong_code'],
    ];
    for (const [code] of tries) {
      const { ticket } = await passwordStep(t.app, user.email, user.password);
      const res = await codeStep({ ticket, code });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
    expect(await failuresOf(user)).toBe(tries.length);
    const refused = await auditsOf(t.db, user.id, 'two_factor_code_refused');
    expect(refused.map((a) => a.properties?.reason)).toEqual(tries.map(([, reason]) => reason));
    expect(
      await t.db.selectFrom('access_tokens').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);
  });

  it('locks the account after max_login_attempts wrong codes: 429 with Retry-After, the right code too', async () => {
    await saveSettingsGroup(t.db, 'security', { max_login_attempts: 3 });
    const { user, secret } = await accountWithSecondFactor();
    const { ticket } = await passwordStep(t.app, user.email, user.password);
    const wrong = await wrongCode(secret);
    for (let i = 0; i < 3; i++) expect((await codeStep({ ticket, code: wrong })).statusCode).toBe(401);
    const locked = await codeStep({ ticket, code: await codeAt(secret) });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.json().message).toMatch(/^Too many login attempts\. Please try again in 15 minutes\.$/);
    const again = await login(user.email, user.password);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('takes a recovery code once, in any case and with or without its dashes', async () => {
    const { user, recoveryCodes } = await accountWithSecondFactor();
    const typed = recoveryCodes[3]!.replaceAll('-', '').toUpperCase();
    const first = await passwordStep(t.app, user.email, user.password);
    const res = await codeStep({ ticket: first.ticket, recovery_code: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    expect(await auditsOf(t.db, user.id, 'two_factor_recovery_code_used')).toHaveLength(1);
    const status = await as(t.app, res.json().data.token, { method: 'GET', url: '/api/me/two-factor' });
    expect(status.json().data.recovery_codes_left).toBe(9);

    const second = await passwordStep(t.app, user.email, user.password);
    const again = await codeStep({ ticket: second.ticket, recovery_code: recoveryCodes[3] });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID);
    expect((await auditsOf(t.db, user.id, 'two_factor_code_refused'))[0]!.properties?.reason).toBe(
      'wrong_recovery_code',
    );
  });

  it('refuses a recovery code of another form as a typo: 422, not counted', async () => {
    const { user } = await accountWithSecondFactor();
    const { ticket } = await passwordStep(t.app, user.email, user.password);
    const res = await codeStep({ ticket, recovery_code: 'not-a-code' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      recovery_code: ['Recovery code must look like xxxx-xxxx-xxxx-xxxx: 16 letters and digits.'],
    });
    expect(await failuresOf(user)).toBe(0);
  });
});

describe('the ticket', () => {
  it('is no token: as a bearer it opens no route, /api/me and the console routes alike', async () => {
    const { user } = await accountWithSecondFactor(['superadmin']);
    const { ticket } = await passwordStep(t.app, user.email, user.password);
    const [, id, secret] = ticket.split('.');
    const guarded = t.app.routeAccess.filter((r) => r.permission || r.signedIn);
    // /api/me, and every seventh guarded route of the table.
    const sample = [
      guarded.find((r) => r.url === '/api/me' && r.method === 'GET')!,
      ...guarded.filter((_, i) => i % 7 === 0),
    ];
    expect(sample.length).toBeGreaterThan(20);
    for (const route of sample) {
      for (const credential of [ticket, `${id}|${secret}`]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[a-zA-Z]+/g, '1').replace('*', 'x.png'),
          headers: bearer(credential),
          remoteAddress: freshIp(),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });

  it('expires: past expires_at the code step answers 401, sign in again', async () => {
    const { user, secret } = await accountWithSecondFactor();
    const { ticket } = await passwordStep(t.app, user.email, user.password);
    await t.db
      .updateTable('sign_in_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const res = await codeStep({ ticket, code: await codeAt(secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGN_IN_AGAIN);
    expect(await failuresOf(user)).toBe(0);
  });

  it('is spent by the session it yields, and an unknown or altered one is refused alike', async () => {
    const { user, secret } = await accountWithSecondFactor();
    const { ticket } = await passwordStep(t.app, user.email, user.password);
    expect((await codeStep({ ticket, code: await codeAt(secret) })).statusCode).toBe(200);
    const again = await codeStep({ ticket, code: await codeAt(secret, 1) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(SIGN_IN_AGAIN);
    for (const other of [
      `${ticket}x`,
      ticket.replace(/\.(\d+)\./, '.999999.'),
      'made-up',
      '2fa.99999999999.x',
    ]) {
      const res = await codeStep({ ticket: other, code: '123456' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(SIGN_IN_AGAIN);
    }
  });

  it('of the code step does not set up, and the set-up ticket gives no code step', async () => {
    const { user } = await accountWithSecondFactor();
    const { ticket } = await passwordStep(t.app, user.email, user.password);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/login/second-factor/setup',
      payload: { ticket },
    });
    expect(setup.statusCode).toBe(401);
    expect(setup.json()).toEqual(SIGN_IN_AGAIN);
  });
});

describe('a wrong password on an account with a second factor', () => {
  it('gets a ticket too, and then the same 401 as a wrong code; counted once', async () => {
    const { user, secret } = await accountWithSecondFactor();
    const wrongPassword = await login(user.email, 'Wrong#Password1');
    expect(wrongPassword.statusCode).toBe(200);
    expect(wrongPassword.json().data.second_factor).toBe('code');
    expect(wrongPassword.json().message).toBe(
      'Enter the code from your authenticator app, or a recovery code.',
    );
    expect(await failuresOf(user)).toBe(1);
    // Even the right code: the password was wrong.
    const afterWrongPassword = await codeStep({
      ticket: wrongPassword.json().data.ticket,
      code: await codeAt(secret),
    });
    expect(afterWrongPassword.statusCode).toBe(401);
    // A password and a code guessed once count once, whichever was wrong.
    expect(await failuresOf(user)).toBe(1);

    const { ticket } = await passwordStep(t.app, user.email, user.password);
    const afterWrongCode = await codeStep({ ticket, code: await wrongCode(secret) });
    expect(afterWrongCode.statusCode).toBe(401);
    expect(afterWrongCode.body).toBe(afterWrongPassword.body);
    expect(await failuresOf(user)).toBe(2);
    // A second try on the wrong password's ticket counts like a second wrong code.
    await codeStep({ ticket: wrongPassword.json().data.ticket, code: await wrongCode(secret) });
    expect(await failuresOf(user)).toBe(3);
    expect(
      await t.db.selectFrom('access_tokens').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    const reasons = (await auditsOf(t.db, user.id, 'two_factor_code_refused')).map(
      (a) => a.properties?.reason,
    );
    expect(reasons).toEqual(['wrong_password', 'wrong_code', 'wrong_password']);
  });

  it('of an account without one, and an unknown e-mail, answer 401 as before', async () => {
    const plain = await createUser(t.db, { roles: ['teacher'] });
    for (const [email, password] of [
      [plain.email, 'Wrong#Password1'],
      ['nobody@example.com', 'Wrong#Password1'],
    ] as const) {
      const res = await login(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid credentials' });
    }
    // And a right password of an account without one opens the session at once.
    await expect(signIn(t.app, plain.email, plain.password)).resolves.toHaveProperty('token');
  });
});

describe('between the steps', () => {
  it('a suspension keeps the account out at the code step', async () => {
    const { user, secret } = await accountWithSecondFactor();
    const { ticket } = await passwordStep(t.app, user.email, user.password);
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    const res = await codeStep({ ticket, code: await codeAt(secret) });
    expect(res.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('access_tokens').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
  });
});
