import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/connect';
import { createUser } from '../helpers/factories';
import { signIn } from '../helpers/http';
import { call, consoleSessions, FORBIDDEN, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let s: ConsoleSessions;
/** A second API node on the same database: it must see every change on its next request. */
let other: FastifyInstance;
let viewerToken: string;
let roleId: number;
let ids: Record<string, number>;

/** Counts the queries an app sends, to prove authorization costs none in the steady state. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  /** Once per executed query (subqueries pass through transformQuery too, so that can't count). */
  transformResult(args: PluginTransformResultArgs) {
    this.count++;
    return Promise.resolve(args.result);
  }
}
const counter = new QueryCounter();
let counted: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
  other = await buildApp(t.config, { db: connect(t.config.database) });
  counted = await buildApp(t.config, { db: connect(t.config.database).withPlugin(counter) });
  await Promise.all([other.ready(), counted.ready()]);
  ids = Object.fromEntries(
    (await t.db.selectFrom('permissions').select(['id', 'name']).execute()).map((p) => [p.name, p.id]),
  );
  const created = await call(t.app, s.sa, {
    method: 'POST',
    url: '/api/superadmin/roles',
    payload: { name: 'school_viewer', display_name: 'School viewer', permission_ids: [ids.schools_view] },
  });
  expect(created.statusCode).toBe(201);
  roleId = created.json().data.id;
  const viewer = await createUser(t.db, { roles: ['school_viewer'] });
  viewerToken = (await signIn(t.app, viewer.email, viewer.password)).token;
});
afterAll(async () => {
  await other.close();
  await counted.close();
  await t.close();
});

const listSchools = (app: FastifyInstance) =>
  call(app, viewerToken, { method: 'GET', url: '/api/superadmin/schools' });
const createSchool = (app: FastifyInstance) =>
  call(app, viewerToken, {
    method: 'POST',
    url: '/api/superadmin/schools',
    payload: { name: 'Viewer School', code: 'VIEW1', board: 'CBSE' },
  });
const setPermissions = async (permissionIds: number[]) => {
  const res = await call(t.app, s.sa, {
    method: 'POST',
    url: `/api/superadmin/roles/${roleId}/assign-permissions`,
    payload: { permission_ids: permissionIds },
  });
  expect(res.statusCode).toBe(200);
};

describe('a custom role holding only schools_view', () => {
  it('lets its user list schools and nothing more', async () => {
    expect((await listSchools(t.app)).statusCode).toBe(200);
    const refused = await createSchool(t.app);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    const users = await call(t.app, viewerToken, { method: 'GET', url: '/api/superadmin/users' });
    expect(users.statusCode).toBe(403);
    expect(await t.db.selectFrom('schools').select('id').where('code', '=', 'VIEW1').execute()).toEqual([]);
  });

  it('loses the list on the very next request once schools_view is taken away, on every node', async () => {
    // Both nodes have cached the current state.
    expect((await listSchools(t.app)).statusCode).toBe(200);
    expect((await listSchools(other)).statusCode).toBe(200);
    await setPermissions([]);
    const here = await listSchools(t.app);
    expect(here.statusCode).toBe(403);
    expect(here.json()).toEqual(FORBIDDEN);
    expect((await listSchools(other)).statusCode).toBe(403);
  });

  it('gets it back on the next request once schools_view is given again', async () => {
    await setPermissions([ids.schools_view!]);
    expect((await listSchools(t.app)).statusCode).toBe(200);
    expect((await listSchools(other)).statusCode).toBe(200);
  });

  it('may be given a superadmin permission such as schools_create, and then creates a school', async () => {
    await setPermissions([ids.schools_view!, ids.schools_create!]);
    const res = await createSchool(other);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.code).toBe('VIEW1');
  });
});

describe('school_admin', () => {
  it('holds every /school and /school-admin permission by default and no superadmin one', async () => {
    const res = await call(t.app, s.sa, {
      method: 'GET',
      url: '/api/superadmin/roles?with_permissions=true',
    });
    const schoolAdmin = res.json().data.roles.find((r: { name: string }) => r.name === 'school_admin');
    const held: string[] = schoolAdmin.permissions.map((p: { name: string }) => p.name);
    expect(held).toContain('students_create');
    expect(held).toContain('sections_assign_students');
    expect(held).toContain('school_profile_update');
    expect(held.filter((p) => /^(schools|users|roles|permissions|settings|audit)_/.test(p))).toEqual([]);
  });

  it('is refused every superadmin list', async () => {
    for (const url of ['/api/superadmin/schools', '/api/superadmin/roles', '/api/superadmin/permissions']) {
      const res = await call(t.app, s.adminToken, { method: 'GET', url });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('the cost of checking permissions', () => {
  const me = () => call(counted, viewerToken, { method: 'GET', url: '/api/me' });

  it('is no query beyond the token lookup once the node has cached roles and settings', async () => {
    expect((await me()).statusCode).toBe(200);
    counter.count = 0;
    expect((await me()).statusCode).toBe(200);
    // GET /me of a user without a school: the token lookup (with roles and version) is all.
    expect(counter.count).toBe(1);
  });

  it('reloads nothing when a role is created: nobody holds it yet', async () => {
    expect((await me()).statusCode).toBe(200);
    const created = await call(t.app, s.sa, {
      method: 'POST',
      url: '/api/superadmin/roles',
      payload: { name: 'unheld', display_name: 'Unheld', permission_ids: [ids.schools_view] },
    });
    expect(created.statusCode).toBe(201);
    counter.count = 0;
    expect((await me()).statusCode).toBe(200);
    expect(counter.count).toBe(1);
  });

  it('reloads the cache once after a change, then costs nothing again', async () => {
    await setPermissions([ids.schools_view!]);
    counter.count = 0;
    await me();
    const afterChange = counter.count;
    counter.count = 0;
    await me();
    expect(afterChange).toBeGreaterThan(1);
    expect(counter.count).toBe(1);
  });
});
