import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/plugins/auth';
import { freshIp } from '../helpers/http';
import { routeName, snapshot, tableNames } from '../helpers/route-requests';
import { call, callerToken, consoleSessions, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A JSON body nested deeper than any route takes is refused where it is parsed, before anything
 * walks it: 400 with the envelope, at once, signed in or not, on every route. Once, a body 10,000
 * arrays deep overflowed the stack of the input guard's walk (a 500), before sign-in too.
 */
let t: TestApp;
let s: ConsoleSessions;
let tables: string[];
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
  tables = await tableNames(t.db);
});
afterAll(() => t.close());

const TOO_DEEP = {
  success: false,
  message: 'The request body is nested too deeply (at most 32 levels of arrays and objects).',
};

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Deep bodies: bare, and in a field of an otherwise ordinary body. */
const DEEP = {
  'arrays 10,000 deep': arrays(10_000),
  'objects 10,000 deep': objects(10_000),
  'objects 100,000 deep': objects(100_000),
  'arrays 1,000,000 deep, left open': '['.repeat(1_000_000),
  'in the e-mail field': `{"email":${arrays(10_000)},"password":"x"}`,
  'in the name field': `{"name":${objects(10_000)},"message":"Hello there, a question."}`,
};

const post = (url: string, body: string, token: string | null = null, method = 'POST') =>
  call(t.app, token, {
    method,
    url,
    payload: body,
    headers: { 'content-type': 'application/json' },
    remoteAddress: freshIp(),
  });

const PUBLIC = ['/api/login', '/api/contact', '/api/forgot-password', '/api/reset-password'];

describe('a body nested too deeply', () => {
  it('is a 400 saying so on the public routes, before sign-in and signed in', async () => {
    const before = await snapshot(t.db, tables);
    for (const url of PUBLIC) {
      for (const [what, body] of Object.entries(DEEP)) {
        for (const token of [null, s.adminToken]) {
          const res = await post(url, body, token);
          expect([url, what, res.statusCode, res.json()]).toEqual([url, what, 400, TOO_DEEP]);
        }
      }
    }
    expect(await snapshot(t.db, tables)).toEqual(before);
  });

  it('is a 400 saying so on every route that takes a body, for a caller it lets in; nothing is written', async () => {
    const tokenFor = (route: RouteAccess) => callerToken(s, route);
    const writes = t.app.routeAccess.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(writes.length).toBeGreaterThan(50);
    const before = await snapshot(t.db, tables);
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      for (const body of [arrays(10_000), `{"name":${objects(10_000)}}`]) {
        const res = await post(url, body, tokenFor(route), route.method);
        expect([routeName(route), res.statusCode, res.json()]).toEqual([routeName(route), 400, TOO_DEEP]);
      }
    }
    expect(await snapshot(t.db, tables)).toEqual(before);
  });

  it('is never read on a route the caller may not call: 401 first', async () => {
    for (const [method, url] of [
      ['POST', '/api/superadmin/roles'],
      ['POST', '/api/school/classes'],
      ['PUT', '/api/me/password'],
    ]) {
      const res = await post(url!, arrays(10_000), null, method);
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it('that does not even fit in the 1 MB body limit is a 413, whatever its depth', async () => {
    for (const body of [arrays(1_000_000), objects(1_000_000)]) {
      const res = await post('/api/login', body);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, message: 'The upload is too large.' });
    }
  });

  it('leaves the server answering other requests sent with it', async () => {
    const answers = await Promise.all([
      post('/api/login', DEEP['arrays 1,000,000 deep, left open']),
      t.app.inject({ method: 'GET', url: '/api/health' }),
      post('/api/contact', DEEP['objects 100,000 deep']),
      call(t.app, s.sa, { method: 'GET', url: '/api/me' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 200, 400, 200]);
  });
});

describe('a body within the bound', () => {
  const role = (description: string) => `{"name":"deep_role","description":${description}}`;
  /** `depth` levels in all: the body's own object, then arrays. */
  const nested = (depth: number) => role(arrays(depth - 1));

  it('is parsed and validated as ever up to 32 levels; 33 is too deep', async () => {
    const at = await post('/api/superadmin/roles', nested(32), s.sa);
    expect(at.statusCode).toBe(422);
    expect(at.json().errors).toHaveProperty('description');
    const past = await post('/api/superadmin/roles', nested(33), s.sa);
    expect([past.statusCode, past.json()]).toEqual([400, TOO_DEEP]);
  });

  it('counts no bracket inside a string, escaped quotes included', async () => {
    const text = JSON.stringify(`"[{${'['.repeat(5_000)}${'{'.repeat(5_000)}`);
    const res = await post('/api/superadmin/roles', `{"name":"bracket_role","description":${text}}`, s.sa);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['description']);
    const created = await post(
      '/api/superadmin/roles',
      JSON.stringify({ name: 'bracket_role', description: `a "quoted" [[{{ ${'['.repeat(100)}` }),
      s.sa,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data.description).toBe(`a "quoted" [[{{ ${'['.repeat(100)}`);
  });
});
