import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/connect';
import { accessState, permissionIds } from '../helpers/access';
import { createRole, createUser, type FactoryUser } from '../helpers/factories';
import { freshIp, signIn } from '../helpers/http';
import { mintToken } from '../helpers/route-requests';
import { call, marker } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Creating a role bumps no access version (nobody holds it yet), so another API node's snapshot
 * may predate a role that exists. Whatever names such a role must find it all the same: a
 * delegate giving, changing or deleting it, or managing a user who holds it, on the other node
 * (`other`, a connection pool of its own); and its holder's requests and sign-in there.
 */

let t: TestApp;
let other: FastifyInstance;
let perms: Record<string, number>;
/** A delegate (no superadmin) with the roles and users permissions, and schools_view to hand on. */
let delegate: { user: FactoryUser; token: string };
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(t.config, { db: connect(t.config.database) });
  await other.ready();
  perms = await permissionIds(t.db);
  const name = marker('delegate');
  await createRole(t.db, name, [
    'roles_view',
    'roles_create',
    'roles_update',
    'roles_delete',
    'roles_assign_permissions',
    'users_view',
    'users_update',
    'users_assign_roles',
    'schools_view',
  ]);
  const user = await createUser(t.db, { roles: [name] });
  delegate = { user, token: await mintToken(t.db, user.id) };
});
afterAll(async () => {
  await other.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (app: FastifyInstance, token: string, method: Method, url: string, payload?: object) =>
  call(app, token, { method, url, remoteAddress: freshIp(), ...(payload ? { payload } : {}) });

const version = async () => (await accessState(t.db)).version[0]!.version;

/**
 * A role holding schools_view, created by the delegate on the first node once the other node has
 * loaded its snapshot (by serving the delegate), so that snapshot lacks it.
 */
async function roleNewToOther() {
  expect((await send(other, delegate.token, 'GET', '/api/me')).statusCode).toBe(200);
  const before = await version();
  const name = marker('fresh');
  const res = await send(t.app, delegate.token, 'POST', '/api/superadmin/roles', {
    name,
    display_name: `Fresh ${name}`,
    permission_ids: [perms.schools_view],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().data.id;
  expect(await version()).toBe(before);
  expect(other.access.held()!.roles.has(id)).toBe(false);
  return { id, name };
}

describe("a delegate's new role on a node whose snapshot predates it", () => {
  it('is given to a user there, as on the node that made it', async () => {
    const role = await roleNewToOther();
    const target = await createUser(t.db);
    const res = await send(other, delegate.token, 'POST', `/api/superadmin/users/${target.id}/assign-roles`, {
      role_ids: [role.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.roles).toEqual([
      { id: role.id, name: role.name, display_name: `Fresh ${role.name}` },
    ]);
  });

  it('is changed there', async () => {
    const role = await roleNewToOther();
    const renamed = marker('renamed');
    const res = await send(other, delegate.token, 'PUT', `/api/superadmin/roles/${role.id}`, {
      name: renamed,
      display_name: 'Renamed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: role.id,
      name: renamed,
      permission_ids: [perms.schools_view],
    });
  });

  it('is deleted there', async () => {
    const role = await roleNewToOther();
    const res = await send(other, delegate.token, 'DELETE', `/api/superadmin/roles/${role.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom('roles').select('id').where('id', '=', role.id).execute()).toEqual([]);
  });

  it('does not keep its holder, given it on the first node, from being managed there', async () => {
    const role = await roleNewToOther();
    const target = await createUser(t.db);
    const given = await send(
      t.app,
      delegate.token,
      'POST',
      `/api/superadmin/users/${target.id}/assign-roles`,
      {
        role_ids: [role.id],
      },
    );
    expect(given.statusCode, given.body).toBe(200);
    expect(other.access.held()!.roles.has(role.id)).toBe(false);
    const res = await send(other, delegate.token, 'PUT', `/api/superadmin/users/${target.id}`, {
      name: 'Managed Elsewhere',
      email: target.email,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Managed Elsewhere');
  });

  it('is still refused where it holds more than the delegate', async () => {
    const sa = await createUser(t.db, { roles: ['superadmin'] });
    const saToken = await mintToken(t.db, sa.id);
    expect((await send(other, delegate.token, 'GET', '/api/me')).statusCode).toBe(200);
    const name = marker('richer');
    const made = await send(t.app, saToken, 'POST', '/api/superadmin/roles', {
      name,
      display_name: name,
      permission_ids: [perms.audit_view],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id: number = made.json().data.id;
    expect(other.access.held()!.roles.has(id)).toBe(false);
    const res = await send(other, delegate.token, 'DELETE', `/api/superadmin/roles/${id}`);
    expect([res.statusCode, res.json()]).toEqual([
      403,
      {
        success: false,
        message: `You cannot delete the role ${name}: it holds permissions you do not hold (audit_view).`,
      },
    ]);
    expect(await t.db.selectFrom('roles').select('id').where('id', '=', id).execute()).toHaveLength(1);
  });
});

describe('a role made and given on the first node', () => {
  /** A user with no role, served once by the other node; then given a new schools_view role. */
  async function holderOfNewRole() {
    const holder = await createUser(t.db);
    const token = await mintToken(t.db, holder.id);
    const schools = () => send(other, token, 'GET', '/api/superadmin/schools');
    expect((await schools()).statusCode).toBe(403);
    const before = await version();
    const name = marker('given');
    const made = await send(t.app, delegate.token, 'POST', '/api/superadmin/roles', {
      name,
      display_name: name,
      permission_ids: [perms.schools_view],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id: number = made.json().data.id;
    const given = await send(
      t.app,
      delegate.token,
      'POST',
      `/api/superadmin/users/${holder.id}/assign-roles`,
      {
        role_ids: [id],
      },
    );
    expect(given.statusCode, given.body).toBe(200);
    expect(await version()).toBe(before);
    expect(other.access.held()!.roles.has(id)).toBe(false);
    return { holder, token, id, schools };
  }

  it("carries the role's permissions into the holder's next request on the other node", async () => {
    const { token, id, schools } = await holderOfNewRole();
    expect((await schools()).statusCode).toBe(200);
    const me = (await send(other, token, 'GET', '/api/me')).json().data;
    expect(me.roles.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(me.permissions).toEqual(['schools_view']);
  });

  it("carries them into the holder's sign-in on the other node", async () => {
    const { holder, id } = await holderOfNewRole();
    const { user } = await signIn(other, holder.email, holder.password);
    expect(user.roles.map((r) => r.id)).toEqual([id]);
    expect(user.permissions).toEqual(['schools_view']);
  });
});
