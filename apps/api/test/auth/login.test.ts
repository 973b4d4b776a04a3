import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchoolAdmin, createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // A low per-address limit keeps the address tests short; test/auth/login-limits.test.ts runs the default.
  t = await createTestApp({ LOGIN_IP_MAX_FAILURES: '5' });
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

describe('POST /api/login', () => {
  it('answers a token and the user with its roles and school', async () => {
    const { user, school } = await createSchoolAdmin(t.db);
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^\d+\|[A-Za-z0-9_-]{40,}$/);
    expect(body.data.user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'school_admin',
      roles: [{ name: 'school_admin', display_name: 'School Administrator' }],
      school: { id: school.id, name: school.name, code: school.code },
    });
    expect(body.data.user).not.toHaveProperty('password_hash');
  });

  it('stores only a SHA-256 of the token, never the token', async () => {
    const user = await createUser(t.db, { roles: ['superadmin'] });
    const res = await login({ email: user.email, password: user.password });
    const token: string = res.json().data.token;
    const [id, secret] = token.split('|');
    const row = await t.db
      .selectFrom('access_tokens')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(secret);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await login({ email: user.email, password: 'not-it' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'not-it' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: 'Invalid credentials' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('answers 422 with field errors for a missing or malformed e-mail and password', async () => {
    // Neither an e-mail nor a student's sign-in name (CODE/ADMISSION).
    const res = await login({ email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      errors: {
        email: ['Enter an e-mail address, or a school code and admission number such as GVS/A-104.'],
        password: ['Password is required.'],
      },
    });
  });

  it('refuses suspended and inactive accounts with 403 saying so', async () => {
    const suspended = await createUser(t.db, { status: 'suspended' });
    const inactive = await createUser(t.db, { status: 'inactive' });
    const a = await login({ email: suspended.email, password: suspended.password });
    const b = await login({ email: inactive.email, password: inactive.password });
    expect(a.statusCode).toBe(403);
    expect(a.json().message).toMatch(/suspended/);
    expect(b.statusCode).toBe(403);
    expect(b.json().message).toMatch(/not active/);
    // Each refusal is in the trail with its reason (and no password).
    const refused = await t.db
      .selectFrom('audit_logs')
      .select(['user_id', 'properties'])
      .where('event', '=', 'login_refused')
      .where('user_id', 'in', [suspended.id, inactive.id])
      .orderBy('id')
      .execute();
    expect(refused.map((row) => [row.user_id, JSON.parse(row.properties!) as unknown])).toEqual([
      [suspended.id, { email: suspended.email, reason: 'account suspended' }],
      [inactive.id, { email: inactive.email, reason: 'account not active' }],
    ]);
  });

  it('answers 429 with Retry-After on the sixth wrong password for one e-mail within 15 minutes', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: user.email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const sixth = await login({ email: user.email, password: 'wrong-6' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits until the window passes.
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(429);
  });

  it('counts failures per IP across e-mails too', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: `probe-${i}@example.com`, password: 'x' }, ip)).statusCode).toBe(401);
    }
    const user = await createUser(t.db);
    expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(429);
  });

  it('audits sign-ins and failed sign-ins', async () => {
    const user = await createUser(t.db);
    await login({ email: user.email, password: 'wrong' });
    await login({ email: user.email, password: user.password });
    const events = await t.db
      .selectFrom('audit_logs')
      .select(['event', 'user_id', 'ip_address'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['login_failed', 'user_login']);
    expect(events[0]!.ip_address).toMatch(/^10\.1\./);
  });
});
