import type { TwoFactorStatus } from '@school/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveSettingsGroup } from '../../src/modules/settings/settings.repository';
import { createSchoolAdmin, createUser, type FactoryUser } from '../helpers/factories';
import { as, freshIp, signIn } from '../helpers/http';
import { auditsOf } from '../helpers/records';
import { mintToken } from '../helpers/route-requests';
import { resetSettings } from '../helpers/settings';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { codeAt, enableTwoFactor, passwordStep, wrongCode } from '../helpers/two-factor';

/*
 * One's own second factor in Profile: set up (confirmed by a code), recovery codes, turning it off
 * (password and a code). Guesses at an existing factor count toward the account's lockout.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetSettings(t.db));

async function member(roles = ['teacher']): Promise<{ user: FactoryUser; token: string }> {
  const user = await createUser(t.db, { roles });
  return { user, token: await mintToken(t.db, user.id) };
}
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  as(t.app, token, { method, url, remoteAddress: freshIp(), ...(payload ? { payload } : {}) });
const status = async (token: string) =>
  (await call(token, 'GET', '/api/me/two-factor')).json<{ data: TwoFactorStatus }>().data;
const failuresOf = async (user: FactoryUser) =>
  (
    await t.db
      .selectFrom('login_attempts')
      .select('id')
      .where('email', '=', user.email)
      .where('ip_address', '<>', '')
      .execute()
  ).length;

describe('setting up in Profile', () => {
  it('shows a new key, takes a code from it, and answers ten recovery codes once', async () => {
    const { user, token } = await member();
    expect(await status(token)).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    const early = await call(token, 'POST', '/api/me/two-factor/confirm', { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('There is no new key to confirm: start the set-up again.');

    const setup = await call(token, 'POST', '/api/me/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.json().data;
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_svg.startsWith('<svg')).toBe(true);
    // Not on until confirmed: the password alone still signs in.
    expect((await status(token)).enabled).toBe(false);
    await expect(signIn(t.app, user.email, user.password)).resolves.toHaveProperty('token');

    for (const code of [await wrongCode(secret), 'abc', '12345']) {
      const res = await call(token, 'POST', '/api/me/two-factor/confirm', { code });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['code']);
    }
    // A typo while setting up is not a guess at a secret.
    expect(await failuresOf(user)).toBe(0);

    const res = await call(token, 'POST', '/api/me/two-factor/confirm', {
      code: (await codeAt(secret)).replace(/^(\d{3})/, '$1 '),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Two-factor sign-in is on. Keep your recovery codes somewhere safe.');
    expect(res.json().data.recovery_codes).toHaveLength(10);
    const on = await status(token);
    expect(on).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    expect(on.enabled_at).not.toBeNull();
    expect((await auditsOf(t.db, user.id)).map((a) => a.event)).toEqual(
      expect.arrayContaining(['two_factor_setup_started', 'two_factor_enabled']),
    );
    // Stored as digests only.
    const stored = await t.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    for (const code of res.json().data.recovery_codes) {
      expect(stored.map((s) => s.code_hash)).not.toContain(code);
    }
    expect((await passwordStep(t.app, user.email, user.password)).second_factor).toBe('code');

    const again = await call(token, 'POST', '/api/me/two-factor/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor sign-in is already on for this account.');
  });

  it('tells an administrator it is required while the setting is on', async () => {
    const { user } = await createSchoolAdmin(t.db);
    const token = await mintToken(t.db, user.id);
    expect((await status(token)).required).toBe(false);
    await saveSettingsGroup(t.db, 'security', { two_factor_auth: true });
    expect((await status(token)).required).toBe(true);
  });
});

describe('new recovery codes', () => {
  it('replace the old set for a current code; a wrong code is refused and counted', async () => {
    const { user, token } = await member();
    const { secret, recoveryCodes } = await enableTwoFactor(t.db, user.id);
    const wrong = await call(token, 'POST', '/api/me/two-factor/recovery-codes', {
      code: await wrongCode(secret),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['Code is incorrect.'] });
    expect(await failuresOf(user)).toBe(1);

    const res = await call(token, 'POST', '/api/me/two-factor/recovery-codes', {
      code: await codeAt(secret),
    });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect(await auditsOf(t.db, user.id, 'two_factor_recovery_codes_regenerated')).toHaveLength(1);
    // The code is spent: the same one again is a replay.
    const replay = await call(token, 'POST', '/api/me/two-factor/recovery-codes', {
      code: await codeAt(secret),
    });
    expect(replay.statusCode).toBe(422);

    const signInWith = async (recovery_code: string) => {
      const { ticket } = await passwordStep(t.app, user.email, user.password);
      return t.app.inject({
        method: 'POST',
        url: '/api/login/second-factor',
        payload: { ticket, recovery_code },
        remoteAddress: freshIp(),
      });
    };
    expect((await signInWith(recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await signInWith(fresh[0]!)).statusCode).toBe(200);
  });

  it('need a second factor: 409 without one', async () => {
    const { token } = await member();
    const res = await call(token, 'POST', '/api/me/two-factor/recovery-codes', { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Two-factor sign-in is not on for this account.');
  });
});

describe('turning it off', () => {
  it('takes the password and a code; each wrong part is a field error, counted once', async () => {
    const { user, token } = await member();
    const { secret } = await enableTwoFactor(t.db, user.id);
    const off = (payload: Record<string, unknown>) => call(token, 'POST', '/api/me/two-factor/off', payload);

    const badPassword = await off({ current_password: 'Wrong#Password1', code: await codeAt(secret) });
    expect(badPassword.statusCode).toBe(422);
    expect(badPassword.json().errors).toEqual({ current_password: ['Current password is incorrect.'] });
    const badCode = await off({ current_password: user.password, code: await wrongCode(secret) });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().errors).toEqual({ code: ['Code is incorrect.'] });
    const both = await off({ current_password: 'Wrong#Password1', code: await wrongCode(secret) });
    expect(Object.keys(both.json().errors).sort()).toEqual(['code', 'current_password']);
    const noCode = await off({ current_password: user.password });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors).toEqual({ code: ['Code is required.'] });
    expect(await failuresOf(user)).toBe(3);
    expect((await status(token)).enabled).toBe(true);

    const res = await off({ current_password: user.password, code: await codeAt(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Two-factor sign-in is off.' });
    expect(await status(token)).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    expect(
      await t.db.selectFrom('recovery_codes').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    const audit = await auditsOf(t.db, user.id, 'two_factor_disabled');
    expect(audit).toHaveLength(1);
    // The session that turned it off goes on; the password alone signs in again.
    expect((await call(token, 'GET', '/api/me')).statusCode).toBe(200);
    await expect(signIn(t.app, user.email, user.password)).resolves.toHaveProperty('token');
    expect((await off({ current_password: user.password, code: '123456' })).statusCode).toBe(409);
  });

  it('takes a recovery code instead of a code', async () => {
    const { user, token } = await member();
    const { recoveryCodes } = await enableTwoFactor(t.db, user.id);
    const res = await call(token, 'POST', '/api/me/two-factor/off', {
      current_password: user.password,
      recovery_code: recoveryCodes[9],
    });
    expect(res.statusCode).toBe(200);
  });

  it('locks the account after max_login_attempts wrong tries: 429 with Retry-After', async () => {
    await saveSettingsGroup(t.db, 'security', { max_login_attempts: 3 });
    const { user, token } = await member();
    const { secret } = await enableTwoFactor(t.db, user.id);
    const off = (code: string) =>
      call(token, 'POST', '/api/me/two-factor/off', { current_password: user.password, code });
    for (let i = 0; i < 3; i++) expect((await off(await wrongCode(secret))).statusCode).toBe(422);
    const locked = await off(await codeAt(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await status(token)).enabled).toBe(true);
  });

  it('is refused while the security settings require it of the account', async () => {
    const { user } = await createSchoolAdmin(t.db);
    const token = await mintToken(t.db, user.id);
    const { secret } = await enableTwoFactor(t.db, user.id);
    await saveSettingsGroup(t.db, 'security', { two_factor_auth: true });
    const res = await call(token, 'POST', '/api/me/two-factor/off', {
      current_password: user.password,
      code: await codeAt(secret),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The security settings require two-factor sign-in of your account: it cannot be turned off.',
    );
    expect((await status(token)).enabled).toBe(true);
  });
});
