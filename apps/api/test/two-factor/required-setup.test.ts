import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveSettingsGroup } from '../../src/modules/settings/settings.repository';
import { createSchoolAdmin, createUser } from '../helpers/factories';
import { as, bearer, freshIp, signIn } from '../helpers/http';
import { createTeacher } from '../helpers/people';
import { auditsOf } from '../helpers/records';
import { resetSettings } from '../helpers/settings';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { codeAt, enableTwoFactor, passwordStep, signInWithCode, wrongCode } from '../helpers/two-factor';

/*
 * The security setting two_factor_auth (docs/decisions.md, "Two-factor sign-in (issue 29)"): a
 * superadmin or school administrator without a second factor is led through setting one up at
 * sign-in, with the ticket, before any session exists. Other roles are not forced; sessions
 * already open go on.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetSettings(t.db));

const requireTwoFactor = () => saveSettingsGroup(t.db, 'security', { two_factor_auth: true });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
const tokensOf = (userId: number) =>
  t.db.selectFrom('access_tokens').select('id').where('user_id', '=', userId).execute();

describe('with two_factor_auth on', () => {
  it('leads a school admin without a second factor through set-up before any session', async () => {
    await requireTwoFactor();
    const { user } = await createSchoolAdmin(t.db);
    const login = await post('/api/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().message).toBe('Your account needs two-factor sign-in: set it up to continue.');
    const { ticket, second_factor } = login.json().data;
    expect(second_factor).toBe('setup');
    expect(await tokensOf(user.id)).toEqual([]);
    // The ticket calls nothing but the set-up.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(ticket) })).statusCode).toBe(
      401,
    );
    expect((await post('/api/login/second-factor', { ticket, code: '123456' })).statusCode).toBe(401);
    // No key to confirm yet.
    const early = await post('/api/login/second-factor/setup/confirm', { ticket, code: '123456' });
    expect(early.statusCode).toBe(409);

    const setup = await post('/api/login/second-factor/setup', { ticket });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/Schoolwise:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Schoolwise`,
    );
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await post('/api/login/second-factor/setup/confirm', {
      ticket,
      code: await wrongCode(secret),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['Code is incorrect.'] });
    expect(await tokensOf(user.id)).toEqual([]);

    const confirmed = await post('/api/login/second-factor/setup/confirm', {
      ticket,
      code: await codeAt(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { token, user: sessionUser, recovery_codes } = confirmed.json().data;
    expect(sessionUser.id).toBe(user.id);
    expect(recovery_codes).toHaveLength(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect((await as(t.app, token, { method: 'GET', url: '/api/school/profile' })).statusCode).toBe(200);
    expect((await auditsOf(t.db, user.id, 'two_factor_enabled')).length).toBe(1);
    expect((await auditsOf(t.db, user.id, 'user_login'))[0]!.properties).toEqual({ second_factor: 'setup' });
    // Spent: the ticket opens no second session.
    const reused = await post('/api/login/second-factor/setup/confirm', {
      ticket,
      code: await codeAt(secret, 1),
    });
    expect(reused.statusCode).toBe(401);

    // The next sign-in asks for a code.
    const next = await passwordStep(t.app, user.email, user.password);
    expect(next.second_factor).toBe('code');
    await expect(signInWithCode(t.app, user.email, user.password, secret, 1)).resolves.toHaveProperty(
      'token',
    );
  });

  it('leads a superadmin too; a new secret replaces the one shown before', async () => {
    await requireTwoFactor();
    const root = await createUser(t.db, { roles: ['superadmin'] });
    const { ticket, second_factor } = await passwordStep(t.app, root.email, root.password);
    expect(second_factor).toBe('setup');
    const first = (await post('/api/login/second-factor/setup', { ticket })).json().data.secret;
    const second = (await post('/api/login/second-factor/setup', { ticket })).json().data.secret;
    expect(second).not.toBe(first);
    const old = await post('/api/login/second-factor/setup/confirm', { ticket, code: await codeAt(first) });
    expect(old.statusCode).toBe(422);
    const res = await post('/api/login/second-factor/setup/confirm', { ticket, code: await codeAt(second) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('superadmin');
  });

  it('does not force teachers or parents; one who has a second factor is asked for it', async () => {
    await requireTwoFactor();
    const { user: admin, school } = await createSchoolAdmin(t.db);
    expect(admin.id).toBeGreaterThan(0);
    const { user: teacher } = await createTeacher(t.db, school.id);
    await expect(signIn(t.app, teacher.email, teacher.password)).resolves.toHaveProperty('token');
    const parent = await createUser(t.db, { roles: ['parent'] });
    await expect(signIn(t.app, parent.email, parent.password)).resolves.toHaveProperty('token');
    const careful = await createUser(t.db, { roles: ['teacher'] });
    await enableTwoFactor(t.db, careful.id);
    expect((await passwordStep(t.app, careful.email, careful.password)).second_factor).toBe('code');
  });

  it('ends no session: an administrator signed in before goes on until their next sign-in', async () => {
    const { user } = await createSchoolAdmin(t.db);
    const root = await createUser(t.db, { roles: ['superadmin'] });
    const { token } = await signIn(t.app, user.email, user.password);
    const { token: rootToken } = await signIn(t.app, root.email, root.password);
    const current = await as(t.app, rootToken, { method: 'GET', url: '/api/superadmin/settings/security' });
    const turnOn = await as(t.app, rootToken, {
      method: 'PUT',
      url: '/api/superadmin/settings/security',
      payload: { ...current.json().data, two_factor_auth: true },
    });
    expect(turnOn.statusCode).toBe(200);
    expect((await as(t.app, token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await as(t.app, rootToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await passwordStep(t.app, user.email, user.password)).second_factor).toBe('setup');
  });
});

describe('with two_factor_auth off (the default)', () => {
  it('signs administrators in with the password alone', async () => {
    const { user } = await createSchoolAdmin(t.db);
    await expect(signIn(t.app, user.email, user.password)).resolves.toHaveProperty('token');
  });
});
