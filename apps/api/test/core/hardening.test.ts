import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { seedIfEmpty } from '../../src/db/seed/demo';
import { createUser } from '../helpers/factories';
import { bearer, freshIp, signIn } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // A low per-address limit keeps the address tests short; test/auth/login-limits.test.ts runs the default.
  t = await createTestApp({ LOGIN_IP_MAX_FAILURES: '5' });
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

describe('the brute-force limit under parallel guesses', () => {
  it('lets at most five wrong passwords through in a burst of twenty, then refuses even the right one', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ email: user.email, password: `guess-${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(429);
  });

  it('does not count a successful sign-in as a failure', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    for (let i = 0; i < 8; i++)
      expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(200);
  });
});

describe('client addresses behind proxies', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says which proxies to believe', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `nobody-${i}@example.com`, password: 'x' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    }
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(next.statusCode).toBe(429);
  });

  it('reads TRUST_PROXY as false, true, a hop count or addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.1');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('inputs that do not fit', () => {
  it('answers 400 for an id beyond the integer range, and 401 for such a token id', async () => {
    const admin = await createUser(t.db, { roles: ['superadmin'] });
    const { token } = await signIn(t.app, admin.email, admin.password);
    const user = await t.app.inject({ url: '/api/superadmin/users/99999999999', headers: bearer(token) });
    expect(user.statusCode).toBe(400);
    expect(user.json().success).toBe(false);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(`99999999999|${'a'.repeat(40)}`) });
    expect(me.statusCode).toBe(401);
  });

  it('answers 401, not 422, to a profile change without a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/me', payload: { name: '' } });
    expect(res.statusCode).toBe(401);
    const pw = await t.app.inject({ method: 'PUT', url: '/api/me/password', payload: {} });
    expect(pw.statusCode).toBe(401);
  });

  it('answers a URL that does not parse with the 400 envelope', async () => {
    const res = await t.app.inject({ url: '/api/%ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Bad request. Please check your input.' });
  });
});

describe('first start without demo data', () => {
  it('creates only the superadmin, with a random password when none is configured', async () => {
    const fresh = await createTestApp();
    try {
      const config = loadConfig({ DEMO_DATA: 'false', SUPERADMIN_EMAIL: 'owner@example.com' });
      const seeded = await seedIfEmpty(fresh.db, config);
      expect(seeded?.schoolAdmin).toBeNull();
      expect(seeded?.superadmin.password).not.toBe('Superadmin#2026');
      expect(seeded?.superadmin.password.length).toBeGreaterThanOrEqual(40);
      expect(await fresh.db.selectFrom('schools').selectAll().execute()).toEqual([]);
      const { user } = await signIn(fresh.app, 'owner@example.com', seeded!.superadmin.password);
      expect(user.role).toBe('superadmin');
    } finally {
      await fresh.close();
    }
  });
});

describe('first start with demo data', () => {
  it("gives the demo school's admin a current year, classes with sections, subjects and notices to look at", async () => {
    const fresh = await createTestApp();
    try {
      const seeded = await seedIfEmpty(fresh.db, loadConfig({ DEMO_DATA: 'true' }));
      const { token } = await signIn(fresh.app, seeded!.schoolAdmin!.email, seeded!.schoolAdmin!.password);
      const get = async (url: string) => {
        const res = await fresh.app.inject({ url: `/api/school${url}`, headers: bearer(token) });
        expect(res.statusCode, url).toBe(200);
        return res.json<{ data: Record<string, unknown> }>().data;
      };
      const years = await get('/academic-years/summary');
      expect(years).toMatchObject({ total: 2, current: { is_current: true } });
      // The current year holds today, whatever day the server first starts on.
      const today = new Date().toISOString().slice(0, 10);
      const current = years.current as { start_date: string; end_date: string };
      expect(current.start_date <= today && today <= current.end_date).toBe(true);
      expect(await get('/classes/summary')).toMatchObject({ total_classes: 5, total_sections: 10 });
      expect(await get('/subjects')).toMatchObject({ pagination: { total: 5 } });
      // Notices for each kind of reader, one of them for a class, so every portal has some.
      const { notices } = (await get('/notices?per_page=100')) as {
        notices: { audience: string; class: { name: string } | null }[];
      };
      expect(notices.map((n) => [n.audience, n.class?.name ?? null])).toEqual([
        ['parents', null],
        ['parents', 'Grade 3'],
        ['teachers', null],
        ['students', null],
        ['everyone', null],
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe('configuration', () => {
  it('reads how long a PostgreSQL connection serves (10 s unless set, 0 for as long as it works), and refuses anything else', () => {
    const lifetime = (value?: string) => {
      const { database } = loadConfig({
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        ...(value === undefined ? {} : { DB_CONNECTION_LIFETIME_SECONDS: value }),
      });
      return database.kind === 'postgres' ? database.connectionLifetimeSeconds : undefined;
    };
    expect(lifetime()).toBe(10);
    expect(lifetime('60')).toBe(60);
    expect(lifetime('0')).toBe(0);
    for (const wrong of ['-1', '1.5', 'soon']) {
      expect(() => lifetime(wrong)).toThrow(/DB_CONNECTION_LIFETIME_SECONDS/);
    }
  });
});
