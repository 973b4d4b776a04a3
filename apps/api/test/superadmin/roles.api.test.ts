import { CORE_ROLES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_ADMIN_PERMISSIONS } from '../../src/modules/permissions/catalogue';
import { accessState, permissionIds, roleIds } from '../helpers/access';
import { createUser } from '../helpers/factories';
import {
  auditsOfEvent,
  BAD_REQUEST_MESSAGE,
  call,
  consoleSessions,
  FORBIDDEN,
  lastAuditId,
  marker,
  parseCsv,
  UNAUTHENTICATED,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let s: ConsoleSessions;
let perms: Record<string, number>;
let roles: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
  perms = await permissionIds(t.db);
  roles = await roleIds(t.db);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, token: string | null = s.sa) =>
  call(t.app, token, { method, url: `/api/superadmin${url}`, ...(payload ? { payload } : {}) });

/** A custom role made through the API. */
async function newRole(extra: object = {}) {
  const name = marker('role');
  const res = await send('POST', '/roles', { name, display_name: `Role ${name}`, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string };
}

const failure = (message: string, field: string) => ({
  success: false,
  message,
  errors: { [field]: [message] },
});

describe('who may call the roles API', () => {
  const calls: [Method, string, object?][] = [
    ['GET', '/roles'],
    ['GET', '/roles/summary'],
    ['GET', '/roles/export'],
    ['POST', '/roles', { name: 'x' }],
    ['GET', '/roles/1'],
    ['PUT', '/roles/1', { name: 'x' }],
    ['DELETE', '/roles/1'],
    ['GET', '/roles/1/permissions'],
    ['POST', '/roles/1/assign-permissions', { permission_ids: [] }],
    ['GET', '/roles/1/users'],
  ];

  it('answers 401 without a token and 403 to a school_admin, changing nothing', async () => {
    const before = await accessState(t.db);
    for (const [method, url, body] of calls) {
      const anonymous = await send(method, url, body, null);
      expect([url, anonymous.statusCode, anonymous.json()]).toEqual([url, 401, UNAUTHENTICATED]);
      const admin = await send(method, url, body, s.adminToken);
      expect([url, admin.statusCode, admin.json()]).toEqual([url, 403, FORBIDDEN]);
    }
    expect(await accessState(t.db)).toEqual(before);
  });

  it('answers 404 for a role that does not exist and 400 for an id that is not one', async () => {
    for (const [method, url, body] of calls.filter(([, u]) => u.includes('/1'))) {
      const missing = await send(method, url.replace('/1', '/999999'), body);
      expect([url, missing.statusCode, missing.json()]).toEqual([
        url,
        404,
        { success: false, message: 'Role not found.' },
      ]);
      const bad = await send(method, url.replace('/1', '/abc'), body);
      expect([url, bad.statusCode, bad.json().message]).toEqual([url, 400, BAD_REQUEST_MESSAGE]);
    }
  });
});

describe('GET /api/superadmin/roles', () => {
  it('lists roles oldest first with type, counts and the pagination of the spec', async () => {
    const res = await send('GET', '/roles?per_page=5');
    expect(res.statusCode).toBe(200);
    const { roles: listed, pagination } = res.json().data;
    expect(listed.map((r: { name: string }) => r.name)).toEqual([...CORE_ROLES]);
    expect(pagination).toMatchObject({ per_page: 5, current_page: 1 });
    const [superadmin, schoolAdmin] = listed;
    const total = Object.keys(perms).length;
    expect(superadmin).toMatchObject({
      is_core: true,
      has_all_permissions: true,
      permissions_count: total,
      users_count: 1,
    });
    expect(schoolAdmin).toMatchObject({
      is_core: true,
      has_all_permissions: false,
      permissions_count: SCHOOL_ADMIN_PERMISSIONS.length,
      users_count: 1,
    });
    expect(superadmin.permissions).toBeUndefined();
  });

  it('adds permissions with with_permissions, filters by type and searches name, display name and description', async () => {
    const custom = await newRole({
      description: 'Checks the LIBRARY ledger',
      permission_ids: [perms.schools_view],
    });
    const withPerms = (await send('GET', '/roles?with_permissions=true&type=custom')).json().data.roles;
    const mine = withPerms.find((r: { id: number }) => r.id === custom.id);
    expect(mine.permission_ids).toEqual([perms.schools_view]);
    expect(mine.permissions).toEqual([
      { id: perms.schools_view, name: 'schools_view', display_name: 'View schools', module: 'schools' },
    ]);
    expect(withPerms.every((r: { is_core: boolean }) => !r.is_core)).toBe(true);
    const core = (await send('GET', '/roles?type=core')).json().data;
    expect(core.pagination.total).toBe(5);

    for (const term of ['library ledger', custom.name.toUpperCase(), `Role ${custom.name}`]) {
      const found = (await send('GET', `/roles?search=${encodeURIComponent(term)}`)).json().data.roles;
      expect(found.map((r: { id: number }) => r.id)).toEqual([custom.id]);
    }
    // LIKE wildcards are literal.
    expect((await send('GET', '/roles?search=%25')).json().data.roles).toEqual([]);
  });

  it('answers 400 for a query it cannot take', async () => {
    for (const query of ['per_page=500', 'page=0', 'type=other', 'with_permissions=maybe']) {
      expect((await send('GET', `/roles?${query}`)).statusCode).toBe(400);
    }
  });

  it('counts roles for the stat cards', async () => {
    const [summary, all] = await Promise.all([
      send('GET', '/roles/summary'),
      send('GET', '/roles?per_page=100'),
    ]);
    const listed = all.json().data.roles as { is_core: boolean }[];
    expect(summary.json().data).toEqual({
      total: listed.length,
      core: 5,
      custom: listed.filter((r) => !r.is_core).length,
      permissions: Object.keys(perms).length,
    });
  });
});

describe('GET /api/superadmin/roles/:id and its permissions and users', () => {
  it('gives one role with its permissions, and with include_users its users', async () => {
    const role = await newRole({ permission_ids: [perms.users_view, perms.schools_view] });
    const holder = await createUser(t.db, { roles: [role.name], name: 'Holder One' });
    const plain = (await send('GET', `/roles/${role.id}`)).json().data;
    expect(plain.permissions.map((p: { name: string }) => p.name)).toEqual(['schools_view', 'users_view']);
    expect(plain.users).toBeUndefined();
    expect(plain.users_count).toBe(1);
    const full = (await send('GET', `/roles/${role.id}?include_users=true`)).json().data;
    expect(full.users).toEqual([
      { id: holder.id, name: 'Holder One', email: holder.email, status: 'active' },
    ]);

    const own = (await send('GET', `/roles/${role.id}/permissions`)).json().data.permissions;
    expect(own.map((p: { id: number }) => p.id)).toEqual([perms.schools_view, perms.users_view]);
    const users = (await send('GET', `/roles/${role.id}/users?per_page=1`)).json().data;
    expect(users).toEqual({
      users: [{ id: holder.id, name: 'Holder One', email: holder.email, status: 'active' }],
      pagination: { total: 1, per_page: 1, current_page: 1, last_page: 1 },
    });
  });

  it("lists every permission as superadmin's", async () => {
    const all = (await send('GET', `/roles/${roles.superadmin}/permissions`)).json().data.permissions;
    expect(all).toHaveLength(Object.keys(perms).length);
  });
});

describe('POST /api/superadmin/roles', () => {
  it('creates a role with its permissions, audited with what it holds', async () => {
    const name = marker('auditor');
    const res = await send('POST', '/roles', {
      name,
      display_name: '  Auditor  ',
      description: '',
      permission_ids: [perms.schools_view, perms.schools_view, perms.audit_view],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Role created successfully!');
    expect(body.data).toMatchObject({
      name,
      display_name: 'Auditor',
      description: null,
      is_core: false,
      users_count: 0,
      permissions_count: 2,
    });
    const [audit] = await auditsOfEvent(t.db, 'role_created', (await lastAuditId(t.db)) - 1);
    expect(audit).toMatchObject({ user_id: s.superadmin.id, description: `Role ${name} created` });
    expect(audit!.properties).toEqual({
      after: {
        name,
        display_name: 'Auditor',
        description: null,
        permissions: ['audit_view', 'schools_view'],
      },
    });
  });

  it('refuses bad input with field errors and creates nothing', async () => {
    const existing = await newRole();
    const before = await accessState(t.db);
    const cases: [object, string, string][] = [
      [{}, 'name', 'The name field is required.'],
      [{ name: '   ' }, 'name', 'The name field is required.'],
      [
        { name: 'has space' },
        'name',
        'The name may only contain letters, numbers, underscores, dashes and dots.',
      ],
      [{ name: 'x'.repeat(51) }, 'name', 'The name may not be greater than 50 characters.'],
      [{ name: 'SCHOOL_ADMIN' }, 'name', 'The name has already been taken.'],
      [{ name: existing.name.toUpperCase() }, 'name', 'The name has already been taken.'],
      [
        { name: marker('r'), permission_ids: [999999] },
        'permission_ids',
        'The selected permission ids are invalid.',
      ],
      [{ name: marker('r'), permission_ids: 'all' }, 'permission_ids', 'The permission ids must be a list.'],
      [
        { name: marker('r'), display_name: 'd'.repeat(101) },
        'display_name',
        'The display name may not be greater than 100 characters.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send('POST', '/roles', payload);
      expect([payload, res.statusCode, res.json()]).toEqual([payload, 422, failure(message, field)]);
    }
    const nonInteger = await send('POST', '/roles', { name: marker('r'), permission_ids: [1.5] });
    expect(nonInteger.statusCode).toBe(422);
    expect(Object.keys(nonInteger.json().errors)).toEqual(['permission_ids.0']);
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('PUT /api/superadmin/roles/:id', () => {
  it('updates a custom role, audited with before and after', async () => {
    const role = await newRole({ permission_ids: [perms.users_view] });
    const renamed = marker('renamed');
    const res = await send('PUT', `/roles/${role.id}`, {
      name: renamed,
      display_name: 'Renamed',
      description: 'Now this',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Role updated successfully!',
      data: {
        id: role.id,
        name: renamed,
        display_name: 'Renamed',
        description: 'Now this',
        permissions_count: 1,
      },
    });
    const [audit] = (await auditsOfEvent(t.db, 'role_updated')).slice(-1);
    expect(audit!.properties).toEqual({
      before: {
        name: role.name,
        display_name: `Role ${role.name}`,
        description: null,
        permissions: ['users_view'],
      },
      after: { name: renamed, display_name: 'Renamed', description: 'Now this', permissions: ['users_view'] },
    });
  });

  it("keeps a core role's name but lets its display name and description change", async () => {
    const before = await accessState(t.db);
    const rename = await send('PUT', `/roles/${roles.teacher}`, { name: 'educator' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json()).toEqual(failure('The name of a core role cannot be changed.', 'name'));
    expect(await accessState(t.db)).toEqual(before);

    const res = await send('PUT', `/roles/${roles.teacher}`, {
      name: 'teacher',
      display_name: 'Teacher',
      description: 'Teaches.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'teacher', description: 'Teaches.', is_core: true });
  });

  it('refuses a name another role has, whatever its case', async () => {
    const [a, b] = [await newRole(), await newRole()];
    const before = await accessState(t.db);
    const res = await send('PUT', `/roles/${a.id}`, { name: b.name.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(failure('The name has already been taken.', 'name'));
    // Its own name in another case is fine.
    expect(await accessState(t.db)).toEqual(before);
    expect((await send('PUT', `/roles/${a.id}`, { name: a.name.toUpperCase() })).statusCode).toBe(200);
  });
});

describe('DELETE /api/superadmin/roles/:id', () => {
  it('refuses every core role with 403 and changes nothing', async () => {
    const before = await accessState(t.db);
    for (const name of CORE_ROLES) {
      const res = await send('DELETE', `/roles/${roles[name]}`);
      expect([name, res.statusCode, res.json()]).toEqual([
        name,
        403,
        { success: false, message: 'Cannot delete core system role' },
      ]);
    }
    expect(await accessState(t.db)).toEqual(before);
  });

  it('refuses a role that users hold with 409', async () => {
    const role = await newRole();
    await createUser(t.db, { roles: [role.name] });
    const before = await accessState(t.db);
    const res = await send('DELETE', `/roles/${role.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Cannot delete role with assigned users' });
    expect(await accessState(t.db)).toEqual(before);
  });

  it('deletes a custom role without users, its grants with it, and keeps the record in the audit', async () => {
    const role = await newRole({ description: 'Gone soon', permission_ids: [perms.schools_view] });
    const res = await send('DELETE', `/roles/${role.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Role deleted successfully!' });
    expect(await t.db.selectFrom('roles').where('id', '=', role.id).selectAll().execute()).toEqual([]);
    expect(
      await t.db.selectFrom('permission_role').where('role_id', '=', role.id).selectAll().execute(),
    ).toEqual([]);
    const [audit] = (await auditsOfEvent(t.db, 'role_deleted')).slice(-1);
    expect(audit!.properties).toMatchObject({
      deleted: { id: role.id, name: role.name, description: 'Gone soon', permissions: ['schools_view'] },
    });
    expect((await send('DELETE', `/roles/${role.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/superadmin/roles/:id/assign-permissions', () => {
  it('replaces the set, audited with what was granted and revoked', async () => {
    const role = await newRole({ permission_ids: [perms.schools_view, perms.users_view] });
    const res = await send('POST', `/roles/${role.id}/assign-permissions`, {
      permission_ids: [perms.users_view, perms.roles_view],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Permissions assigned successfully!');
    expect(res.json().data.permission_ids).toEqual([perms.roles_view, perms.users_view]);
    const [audit] = (await auditsOfEvent(t.db, 'permission_granted')).slice(-1);
    expect(audit!.properties).toEqual({
      before: ['schools_view', 'users_view'],
      after: ['roles_view', 'users_view'],
      granted: ['roles_view'],
      revoked: ['schools_view'],
    });

    const cleared = await send('POST', `/roles/${role.id}/assign-permissions`, { permission_ids: [] });
    expect(cleared.json().data).toMatchObject({ permissions_count: 0, permission_ids: [] });
  });

  it('refuses unknown permissions (422) and the superadmin role (403), changing nothing', async () => {
    const role = await newRole({ permission_ids: [perms.schools_view] });
    const before = await accessState(t.db);
    const unknown = await send('POST', `/roles/${role.id}/assign-permissions`, {
      permission_ids: [perms.users_view, 999999],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(failure('The selected permission ids are invalid.', 'permission_ids'));
    const missing = await send('POST', `/roles/${role.id}/assign-permissions`, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['permission_ids']);
    const superadmin = await send('POST', `/roles/${roles.superadmin}/assign-permissions`, {
      permission_ids: [],
    });
    expect(superadmin.statusCode).toBe(403);
    expect(superadmin.json()).toEqual({
      success: false,
      message: 'The superadmin role holds every permission; its permissions cannot be changed.',
    });
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('GET /api/superadmin/roles/export', () => {
  it('downloads the filtered roles as CSV, audited as data_export', async () => {
    const role = await newRole({ description: '=cmd()', permission_ids: [perms.schools_view] });
    const res = await send('GET', `/roles/export?type=custom&search=${role.name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="roles-.*\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'id',
      'name',
      'display_name',
      'description',
      'type',
      'permissions_count',
      'users_count',
      'created_at',
    ]);
    expect(rows).toEqual([
      [String(role.id), role.name, `Role ${role.name}`, "'=cmd()", 'custom', '1', '0', expect.any(String)],
    ]);
    const [audit] = (await auditsOfEvent(t.db, 'data_export')).slice(-1);
    expect(audit!.properties).toEqual({ resource: 'roles', filters: { type: 'custom', search: role.name } });
  });
});
