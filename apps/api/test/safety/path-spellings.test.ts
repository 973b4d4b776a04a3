import { MAINTENANCE_MESSAGE } from '@school/contract';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/connect';
import type { RouteAccess } from '../../src/plugins/auth';
import { createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { hasBody, isSchoolRoute, mintToken, routeName } from '../helpers/route-requests';
import { startServer, waitForHealth } from '../helpers/server-process';
import { resetSettings } from '../helpers/settings';
import { call, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { freePort } from '../helpers/tcp-proxy';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Every rule about paths decides on the route the router matched (or, for no route, on the decoded
 * path), so a path spelt another way gets exactly what its plain spelling gets: maintenance mode's
 * 503, Cache-Control: no-store on every API answer, a JSON 404 rather than the web app's page.
 * `/%61pi/me` once reached /api/me past maintenance mode and without no-store.
 */
let t: TestApp;
let s: ConsoleSessions;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
  teacher = await mintToken(t.db, (await createUser(t.db, { roles: ['teacher'] })).id);
});
afterAll(() => t.close());
afterEach(() => resetSettings(t.db));

const NOT_FOUND = { success: false, message: 'Resource not found.' };
const MAINTENANCE = { success: false, message: MAINTENANCE_MESSAGE };
/** Open during maintenance (docs/decisions.md, Platform settings). */
const OPEN = [
  '/api/health',
  '/api/login',
  '/api/logout',
  '/api/forgot-password',
  '/api/reset-password',
  '/api/platform',
];

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
const hex = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

/** Other spellings of an /api path that the router takes to the same route. */
const sameRoute = (plain: string) => [
  plain.replace(/^\/api/, '/%61pi'),
  plain.replace(/^\/api\/([a-z])/, (_, c: string) => `/api/${hex(c)}`),
  plain.replace(/[a-z]/g, hex),
  `/${plain}`,
  plain.replaceAll('/', '//'),
  `${plain}/`,
  `${plain.replace(/^\/api/, '/%61pi').replaceAll('/', '//')}/`,
];
/** Spellings of an /api path that match no route (routes are case-sensitive), yet name the API. */
const noRoute = (plain: string) => [plain.replace(/^\/api/, '/API'), plain.replace(/^\/api/, '/Api')];

/** The caller a route lets through to its handler: a school's routes take its admin. */
const tokenFor = (route: RouteAccess) =>
  isSchoolRoute(route.url) ? s.adminToken : route.permission || route.signedIn ? s.sa : null;

function send(app: FastifyInstance, route: RouteAccess, url: string, token: string | null) {
  const options: InjectOptions = {
    method: route.method,
    url,
    remoteAddress: freshIp(),
  };
  if (hasBody(route.method)) options.payload = {};
  return call(app, token, options);
}

/** What a client sees of an answer, less what changes from one call to the next. */
const seen = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  cacheControl: res.headers['cache-control'],
  body: res.statusCode === 200 ? null : res.body,
});

