import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import auth from '../../src/plugins/auth';
import database from '../../src/plugins/database';
import { CATALOGUE_NAMES, isCataloguePermission } from '../../src/modules/permissions/catalogue';
import { createUser } from '../helpers/factories';
import { signIn } from '../helpers/http';
import { call, FORBIDDEN, UNAUTHENTICATED } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The authorization matrix, read from the app's own route table (app.routeAccess, filled as each
 * route is registered), so a route added later is covered from its first day.
 */
let t: TestApp;
/** A signed-in user whose only role is a custom role without any permission. */
let nobody: string;

/** A concrete URL for a route pattern: every path parameter becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

beforeAll(async () => {
  t = await createTestApp();
  const now = isoNow();
  await t.db
    .insertInto('roles')
    .values({ name: 'empty_role', display_name: null, description: null, created_at: now, updated_at: now })
    .execute();
  const user = await createUser(t.db, { roles: ['empty_role'] });
  nobody = (await signIn(t.app, user.email, user.password)).token;
});
afterAll(() => t.close());

const routes = () => t.app.routeAccess;
const declared = () => routes().filter((r) => r.permission !== null || r.signedIn);
const byPermission = () => routes().filter((r) => r.permission !== null);

describe('the route table', () => {
  it('lists every route of the API, the superadmin ones among them', () => {
    const urls = routes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/superadmin/schools');
    expect(urls).toContain('POST /api/superadmin/roles/:id/assign-permissions');
    expect(urls).toContain('POST /api/login');
    expect(byPermission().length).toBeGreaterThan(40);
  });

  it('declares a permission from the catalogue on every route under /api/superadmin, /api/school and /api/school-admin', () => {
    const consoleRoutes = routes().filter((r) => /^\/api\/(superadmin|school|school-admin)\//.test(r.url));
    const undeclared = consoleRoutes.filter((r) => r.permission === null).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const unknown = byPermission().filter((r) => !isCataloguePermission(r.permission!));
    expect(unknown).toEqual([]);
  });

  it('finds every declared permission in the database after migrating', async () => {
    const stored = new Set(
      (await t.db.selectFrom('permissions').select('name').execute()).map((p) => p.name),
    );
    const missing = [...new Set(byPermission().map((r) => r.permission!))].filter((p) => !stored.has(p));
    expect(missing).toEqual([]);
    expect(CATALOGUE_NAMES.filter((p) => !stored.has(p))).toEqual([]);
  });

  it('refuses a registration that names a permission outside the catalogue', async () => {
    // Not closed: closing would end the shared database connection with it.
    const app = Fastify();
    await app.register(database, { config: t.config, db: t.db });
    await app.register(auth);
    const register = async () => {
      app.get('/x', { config: { permission: 'made_up' as never } }, async () => 'x');
      await app.ready();
    };
    await expect(register()).rejects.toThrow('GET /x declares "made_up", which is not in the catalogue');
  });
});

describe('every declared route', () => {
  it('answers 401 without a token', async () => {
    const wrong: string[] = [];
    for (const route of declared()) {
      const res = await call(t.app, null, { method: route.method, url: concrete(route.url) });
      if (res.statusCode !== 401 || res.json().message !== UNAUTHENTICATED.message) {
        wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a signed-in user whose roles grant no permission', async () => {
    const wrong: string[] = [];
    for (const route of byPermission()) {
      const res = await call(t.app, nobody, { method: route.method, url: concrete(route.url) });
      if (res.statusCode !== 403 || res.json().message !== FORBIDDEN.message) {
        wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets that user read their own account (signed-in routes need no permission)', async () => {
    const own = declared().filter((r) => r.signedIn && r.method === 'GET');
    expect(own.length).toBeGreaterThan(0);
    for (const route of own) {
      expect((await call(t.app, nobody, { method: 'GET', url: route.url })).statusCode).toBe(200);
    }
  });

  it('is marked as needing a bearer token in the API docs, and no other route is', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    const secured = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (op.security) secured.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    const expected = new Set(declared().map((r) => `${r.method} ${r.url}`));
    expect([...secured].sort()).toEqual([...expected].sort());
  });
});

describe('every route without a declaration', () => {
  it('is really public: it answers without a token, never 401 or 403', async () => {
    const open = routes().filter((r) => r.permission === null && !r.signedIn);
    expect(open.map((r) => r.url)).toContain('/api/login');
    const guarded: string[] = [];
    for (const route of open) {
      // An empty JSON body: the public writes answer 422 or 400, which is what we want to see.
      const res = await call(t.app, null, {
        method: route.method,
        url: concrete(route.url),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode === 401 || res.statusCode === 403) guarded.push(`${route.method} ${route.url}`);
    }
    expect(guarded).toEqual([]);
  });
});
