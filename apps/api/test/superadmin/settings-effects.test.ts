import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/connect';
import { createSchoolAdmin, createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { idleToken, tokenRow } from '../helpers/records';
import { mintToken } from '../helpers/route-requests';
import { resetSettings } from '../helpers/settings';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * What saving a settings group does at once, through the API as a superadmin saves it: the
 * session timeout, the sign-in attempts limit, the password policy and maintenance mode.
 */
let t: TestApp;
let sa: string;

beforeAll(async () => {
  t = await createTestApp();
  sa = await mintToken(t.db, (await createUser(t.db, { roles: ['superadmin'] })).id);
});
afterAll(() => t.close());
afterEach(() => resetSettings(t.db));

const SECURITY = {
  password_min_length: 8,
  require_special_chars: false,
  session_timeout: 60,
  max_login_attempts: 5,
  two_factor_auth: false,
  export_rows_per_hour: 50_000,
  export_notice_rows_per_day: 100_000,
};
const PLATFORM = {
  platform_name: 'Schoolwise',
  platform_description: null,
  default_timezone: 'Asia/Kolkata',
  default_currency: 'INR',
  default_language: 'en',
  maintenance_mode: false,
};

async function saveSecurity(changes: Partial<typeof SECURITY>) {
  const res = await call(t.app, sa, {
    method: 'PUT',
    url: '/api/superadmin/settings/security',
    payload: { ...SECURITY, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function saveMaintenance(maintenance_mode: boolean) {
  const res = await call(t.app, sa, {
    method: 'PUT',
    url: '/api/superadmin/settings/platform',
    payload: { ...PLATFORM, maintenance_mode },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const me = (token: string | null) => call(t.app, token, { method: 'GET', url: '/api/me' });
const login = (email: string, password: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('session timeout', () => {
  it('applies to sessions already open: idle longer than the new timeout is 401, shorter is fine', async () => {
    const user = await createUser(t.db);
    const idle = await mintToken(t.db, user.id);
    const fresh = await mintToken(t.db, user.id);
    await idleToken(t.db, idle, 31);
    await idleToken(t.db, fresh, 29);
    // Under the default 60 minutes both would pass; the new timeout is 30.
    await saveSecurity({ session_timeout: 30 });
    const refused = await me(idle);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Your session has expired. Please login again.',
    });
    expect(await tokenRow(t.db, idle)).toBeUndefined();
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('lets a session back in time when the timeout is raised', async () => {
    await saveSecurity({ session_timeout: 15 });
    const token = await mintToken(t.db, (await createUser(t.db)).id);
    await idleToken(t.db, token, 100);
    await saveSecurity({ session_timeout: 120 });
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('max login attempts', () => {
  /** Failed sign-ins until the first 429: the number of 401s before it. */
  async function failuresBeforeLockout(email: string): Promise<{ failures: number; retryAfter: number }> {
    for (let failures = 0; failures < 20; failures++) {
      const res = await login(email, 'wrong password');
      if (res.statusCode === 429) return { failures, retryAfter: Number(res.headers['retry-after']) };
      expect(res.statusCode).toBe(401);
    }
    throw new Error('never locked out');
  }

  it.each([3, 7, 10])(
    'with max_login_attempts %i, the attempt after that many failures gets 429',
    async (max) => {
      await saveSecurity({ max_login_attempts: max });
      const user = await createUser(t.db);
      const { failures, retryAfter } = await failuresBeforeLockout(user.email);
      expect(failures).toBe(max);
      // The window is 15 minutes from the oldest counted failure.
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The right password is held back too while locked.
      expect((await login(user.email, user.password)).statusCode).toBe(429);
    },
  );

  it('moves the boundary at once for failures already counted', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong')).statusCode).toBe(401);
    // Four failures are under the default five; at a limit of four the account is held now.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong')).statusCode).toBe(401);
    await saveSecurity({ max_login_attempts: 4 });
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    await saveSecurity({ max_login_attempts: 6 });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('password policy', () => {
  const createAs = (password: string) =>
    call(t.app, sa, {
      method: 'POST',
      url: '/api/superadmin/users',
      payload: {
        name: 'Policy Check',
        email: `policy-${Math.random().toString(36).slice(2)}@example.com`,
        password,
        password_confirmation: password,
        role: 'school_admin',
        status: 'active',
      },
    });

  it('applies the minimum length and special character rule to the next user created', async () => {
    expect((await createAs('abcdefgh')).statusCode).toBe(201);
    await saveSecurity({ password_min_length: 12, require_special_chars: true });
    const short = await createAs('abcdefgh#1');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toContain('Password must be at least 12 characters.');
    const plain = await createAs('abcdefghijkl');
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.password).toEqual(['Password must contain at least one special character.']);
    expect((await createAs('abcdefghijk#')).statusCode).toBe(201);
  });

  it('applies to a password change of one’s own', async () => {
    const user = await createUser(t.db);
    const token = await mintToken(t.db, user.id);
    await saveSecurity({ password_min_length: 20 });
    const change = (password: string) =>
      call(t.app, token, {
        method: 'PUT',
        url: '/api/me/password',
        payload: { current_password: user.password, password, password_confirmation: password },
      });
    const refused = await change('Nineteen#characters');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.password).toEqual(['Password must be at least 20 characters.']);
    expect((await change('Twenty#characters!!!')).statusCode).toBe(200);
  });
});

describe('maintenance mode', () => {
  const MAINTENANCE = {
    success: false,
    message: 'The platform is under maintenance. Please try again later.',
  };

  it('answers 503 to a school admin and a teacher on every call, and lets a superadmin through', async () => {
    const { user: admin } = await createSchoolAdmin(t.db);
    const adminToken = await mintToken(t.db, admin.id);
    const teacherToken = await mintToken(t.db, (await createUser(t.db, { roles: ['teacher'] })).id);
    await saveMaintenance(true);

    for (const [token, url] of [
      [adminToken, '/api/school/settings'],
      [adminToken, '/api/school-admin/dashboard/stats'],
      [adminToken, '/api/me'],
      [teacherToken, '/api/me'],
    ] as const) {
      const res = await call(t.app, token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual(MAINTENANCE);
    }
    // Any other public call is closed too.
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect([unknown.statusCode, unknown.json()]).toEqual([503, MAINTENANCE]);

    // The superadmin uses the console as ever, and the load balancer's check still answers.
    expect((await call(t.app, sa, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await call(t.app, sa, { method: 'GET', url: '/api/superadmin/users' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const platform = await t.app.inject({ method: 'GET', url: '/api/platform' });
    expect(platform.statusCode).toBe(200);
    expect(platform.json().data.maintenance_mode).toBe(true);
    // A signed-in user may still sign out.
    expect((await call(t.app, teacherToken, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200);

    await saveMaintenance(false);
    expect((await call(t.app, adminToken, { method: 'GET', url: '/api/school/settings' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/platform' })).json().data.maintenance_mode).toBe(
      false,
    );
  });

  it('keeps the contact form open: the message is kept, and the limit per address still holds', async () => {
    await saveMaintenance(true);
    const ip = freshIp();
    const name = `Maintenance visitor ${Date.now()}`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name,
          email: 'a@example.com',
          subject: 'General Inquiry',
          message: 'Hello there, a question.',
        },
        remoteAddress: ip,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const kept = await t.db.selectFrom('contact_messages').select('id').where('name', '=', name).execute();
    expect(kept).toHaveLength(1);
    for (let i = 1; i < t.config.contactRateLimit; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await saveMaintenance(false);
  });

  it('lets only a superadmin sign in, and a wrong password is still just wrong', async () => {
    const superadmin = await createUser(t.db, { roles: ['superadmin'] });
    const { user: admin } = await createSchoolAdmin(t.db);
    await saveMaintenance(true);
    const refused = await login(admin.email, admin.password);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(MAINTENANCE);
    expect((await login(admin.email, 'wrong password')).statusCode).toBe(401);
    expect((await login(superadmin.email, superadmin.password)).statusCode).toBe(200);
    const tokens = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', admin.id)
      .execute();
    expect(tokens).toEqual([]);
  });

  it('is seen at once by another API node, whose cache was warm', async () => {
    const other = await buildApp(t.config, { db: connect(t.config.database) });
    await other.ready();
    try {
      const { user: admin } = await createSchoolAdmin(t.db);
      const adminToken = await mintToken(t.db, admin.id);
      expect((await call(other, adminToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
      await saveMaintenance(true);
      expect((await call(other, adminToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(503);
      // A public call is closed too; choosing a new password stays open (a superadmin may need it).
      const unknown = await other.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(unknown.statusCode).toBe(503);
      const reset = await other.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: admin.email },
        remoteAddress: freshIp(),
      });
      expect(reset.statusCode).toBe(200);
      await saveMaintenance(false);
      expect((await call(other, adminToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
