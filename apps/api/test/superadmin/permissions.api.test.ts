import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_NAMES } from '../../src/modules/permissions/catalogue';
import { accessState, permissionIds, roleIds } from '../helpers/access';
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

/** A module no other test uses, and a custom permission in it. */
async function newPermission(extra: object = {}, module = marker('mod')) {
  const res = await send('POST', '/permissions', { name: `${module}_view`, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; module: string };
}

const failure = (message: string, field: string) => ({
  success: false,
  message,
  errors: { [field]: [message] },
});

describe('who may call the permissions API', () => {
  const calls: [Method, string, object?][] = [
    ['GET', '/permissions'],
    ['GET', '/permissions/modules'],
    ['GET', '/permissions/options'],
    ['GET', '/permissions/export'],
    ['POST', '/permissions', { name: 'x_view' }],
    ['POST', '/permissions/bulk', { permissions: [{ name: 'x_view' }] }],
    ['GET', '/permissions/1'],
    ['PUT', '/permissions/1', { name: 'x_view' }],
    ['DELETE', '/permissions/1'],
    ['GET', '/permissions/1/roles'],
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

  it('answers 404 for a permission that does not exist and 400 for an id that is not one', async () => {
    for (const [method, url, body] of calls.filter(([, u]) => u.includes('/1'))) {
      const missing = await send(method, url.replace('/1', '/999999'), body);
      expect([url, missing.statusCode, missing.json()]).toEqual([
        url,
        404,
        { success: false, message: 'Permission not found.' },
      ]);
      const bad = await send(method, url.replace('/1', '/-3'), body);
      expect([url, bad.statusCode, bad.json().message]).toEqual([url, 400, BAD_REQUEST_MESSAGE]);
    }
  });
});

describe('GET /api/superadmin/permissions', () => {
  it('lists the catalogue by name with module, type and roles count', async () => {
    const res = await send('GET', '/permissions?per_page=100');
    expect(res.statusCode).toBe(200);
    const { permissions, pagination } = res.json().data;
    const names = permissions.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
    expect(pagination.total).toBeGreaterThanOrEqual(CATALOGUE_NAMES.length);
    const studentsCreate = permissions.find((p: { name: string }) => p.name === 'students_create');
    expect(studentsCreate).toMatchObject({ module: 'students', is_system: true, roles_count: 1 });
    expect(studentsCreate.roles).toBeUndefined();
    // superadmin holds every permission without being listed.
    expect(permissions.find((p: { name: string }) => p.name === 'roles_delete').roles_count).toBe(0);
  });

  it('filters by module (general: names without an underscore), searches, and adds roles on request', async () => {
    const module = marker('mod');
    const a = await newPermission({ display_name: 'See the Ledger', role_ids: [roles.teacher] }, module);
    const general = await newPermission({}, marker('plain').replace(/_/g, ''));
    const plain = await send('POST', '/permissions', { name: general.module + 'x' });
    expect(plain.json().data.module).toBe('general');

    const byModule = (await send('GET', `/permissions?module=${module}&with_roles=true`)).json().data;
    expect(byModule.permissions).toEqual([
      expect.objectContaining({
        id: a.id,
        module,
        is_system: false,
        roles_count: 1,
        role_ids: [roles.teacher],
        roles: [{ id: roles.teacher, name: 'teacher', display_name: 'Teacher' }],
      }),
    ]);
    const generals = (await send('GET', '/permissions?module=general')).json().data.permissions;
    expect(generals.map((p: { name: string }) => p.name)).toEqual([plain.json().data.name]);
    const found = (await send('GET', '/permissions?search=the%20ledger')).json().data.permissions;
    expect(found.map((p: { id: number }) => p.id)).toEqual([a.id]);
    // A module name is matched literally: `_` is no wildcard.
    expect((await send('GET', '/permissions?module=school_')).json().data.permissions).toEqual([]);
  });

  it('groups the page by module with group_by_module', async () => {
    const res = await send('GET', '/permissions?group_by_module=true&search=schools_');
    const { permissions, groups } = res.json().data;
    expect(groups.map((g: { module: string }) => g.module)).toEqual(['schools']);
    expect(groups[0].permissions).toEqual(permissions);
    expect((await send('GET', '/permissions')).json().data.groups).toBeUndefined();
  });

  it('counts permissions per module and lists every permission as options', async () => {
    const module = marker('tiles');
    await send('POST', '/permissions/bulk', {
      permissions: [{ name: `${module}_a` }, { name: `${module}_b` }],
    });
    const modules = (await send('GET', '/permissions/modules')).json().data.modules;
    expect(modules.map((m: { module: string }) => m.module)).toEqual(
      [...modules.map((m: { module: string }) => m.module)].sort(),
    );
    expect(modules).toContainEqual({ module, permissions_count: 2 });
    expect(modules).toContainEqual({ module: 'schools', permissions_count: 7 });
    const options = (await send('GET', '/permissions/options')).json().data.permissions;
    expect(options.length).toBe((await t.db.selectFrom('permissions').select('id').execute()).length);
    expect(options).toContainEqual({
      id: perms.schools_view,
      name: 'schools_view',
      display_name: 'View schools',
      module: 'schools',
    });
  });

  it('answers 400 for a query it cannot take', async () => {
    for (const query of ['per_page=101', 'page=-1', 'with_roles=yes', 'group_by_module=2']) {
      expect((await send('GET', `/permissions?${query}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/superadmin/permissions/:id and its roles', () => {
  it('gives one permission, with include_roles its roles', async () => {
    const p = await newPermission({ role_ids: [roles.school_admin, roles.teacher] });
    const plain = (await send('GET', `/permissions/${p.id}`)).json().data;
    expect(plain.roles).toBeUndefined();
    expect(plain.roles_count).toBe(2);
    const full = (await send('GET', `/permissions/${p.id}?include_roles=true`)).json().data;
    expect(full.role_ids).toEqual([roles.school_admin, roles.teacher]);
    const listed = (await send('GET', `/permissions/${p.id}/roles`)).json().data.roles;
    expect(listed.map((r: { name: string }) => r.name)).toEqual(['school_admin', 'teacher']);
  });
});

describe('POST /api/superadmin/permissions', () => {
  it('creates a permission held by the given roles (superadmin needs no link), audited', async () => {
    const name = `${marker('mod')}_export`;
    const res = await send('POST', '/permissions', {
      name,
      display_name: 'Export it',
      role_ids: [roles.superadmin, roles.teacher],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Permission created successfully!',
      data: { name, display_name: 'Export it', is_system: false, roles_count: 1, role_ids: [roles.teacher] },
    });
    const [audit] = await auditsOfEvent(t.db, 'permission_created', (await lastAuditId(t.db)) - 1);
    expect(audit!.properties).toEqual({
      after: { name, display_name: 'Export it', description: null, roles: ['teacher'] },
    });
  });

  it('refuses bad input with field errors and creates nothing', async () => {
    const existing = await newPermission();
    const before = await accessState(t.db);
    const cases: [object, string, string][] = [
      [{}, 'name', 'The name field is required.'],
      [
        { name: 'two words' },
        'name',
        'The name may only contain letters, numbers, underscores, dashes and dots.',
      ],
      [{ name: 'SCHOOLS_VIEW' }, 'name', 'The name has already been taken.'],
      [{ name: existing.name.toUpperCase() }, 'name', 'The name has already been taken.'],
      [{ name: `${marker('m')}_x`, role_ids: [999999] }, 'role_ids', 'The selected role ids are invalid.'],
      [{ name: 'x'.repeat(101) }, 'name', 'The name may not be greater than 100 characters.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send('POST', '/permissions', payload);
      expect([payload, res.statusCode, res.json()]).toEqual([payload, 422, failure(message, field)]);
    }
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('POST /api/superadmin/permissions/bulk', () => {
  it('creates every row in one go, one audit entry each', async () => {
    const module = marker('bulk');
    const audit = await lastAuditId(t.db);
    const res = await send('POST', '/permissions/bulk', {
      permissions: [
        { name: `${module}_view`, display_name: 'View', description: 'Read' },
        { name: `${module}_create` },
        { name: `${module}_export`, display_name: '' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('3 permissions created successfully!');
    expect(
      res.json().data.permissions.map((p: { name: string; module: string }) => [p.name, p.module]),
    ).toEqual([
      [`${module}_view`, module],
      [`${module}_create`, module],
      [`${module}_export`, module],
    ]);
    expect((await auditsOfEvent(t.db, 'permission_created', audit)).map((a) => a.description)).toEqual([
      `Permission ${module}_view created (bulk)`,
      `Permission ${module}_create created (bulk)`,
      `Permission ${module}_export created (bulk)`,
    ]);
  });

  it('creates none when any row is bad, naming each bad row by its index', async () => {
    const module = marker('bulk');
    const taken = await newPermission({}, module);
    const before = await accessState(t.db);
    const duplicate = await send('POST', '/permissions/bulk', {
      permissions: [
        { name: `${module}_a` },
        { name: taken.name.toUpperCase() },
        { name: `${module}_b` },
        { name: `${module}_A` },
      ],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      success: false,
      message: 'The name has already been taken.',
      errors: {
        'permissions.1.name': ['The name has already been taken.'],
        'permissions.3.name': ['The name has already been taken.'],
      },
    });
    const blank = await send('POST', '/permissions/bulk', {
      permissions: [{ name: `${module}_c` }, { name: ' ' }],
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ 'permissions.1.name': ['The name field is required.'] });
    const empty = await send('POST', '/permissions/bulk', { permissions: [] });
    expect(empty.json()).toEqual(failure('Please add at least one permission', 'permissions'));
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('PUT /api/superadmin/permissions/:id', () => {
  it('updates a custom permission and replaces its roles, audited with before and after', async () => {
    const p = await newPermission({ role_ids: [roles.teacher] });
    const renamed = `${p.module}_read`;
    const res = await send('PUT', `/permissions/${p.id}`, {
      name: renamed,
      description: 'Reads',
      role_ids: [roles.student],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Permission updated successfully!',
      data: { name: renamed, description: 'Reads', role_ids: [roles.student] },
    });
    const [audit] = (await auditsOfEvent(t.db, 'permission_updated')).slice(-1);
    expect(audit!.properties).toEqual({
      before: { name: p.name, display_name: null, description: null, roles: ['teacher'] },
      after: { name: renamed, display_name: null, description: 'Reads', roles: ['student'] },
    });
    // Without role_ids the roles stay.
    const kept = await send('PUT', `/permissions/${p.id}`, { name: renamed });
    expect(kept.json().data.role_ids).toEqual([roles.student]);
  });

  it("keeps a system permission's name and refuses a taken one, changing nothing", async () => {
    const p = await newPermission();
    const before = await accessState(t.db);
    const system = await send('PUT', `/permissions/${perms.schools_view}`, { name: 'schools_see' });
    expect(system.json()).toEqual(failure('The name of a system permission cannot be changed.', 'name'));
    const taken = await send('PUT', `/permissions/${p.id}`, { name: 'Users_View' });
    expect(taken.json()).toEqual(failure('The name has already been taken.', 'name'));
    expect(await accessState(t.db)).toEqual(before);
    const described = await send('PUT', `/permissions/${perms.schools_view}`, {
      name: 'schools_view',
      display_name: 'View schools',
      description: 'Look at schools.',
    });
    expect(described.statusCode).toBe(200);
  });
});

describe('DELETE /api/superadmin/permissions/:id', () => {
  it('refuses a system permission (403) and one that roles hold (409), changing nothing', async () => {
    const held = await newPermission({ role_ids: [roles.teacher] });
    const before = await accessState(t.db);
    const system = await send('DELETE', `/permissions/${perms.schools_view}`);
    expect(system.statusCode).toBe(403);
    expect(system.json()).toEqual({
      success: false,
      message: 'Cannot delete a system permission: routes of the API require it.',
    });
    const inUse = await send('DELETE', `/permissions/${held.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ success: false, message: 'Cannot delete permission assigned to roles' });
    expect(await accessState(t.db)).toEqual(before);
  });

  it('deletes a custom permission no role holds, keeping the record in the audit', async () => {
    const p = await newPermission({ description: 'Short lived' });
    const res = await send('DELETE', `/permissions/${p.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Permission deleted successfully!' });
    expect(await t.db.selectFrom('permissions').where('id', '=', p.id).selectAll().execute()).toEqual([]);
    const [audit] = (await auditsOfEvent(t.db, 'permission_deleted')).slice(-1);
    expect(audit!.properties).toMatchObject({
      deleted: { id: p.id, name: p.name, description: 'Short lived', roles: [] },
    });
  });
});

describe('GET /api/superadmin/permissions/export', () => {
  it('downloads the filtered permissions as CSV with their roles, audited as data_export', async () => {
    const module = marker('csv');
    const p = await newPermission(
      { display_name: '+SUM(A1)', role_ids: [roles.teacher, roles.student] },
      module,
    );
    const res = await send('GET', `/permissions/export?module=${module}`);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'id',
      'name',
      'display_name',
      'description',
      'module',
      'type',
      'roles',
      'created_at',
    ]);
    expect(rows).toEqual([
      [String(p.id), p.name, "'+SUM(A1)", '', module, 'custom', 'teacher student', expect.any(String)],
    ]);
    const [audit] = (await auditsOfEvent(t.db, 'data_export')).slice(-1);
    expect(audit!.properties).toEqual({ resource: 'permissions', filters: { module } });
  });
});