async function saveMaintenance(on: boolean) {
  const res = await call(t.app, s.sa, {
    method: 'PUT',
    url: '/api/superadmin/settings/platform',
    payload: {
      platform_name: 'Schoolwise',
      platform_description: null,
      default_timezone: 'Asia/Kolkata',
      default_currency: 'INR',
      default_language: 'en',
      maintenance_mode: on,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every route, spelt several ways: past 30 s on PostgreSQL beside other work; the limit only catches a hang. */
const ROUTE_WIDE = { timeout: 300_000 };

describe('every spelling of every API route', () => {
  it('gets the answer of the plain path, with Cache-Control: no-store', ROUTE_WIDE, async () => {
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const plain = concrete(route.url);
      // Reads as a caller the route lets in; writes unsigned, so none of them changes anything.
      const token = route.method === 'GET' ? tokenFor(route) : null;
      const expected = seen(await send(t.app, route, plain, token));
      expect([routeName(route), expected.cacheControl]).toEqual([routeName(route), 'no-store']);
      for (const url of sameRoute(plain)) {
        expect([routeName(route), url, seen(await send(t.app, route, url, token))]).toEqual([
          routeName(route),
          url,
          expected,
        ]);
      }
      for (const url of noRoute(plain)) {
        const res = await send(t.app, route, url, token);
        expect([url, res.statusCode, res.headers['cache-control'], res.json()]).toEqual([
          url,
          404,
          'no-store',
          NOT_FOUND,
        ]);
      }
    }
  });

  it('and a path of the API that matches no route, spelt any way, is a JSON 404 with no-store', async () => {
    for (const url of [
      '/api/nothing-here',
      '/%61pi/nothing-here',
      '//api//nothing-here/',
      '/API/nothing-here',
      '/api',
      '/%61pi',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['cache-control'], res.json()]).toEqual([
        url,
        404,
        'no-store',
        NOT_FOUND,
      ]);
    }
  });
});

describe('maintenance mode, whatever the spelling', () => {
  it(
    'answers everyone but a superadmin as it answers the plain path: 503 wherever that is',
    ROUTE_WIDE,
    async () => {
      await saveMaintenance(true);
      let closed = 0;
      for (const route of t.app.routeAccess.filter((r) => r.url.startsWith('/api/'))) {
        const plain = concrete(route.url);
        const open = OPEN.includes(route.url);
        // An open route runs its handler: only unsigned there (a signed-in logout would end the session).
        const callers = open ? [null] : [null, s.adminToken, teacher];
        for (const token of callers) {
          const expected = seen(await send(t.app, route, plain, token));
          if (expected.body === JSON.stringify(MAINTENANCE)) closed++;
          for (const url of sameRoute(plain)) {
            expect([routeName(route), url, seen(await send(t.app, route, url, token))]).toEqual([
              routeName(route),
              url,
              expected,
            ]);
          }
          for (const url of noRoute(plain)) {
            const res = await send(t.app, route, url, token);
            expect([url, res.statusCode, res.json()]).toEqual([url, 503, MAINTENANCE]);
          }
        }
      }
      // Every school route for its admin, /api/me and the like for anyone signed in, the contact form...
      const schoolRoutes = t.app.routeAccess.filter((r) => isSchoolRoute(r.url)).length;
      expect(closed).toBeGreaterThan(schoolRoutes);
    },
  );

  it('lets a superadmin through and keeps the open routes open, however they are spelt', async () => {
    await saveMaintenance(true);
    for (const url of ['/%61pi/me', '/api//me/', '/api/%73uperadmin/users', '/%61pi/superadmin//settings']) {
      expect([url, (await call(t.app, s.sa, { method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
    for (const url of ['/%61pi/health', '/api/%70latform/', '//api//platform']) {
      expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
    // Signing in stays open: a wrong password is just wrong, whatever the path's spelling.
    for (const url of ['/%61pi/login', '/api/%6Cogin/', '//api//login']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: s.schoolAdmin.email, password: 'not the password' },
        remoteAddress: freshIp(),
      });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 401, 'Invalid credentials']);
    }
  });
});

describe('with the web app built', () => {
  let web: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'schoolwise-web-'));
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Schoolwise</title>');
    await fs.writeFile(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    web = await buildApp({ ...t.config, webDist: dir }, { db: connect(t.config.database) });
    await web.ready();
  });
  afterAll(async () => {
    await web.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers a spelling of an API or storage path with the JSON 404 and no-store, never the page', async () => {
    for (const url of [
      '/api/nothing-here',
      '/%61pi/nothing-here',
      '/api//nothing-here',
      '//api/nothing-here',
      '/API/nothing-here',
      '/Api/superadmin/users',
      '/api',
      '/%61pi',
      '/api%2fnothing-here',
    ]) {
      const res = await web.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['cache-control'], res.json()]).toEqual([
        url,
        404,
        'no-store',
        NOT_FOUND,
      ]);
    }
    for (const url of [
      '/storage/nothing.png',
      '/%73torage/nothing.png',
      '/STORAGE/nothing.png',
      '//storage//x.png',
      '/storage',
    ]) {
      const res = await web.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, NOT_FOUND]);
    }
    for (const url of ['/%61pi/health', '//api/health', '/api//health/']) {
      const res = await web.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['cache-control'], res.json().data.status]).toEqual([
        url,
        200,
        'no-store',
        'ok',
      ]);
    }
  });

  it('still serves the pages and their files, and during maintenance closes every spelling of the API', async () => {
    await saveMaintenance(true);
    for (const url of ['/', '/login', '/superadmin/users', '/reset-password?token=abc']) {
      const res = await web.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['cache-control'], res.body]).toEqual([
        url,
        200,
        'no-cache',
        '<!doctype html><title>Schoolwise</title>',
      ]);
    }
    const asset = await web.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect([asset.statusCode, asset.body]).toEqual([200, 'console.log(1)']);
    for (const url of [
      '/api/me',
      '/%61pi/me',
      '/API/me',
      '/api/nothing-here',
      '/%61pi/nothing-here',
      '//api/me',
    ]) {
      const res = await call(web, teacher, { method: 'GET', url });
      expect([url, res.statusCode, res.headers['cache-control'], res.json()]).toEqual([
        url,
        503,
        'no-store',
        MAINTENANCE,
      ]);
    }
  });
});

describe('the request log', () => {
  it("leaves out a reset link's token however its parameter name is spelt", ROUTE_WIDE, async () => {
    const port = await freePort();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'schoolwise-log-'));
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`,
      LOG_LEVEL: 'info',
      SUPERADMIN_PASSWORD: 'Log-test#2026',
    });
    try {
      await waitForHealth(port);
      const secrets = ['plainSecret111', 'encodedName222', 'allEncoded333', 'secondParam444'];
      for (const query of [
        `token=${secrets[0]}`,
        `%74oken=${secrets[1]}`,
        `%54%4F%4B%45%4E=x&%74%6f%6b%65%6e=${secrets[2]}`,
        `a=1&token=${secrets[3]}`,
      ]) {
        expect((await fetch(`http://127.0.0.1:${port}/api/health?${query}`)).status).toBe(200);
      }
      // The log reaches this process through a pipe: wait for the last request's line.
      for (let i = 0; i < 100 && !server.stdout().includes('a=1&token='); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const log = server.stdout();
      expect(log).toContain('/api/health?token=[redacted]');
      expect(log).toContain('/api/health?%74oken=[redacted]');
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
