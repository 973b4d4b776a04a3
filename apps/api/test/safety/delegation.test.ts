import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_PERMISSIONS, SCHOOL_ADMIN_PERMISSIONS } from '../../src/modules/permissions/catalogue';
import { permissionIds, roleIds } from '../helpers/access';
import { createRole, createSchool, createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { mintToken, rowCounts, scopeOf, snapshot, tableNames } from '../helpers/route-requests';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The ceiling on delegation, as a class: a user whose only role holds one permission of the
 * superadmin console, for each permission of a changing superadmin route, tries every way found to
 * reach further (the review's examples and their kin). Each attempt names the permissions it
 * exercises; it must succeed exactly when the principal holds them all, and otherwise be refused
 * with nothing changed. Whatever they tried, they end holding what they started with, the
 * superadmin's account and the mail settings untouched. A principal holding exactly what an
 * attempt needs (or the superadmin, for what no delegate may do) proves each attempt is a valid
 * request that a holder gets through.
 */

/** An attempt's needs: permissions that together allow it, or `never` for a delegate. */
type Needs = readonly string[] | 'never';

interface Fixtures {
  /** The acting user's id and role id. */
  self: { id: number; roleId: number };
  /** A superadmin who is not the actor. */
  superadminId: number;
  /** A user whose only role holds nothing. */
  plainId: number;
  /** A user whose role holds audit_view. */
  richId: number;
  /** A role holding nothing, not the actor's. */
  plainRoleId: number;
  /** A role holding users_delete, not the actor's. */
  richRoleId: number;
  schoolId: number;
  /** The roles holding users_assign_roles now. */
  assignRolesHolders: number[];
  /** The actor's one permission. */
  held: string;
}

interface Attempt {
  name: string;
  needs: (f: Fixtures) => Needs;
  request: (f: Fixtures) => InjectOptions;
  /** The superadmin cannot do it either (it is not a power at all): no control run. */
  nobody?: true;
}

let t: TestApp;
let tables: string[];
let ids: Record<string, number>;
let roles: Record<string, number>;
let superadminToken: string;
let superadminId: number;

const put = (url: string, payload: object): InjectOptions => ({ method: 'PUT', url, payload });
const post = (url: string, payload?: object): InjectOptions => ({
  method: 'POST',
  url,
  ...(payload ? { payload } : {}),
});
const user = (id: number) => `/api/superadmin/users/${id}`;
const newAccount = () => {
  const tag = Math.random().toString(36).slice(2, 10);
  return {
    name: 'Delegated Person',
    email: `d.${tag}@example.com`,
    password: 'Str0ng#Pass',
    password_confirmation: 'Str0ng#Pass',
  };
};
const password = { password: 'Taken#Over1', password_confirmation: 'Taken#Over1' };

const ATTEMPTS: Attempt[] = [
  // Editing accounts: each part of an edit is its own power.
  {
    name: "edit a plain user's name",
    needs: () => ['users_update'],
    request: (f) => put(user(f.plainId), { name: 'Renamed', email: `p${f.plainId}@example.com` }),
  },
  {
    name: "set a plain user's password through the edit",
    needs: () => ['users_update', 'users_set_password'],
    request: (f) => put(user(f.plainId), { name: 'Plain', email: `p${f.plainId}@example.com`, ...password }),
  },
  {
    name: 'suspend a plain user through the edit',
    needs: () => ['users_update', 'users_suspend'],
    request: (f) =>
      put(user(f.plainId), { name: 'Plain', email: `p${f.plainId}@example.com`, status: 'suspended' }),
  },
  {
    name: "change a plain user's role through the edit",
    needs: () => ['users_update', 'users_assign_roles'],
    request: (f) =>
      put(user(f.plainId), { name: 'Plain', email: `p${f.plainId}@example.com`, role: 'delegation_spare' }),
  },
  {
    name: 'make oneself superadmin through the edit',
    needs: () => 'never',
    request: (f) =>
      put(user(f.self.id), { name: 'Me', email: `self${f.self.id}@example.com`, role: 'superadmin' }),
  },
  {
    name: "reset the superadmin's password through the edit",
    needs: () => 'never',
    request: (f) =>
      put(user(f.superadminId), { name: 'Root', email: `root${f.superadminId}@example.com`, ...password }),
  },
  {
    name: "point the superadmin's e-mail elsewhere",
    needs: () => 'never',
    request: (f) => put(user(f.superadminId), { name: 'Root', email: `mine${f.superadminId}@evil.example` }),
  },
  {
    name: 'edit an account holding a permission the actor lacks (audit_view)',
    needs: () => ['users_update', 'audit_view'],
    request: (f) => put(user(f.richId), { name: 'Rich', email: `rich${f.richId}@evil.example` }),
  },
  // Status and deletion.
  {
    name: 'suspend a plain user',
    needs: () => ['users_suspend'],
    request: (f) => post(`${user(f.plainId)}/suspend`),
  },
  {
    name: 'suspend the superadmin',
    needs: () => 'never',
    request: (f) => post(`${user(f.superadminId)}/suspend`),
  },
  {
    name: 'suspend an account holding audit_view',
    needs: () => ['users_suspend', 'audit_view'],
    request: (f) => post(`${user(f.richId)}/suspend`),
  },
  {
    name: 'delete a plain user',
    needs: () => ['users_delete'],
    request: (f) => ({ method: 'DELETE', url: user(f.plainId) }),
  },
  {
    name: 'delete the superadmin',
    needs: () => 'never',
    request: (f) => ({ method: 'DELETE', url: user(f.superadminId) }),
  },
  // Roles of users.
  {
    name: 'give a plain user a role holding nothing',
    needs: () => ['users_assign_roles'],
    request: (f) => post(`${user(f.plainId)}/assign-roles`, { role_ids: [f.plainRoleId] }),
  },
  {
    name: 'give a plain user the superadmin role',
    needs: () => 'never',
    request: () => post(`${user(0)}/assign-roles`, { role_ids: [roles.superadmin] }),
  },
  {
    name: 'give oneself the superadmin role',
    needs: () => 'never',
    request: (f) => post(`${user(f.self.id)}/assign-roles`, { role_ids: [roles.superadmin, f.self.roleId] }),
  },
  {
    name: 'give oneself another role',
    needs: () => 'never',
    request: (f) => post(`${user(f.self.id)}/assign-roles`, { role_ids: [f.self.roleId, f.plainRoleId] }),
    nobody: true,
  },
  {
    name: 'give a plain user the school_admin role',
    needs: () => ['users_assign_roles', ...SCHOOL_ADMIN_PERMISSIONS],
    request: (f) => post(`${user(f.plainId)}/assign-roles`, { role_ids: [roles.school_admin] }),
  },
  {
    name: 'give a plain user a role holding users_delete',
    needs: () => ['users_assign_roles', 'users_delete'],
    request: (f) => post(`${user(f.plainId)}/assign-roles`, { role_ids: [f.richRoleId] }),
  },
  // Making users.
  {
    name: 'create a user with a role holding nothing',
    needs: () => ['users_create'],
    request: () => post('/api/superadmin/users', { ...newAccount(), role: 'delegation_plain' }),
  },
  {
    name: 'create a superadmin',
    needs: () => 'never',
    request: () => post('/api/superadmin/users', { ...newAccount(), role: 'superadmin' }),
  },
  {
    name: 'create a user with a role holding users_delete',
    needs: () => ['users_create', 'users_delete'],
    request: () => post('/api/superadmin/users', { ...newAccount(), role: 'delegation_rich' }),
  },
  // Roles and their permissions.
  {
    name: 'create a role with the permission the actor holds',
    needs: (f) => ['roles_create', 'roles_assign_permissions', f.held],
    request: (f) =>
      post('/api/superadmin/roles', { name: `r_${f.self.id}_held`, permission_ids: [ids[f.held]] }),
  },
  {
    name: 'create a role with every permission',
    needs: () => 'never',
    request: (f) =>
      post('/api/superadmin/roles', {
        name: `r_${f.self.id}_all`,
        permission_ids: Object.entries(ids)
          .filter(([name]) => !RESERVED_PERMISSIONS.has(name))
          .map(([, id]) => id),
      }),
  },
  {
    name: 'give another role the permission the actor holds',
    needs: (f) => ['roles_assign_permissions', f.held],
    request: (f) =>
      post(`/api/superadmin/roles/${f.plainRoleId}/assign-permissions`, { permission_ids: [ids[f.held]] }),
  },
  {
    name: 'give another role users_assign_roles',
    needs: () => ['roles_assign_permissions', 'users_assign_roles'],
    request: (f) =>
      post(`/api/superadmin/roles/${f.plainRoleId}/assign-permissions`, {
        permission_ids: [ids.users_assign_roles],
      }),
  },
  {
    name: 'take users_delete away from another role',
    needs: () => ['roles_assign_permissions', 'users_delete'],
    request: (f) => post(`/api/superadmin/roles/${f.richRoleId}/assign-permissions`, { permission_ids: [] }),
  },
  {
    name: 'give one’s own role every permission',
    needs: () => 'never',
    // A superadmin's own role is superadmin, whose permissions are fixed.
    nobody: true,
    request: (f) =>
      post(`/api/superadmin/roles/${f.self.roleId}/assign-permissions`, {
        permission_ids: Object.entries(ids)
          .filter(([name]) => !RESERVED_PERMISSIONS.has(name))
          .map(([, id]) => id),
      }),
  },
  {
    name: 'rename the superadmin role',
    needs: () => 'never',
    request: () =>
      put(`/api/superadmin/roles/${roles.superadmin}`, { name: 'superadmin', display_name: 'Guest' }),
  },
  {
    name: 'rename a role holding users_delete',
    needs: () => ['roles_update', 'users_delete'],
    request: (f) =>
      put(`/api/superadmin/roles/${f.richRoleId}`, {
        name: `delegation_rich_${f.self.id}`,
        display_name: 'Rich',
      }),
  },
  {
    name: 'delete a role holding users_delete',
    needs: () => ['roles_delete', 'users_delete'],
    request: (f) => ({ method: 'DELETE', url: `/api/superadmin/roles/${f.richRoleId}` }),
  },
  // Permissions and the roles that hold them.
  {
    name: 'attach users_assign_roles to one’s own role',
    needs: () => 'never',
    request: (f) =>
      put(`/api/superadmin/permissions/${ids.users_assign_roles}`, {
        name: 'users_assign_roles',
        role_ids: [f.self.roleId],
      }),
  },
  {
    name: 'attach users_assign_roles to another role',
    needs: () => ['permissions_update', 'roles_assign_permissions', 'users_assign_roles'],
    request: (f) =>
      put(`/api/superadmin/permissions/${ids.users_assign_roles}`, {
        name: 'users_assign_roles',
        role_ids: [...f.assignRolesHolders, f.plainRoleId],
      }),
  },
  {
    name: 'create a permission held by another role',
    needs: () => 'never',
    request: (f) =>
      post('/api/superadmin/permissions', { name: `p_${f.self.id}_new`, role_ids: [f.plainRoleId] }),
  },
  // Settings and schools.
  {
    name: 'change the security settings',
    needs: () => ['settings_update'],
    request: () =>
      put('/api/superadmin/settings/security', {
        password_min_length: 8,
        require_special_chars: false,
        session_timeout: 60,
        max_login_attempts: 5,
        two_factor_auth: false,
        export_rows_per_hour: 50_000,
        export_notice_rows_per_day: 100_000,
      }),
  },
  {
    name: 'send the test e-mail',
    needs: () => 'never',
    request: () => post('/api/superadmin/settings/email/test'),
  },
  {
    name: 'point platform mail at one’s own server',
    needs: () => 'never',
    request: () =>
      put('/api/superadmin/settings/email', {
        smtp_host: 'smtp.evil.example',
        smtp_port: 25,
        smtp_username: '',
        from_name: 'Platform',
        from_email: 'no-reply@evil.example',
      }),
  },
  {
    name: 'make oneself the administrator of a school',
    needs: () => 'never',
    request: (f) =>
      post(`/api/superadmin/schools/${f.schoolId}/assign-admin`, {
        user_id: f.self.id,
        designation: 'Principal',
        joining_date: '2026-01-01',
      }),
    nobody: true,
  },
];

/** The superadmin console's changing routes' permissions: who might reach further through them. */
const dangerous = () => [
  ...new Set(
    t.app.routeAccess
      .filter(
        (r) => scopeOf(r) === 'superadmin' && r.method !== 'GET' && !RESERVED_PERMISSIONS.has(r.permission!),
      )
      .map((r) => r.permission!),
  ),
];

/** Fresh targets for one attempt, acting as `actor` (user and role). */
async function fixtures(actor: { id: number; roleId: number }, held: string): Promise<Fixtures> {
  const plain = await createUser(t.db, { roles: ['delegation_plain'] });
  const rich = await createUser(t.db, { roles: ['delegation_audit'] });
  const plainRoleId = await createRole(t.db, `plain_${plain.id}`);
  const richRoleId = await createRole(t.db, `rich_${rich.id}`, ['users_delete']);
  const target = await createUser(t.db, { roles: ['superadmin'] });
  return {
    self: actor,
    superadminId: target.id,
    plainId: plain.id,
    richId: rich.id,
    plainRoleId,
    richRoleId,
    schoolId: (await createSchool(t.db)).id,
    assignRolesHolders: (
      await t.db
        .selectFrom('permission_role')
        .select('role_id')
        .where('permission_id', '=', ids.users_assign_roles!)
        .execute()
    ).map((r) => r.role_id),
    held,
  };
}

const ok = (status: number) => status >= 200 && status < 300;

/** Where power lives: every row of these is compared; other tables by their row counts. */
const POWER_TABLES = [
  'users',
  'role_user',
  'roles',
  'permissions',
  'permission_role',
  'platform_settings',
  'school_admins',
  'cache_versions',
];
const state = async () => JSON.stringify([await rowCounts(t.db, tables), await snapshot(t.db, POWER_TABLES)]);

/** Sends an attempt as the actor: refused means 4xx and nothing written. */
async function attempt(token: string, request: InjectOptions) {
  const before = await state();
  const res = await call(t.app, token, { ...request, remoteAddress: freshIp() });
  return { res, changed: (await state()) !== before };
}

beforeAll(async () => {
  t = await createTestApp();
  // Not changes a request makes: a token's last use is written once a minute whatever the
  // request, and a read may fold a counter's rows into one with the same sum.
  tables = (await tableNames(t.db)).filter((name) => name !== 'access_tokens' && name !== 'row_counts');
  ids = await permissionIds(t.db);
  for (const [name, permissions] of [
    ['delegation_plain', []],
    ['delegation_spare', []],
    ['delegation_audit', ['audit_view']],
    ['delegation_rich', ['users_delete']],
  ] as const) {
    await createRole(t.db, name, [...permissions]);
  }
  roles = await roleIds(t.db);
  const root = await createUser(t.db, { roles: ['superadmin'] });
  superadminId = root.id;
  superadminToken = await mintToken(t.db, root.id);
});
afterAll(() => t.close());

describe('a delegate holding one permission of the superadmin console', () => {
  it('reaches no more than that permission, by any attempt found', { timeout: 600_000 }, async () => {
    const wrong: string[] = [];
    const permissions = dangerous();
    // Every changing superadmin route's permission is tried (the list grows with the routes).
    expect(permissions.length).toBeGreaterThanOrEqual(20);
    for (const held of permissions) {
      const roleId = await createRole(t.db, `only_${held}`, [held]);
      const actor = await createUser(t.db, { roles: [`only_${held}`] });
      const token = await mintToken(t.db, actor.id);
      // One set of targets for all of this principal's attempts: the few that may succeed
      // (those needing only what they hold) leave nothing a later attempt depends on.
      const f = await fixtures({ id: actor.id, roleId }, held);
      const superadmins = () =>
        t.db
          .selectFrom('users')
          .selectAll()
          .where('id', 'in', [superadminId, f.superadminId])
          .orderBy('id')
          .execute();
      const superadminsBefore = await superadmins();
      for (const a of ATTEMPTS) {
        const needs = a.needs(f);
        const allowed = needs !== 'never' && needs.every((p) => p === held);
        const request = a.request(f);
        // The plain target of "give a plain user the superadmin role" is made here.
        if (request.url === user(0) + '/assign-roles') request.url = `${user(f.plainId)}/assign-roles`;
        const { res, changed } = await attempt(token, request);
        const label = `${a.name}, holding only ${held}`;
        if (allowed && !ok(res.statusCode))
          wrong.push(`${label}: refused ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (!allowed) {
          if (ok(res.statusCode)) wrong.push(`${label}: allowed (${res.statusCode})`);
          else if (res.statusCode >= 500) wrong.push(`${label}: ${res.statusCode}`);
          if (changed) wrong.push(`${label}: refused (${res.statusCode}) but the database changed`);
        }
      }

      // Whatever they tried, they hold what they held, and the superadmins are as they were.
      const me = await call(t.app, token, { method: 'GET', url: '/api/me' });
      expect(me.json().data.permissions, held).toEqual([held]);
      expect(
        me.json().data.roles.map((r: { name: string }) => r.name),
        held,
      ).toEqual([`only_${held}`]);
      expect(await superadmins(), held).toEqual(superadminsBefore);
    }
    const mail = await call(t.app, superadminToken, { method: 'GET', url: '/api/superadmin/settings/email' });
    expect(mail.json().data.smtp_host ?? '').not.toContain('evil');
    expect(wrong).toEqual([]);
  });

  it(
    'gets through each attempt holding exactly what it needs, and a superadmin through what no delegate may',
    { timeout: 300_000 },
    async () => {
      const wrong: string[] = [];
      for (const [index, a] of ATTEMPTS.entries()) {
        if (a.nobody) continue;
        const probe = await fixtures({ id: 0, roleId: 0 }, 'users_view');
        const needs = a.needs(probe);
        let token = superadminToken;
        let actor = { id: superadminId, roleId: roles.superadmin! };
        if (needs !== 'never') {
          const roleId = await createRole(t.db, `control_${index}`, [...new Set(needs)]);
          const holder = await createUser(t.db, { roles: [`control_${index}`] });
          token = await mintToken(t.db, holder.id);
          actor = { id: holder.id, roleId };
        }
        const f = await fixtures(actor, needs === 'never' ? 'users_view' : needs.at(-1)!);
        const request = a.request(f);
        if (request.url === user(0) + '/assign-roles') request.url = `${user(f.plainId)}/assign-roles`;
        const { res } = await attempt(token, request);
        if (!ok(res.statusCode)) wrong.push(`${a.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
