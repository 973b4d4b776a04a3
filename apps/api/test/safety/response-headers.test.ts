import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

describe('Cache-Control on API answers', () => {
  it('is no-store on successes, failures of every kind and exports', async () => {
    const answers = await Promise.all([
      call(t.app, null, { method: 'GET', url: '/api/health' }),
      call(t.app, s.sa, { method: 'GET', url: '/api/me' }),
      call(t.app, null, {
        method: 'POST',
        url: '/api/login',
        payload: { email: s.superadmin.email, password: s.superadmin.password },
      }),
      call(t.app, null, { method: 'GET', url: '/api/me' }),
      call(t.app, s.adminToken, { method: 'GET', url: '/api/superadmin/users' }),
      call(t.app, s.sa, { method: 'GET', url: '/api/superadmin/users/999999' }),
      call(t.app, s.sa, { method: 'POST', url: '/api/superadmin/roles', payload: {} }),
      call(t.app, s.sa, { method: 'GET', url: '/api/superadmin/users/export' }),
      call(t.app, null, { method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 401, 403, 404, 422, 200, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('Content-Security-Policy', () => {
  const csp = async (env: Record<string, string>) => {
    const app = await createTestApp(env);
    try {
      return String(
        (await app.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
    } finally {
      await app.close();
    }
  };

  it('leaves out upgrade-insecure-requests when the app is served over plain HTTP', async () => {
    const policy = await csp({ APP_URL: 'http://school.lan:3000' });
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('sends upgrade-insecure-requests when the app is served over TLS', async () => {
    expect(await csp({ APP_URL: 'https://school.example.com' })).toContain('upgrade-insecure-requests');
  });
});
