import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchoolAdmin } from '../helpers/factories';
import { freshIp, signIn } from '../helpers/http';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INACTIVE = {
  success: false,
  message: 'Your school is inactive. Please contact the platform administrator.',
};

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const setActive = async (schoolId: number, active: boolean) => {
  const res = await call(t.app, s.sa, {
    method: 'POST',
    url: `/api/superadmin/schools/${schoolId}/${active ? 'activate' : 'deactivate'}`,
  });
  expect(res.statusCode).toBe(200);
};
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: freshIp() });

describe("a deactivated school's administrator", () => {
  it('is refused on every call with the session they hold, and let back in on reactivation', async () => {
    const { user, school } = await createSchoolAdmin(t.db);
    const { token } = await signIn(t.app, user.email, user.password);
    expect((await call(t.app, token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    await setActive(school.id, false);
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['PUT', '/api/me'],
      ['POST', '/api/logout'],
    ] as const) {
      const res = await call(t.app, token, { method, url, ...(method === 'PUT' ? { payload: {} } : {}) });
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, INACTIVE]);
    }

    await setActive(school.id, true);
    expect((await call(t.app, token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('cannot sign in while the school is inactive (403 after the right password), and can after', async () => {
    const { user, school } = await createSchoolAdmin(t.db);
    await setActive(school.id, false);
    const refused = await login(user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(INACTIVE);
    const wrong = await login(user.email, 'Wrong#password1');
    expect(wrong.statusCode).toBe(401);
    expect(
      await t.db.selectFrom('access_tokens').where('user_id', '=', user.id).select('id').execute(),
    ).toEqual([]);

    await setActive(school.id, true);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("does not touch the admins of other schools or the platform's superadmins", async () => {
    const other = await createSchoolAdmin(t.db);
    const { school } = await createSchoolAdmin(t.db);
    await setActive(school.id, false);
    const { token } = await signIn(t.app, other.user.email, other.user.password);
    expect((await call(t.app, token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await call(t.app, s.sa, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});
