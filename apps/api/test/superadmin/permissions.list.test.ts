import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_NAMES,
  PARENT_PERMISSIONS,
  SCHOOL_ADMIN_PERMISSIONS,
  STUDENT_PERMISSIONS,
  TEACHER_PERMISSIONS,
} from '../../src/modules/permissions/catalogue';
import { permissionIds, roleIds } from '../helpers/access';
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
import { zoneDateTime } from '../helpers/zone-days';

const CSV_HEADER = [
  'id',
  'name',
  'display_name',
  'description',
  'module',
  'type',
  'roles',
  'created_at (Asia/Kolkata)',
];
const NOT_FOUND = { success: false, message: 'Permission not found.' };

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

const get = (url: string, token: string | null = s.sa) =>
  call(t.app, token, { method: 'GET', url: `/api/superadmin${url}` });

interface Listed {
  id: number;
  name: string;
  module: string;
  [key: string]: unknown;
}

interface Pagination {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

/** What a read answers under data, typed only as far as the assertions need. */
interface Data {
  permissions: Listed[];
  pagination: Pagination;
  groups?: { module: string; permissions: Listed[] }[];
  modules: { module: string; permissions_count: number }[];
  roles: { id: number; name: string }[];
  [key: string]: unknown;
}

async function data(url: string): Promise<Data> {
  const res = await get(url);
  expect([url, res.statusCode]).toEqual([url, 200]);
  expect(res.json().success).toBe(true);
  return res.json<{ data: Data }>().data;
}
const listOf = async (query: string) => (await data(`/permissions?${query}`)).permissions;
const namesOf = async (query: string) => (await listOf(query)).map((p) => p.name);

/** Every permission the list gives for a query, all pages. */
async function everyPage(query: string): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let page = 1; ; page++) {
    const { permissions, pagination } = await data(`/permissions?${query}&per_page=100&page=${page}`);
    all.push(...permissions);
    if (page >= pagination.last_page) return all;
  }
}

/** A custom permission made through the API. */
async function newPermission(name: string, extra: object = {}) {
  const res = await call(t.app, s.sa, {
    method: 'POST',
    url: '/api/superadmin/permissions',
    payload: { name, ...extra },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as Listed & { created_at: string };
}

/** The module of each catalogue name, counted, as the spec defines a module. */
function catalogueModules(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of CATALOGUE_NAMES) {
    const module = name.includes('_') ? name.slice(0, name.indexOf('_')) : 'general';
    counts.set(module, (counts.get(module) ?? 0) + 1);
  }
  return counts;
}

describe('who may read permissions', () => {
  const reads = [
    '/permissions',
    '/permissions/modules',
    '/permissions/options',
    '/permissions/export',
    '/permissions/1',
    '/permissions/1/roles',
  ];

  it('answers 401 without a token and 403 to a school_admin, exporting nothing', async () => {
    const audit = await lastAuditId(t.db);
    for (const url of reads) {
      const anonymous = await get(url, null);
      expect([url, anonymous.statusCode, anonymous.json()]).toEqual([url, 401, UNAUTHENTICATED]);
      const admin = await get(url, s.adminToken);
      expect([url, admin.statusCode, admin.json()]).toEqual([url, 403, FORBIDDEN]);
    }
    expect(await lastAuditId(t.db)).toBe(audit);
  });

  it('answers 404 for a permission that does not exist and 400 for an id that is not one', async () => {
    for (const url of ['/permissions/999999', '/permissions/2147483647/roles']) {
      const res = await get(url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, NOT_FOUND]);
    }
    for (const id of ['abc', '0', '-3', '007', '2147483648']) {
      for (const url of [`/permissions/${id}`, `/permissions/${id}/roles`]) {
        const res = await get(url);
        expect([url, res.statusCode, res.json()]).toEqual([
          url,
          400,
          { success: false, message: BAD_REQUEST_MESSAGE, errors: { id: [expect.any(String)] } },
        ]);
      }
    }
  });

  it('answers 400 for a query it cannot take, naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/permissions?per_page=500', 'per_page'],
      ['/permissions?page=0', 'page'],
      ['/permissions?with_roles=yes', 'with_roles'],
      ['/permissions?group_by_module=2', 'group_by_module'],
      [`/permissions?module=${'m'.repeat(101)}`, 'module'],
      [`/permissions?search=${'s'.repeat(101)}`, 'search'],
      ['/permissions/1?include_roles=maybe', 'include_roles'],
      [`/permissions/export?module=${'m'.repeat(101)}`, 'module'],
    ];
    const audit = await lastAuditId(t.db);
    for (const [url, field] of cases) {
      const res = await get(url);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        400,
        { success: false, message: BAD_REQUEST_MESSAGE, errors: { [field]: [expect.any(String)] } },
      ]);
    }
    expect(await lastAuditId(t.db)).toBe(audit);
  });
});

describe('GET /api/superadmin/permissions', () => {
  it('pages the seeded catalogue by name, 15 a page by default', async () => {
    const res = await get('/permissions');
    expect(res.statusCode).toBe(200);
    const { permissions, pagination } = res.json().data;
    expect(pagination).toEqual({
      total: CATALOGUE_NAMES.length,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 1,
      last_page: Math.ceil(CATALOGUE_NAMES.length / 15),
    });
    const sorted = [...CATALOGUE_NAMES].sort();
    expect(permissions.map((p: Listed) => p.name)).toEqual(sorted.slice(0, 15));
    expect(await namesOf('page=2')).toEqual(sorted.slice(15, 30));
    expect((await everyPage('')).map((p) => p.name)).toEqual(sorted);
  });

  it('gives each permission its module, type and how many roles hold it (superadmin not counted)', async () => {
    const listed = await everyPage('');
    expect(listed.find((p) => p.name === 'schools_view')).toEqual({
      id: perms.schools_view,
      name: 'schools_view',
      display_name: 'View schools',
      description: 'List schools and open their details and figures.',
      module: 'schools',
      is_system: true,
      roles_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(listed.find((p) => p.name === 'school_profile_view')).toMatchObject({
      module: 'school',
      roles_count: 1,
    });
    // Held by the core roles: the school console's by school_admin, the teacher console's by
    // teacher, the portals' by parent and student (the notices by both).
    const holders = (name: string) =>
      [SCHOOL_ADMIN_PERMISSIONS, TEACHER_PERMISSIONS, PARENT_PERMISSIONS, STUDENT_PERMISSIONS].filter((set) =>
        (set as readonly string[]).includes(name),
      ).length;
    expect(
      listed.filter((p) => Number(p.roles_count) > 0).map((p) => [p.name, Number(p.roles_count)]),
    ).toEqual(
      CATALOGUE_NAMES.filter((name) => holders(name) > 0)
        .sort()
        .map((name) => [name, holders(name)]),
    );
    expect(listed.find((p) => p.name === 'portal_notices_view')!.roles_count).toBe(2);
  });

  it('searches name, display name and description, ignoring case, wildcards literal', async () => {
    const m = marker('q');
    const a = await newPermission(`${m}_view`);
    const b = await newPermission(`${m}x_edit`, { display_name: 'Open the Ledger' });
    const c = await newPermission(`${m}y_edit`, { description: 'Writes the LEDGER book' });
    expect((await listOf(`search=${m.toUpperCase()}`)).map((p) => p.id)).toEqual([a.id, b.id, c.id]);
    expect((await listOf('search=ledger')).map((p) => p.id)).toEqual([b.id, c.id]);
    expect((await listOf('search=the%20ledger%20book')).map((p) => p.id)).toEqual([c.id]);
    expect(await listOf('search=%25')).toEqual([]);
    // `_` is no wildcard: m__edit would match mx_edit if it were.
    expect(await listOf(`search=${m}__edit`)).toEqual([]);
    const total = (await data('/permissions')).pagination.total;
    expect((await data('/permissions?search=%20')).pagination.total).toBe(total);
  });

  it('filters by module, the text before the first underscore, exactly', async () => {
    expect(await namesOf('module=schools')).toEqual(
      CATALOGUE_NAMES.filter((n) => n.startsWith('schools_')).sort(),
    );
    // school_* is its own module, apart from schools_*.
    const school = await namesOf('module=school');
    expect(school).toEqual(CATALOGUE_NAMES.filter((n) => n.startsWith('school_')).sort());
    expect(school).toHaveLength(7);
    for (const module of ['SCHOOLS', 'Schools', 'schools_', 'school_', 'chools', '%', 'nothing']) {
      expect([module, await listOf(`module=${encodeURIComponent(module)}`)]).toEqual([module, []]);
    }
  });

  it('keeps modules that differ only in case apart, as the module tiles do', async () => {
    const m = marker('rep');
    const upper = await newPermission(`${m.toUpperCase()}_view`);
    const lower = await newPermission(`${m}_edit`);
    expect(upper.module).toBe(m.toUpperCase());
    expect((await listOf(`module=${m}`)).map((p) => p.id)).toEqual([lower.id]);
    expect((await listOf(`module=${m.toUpperCase()}`)).map((p) => p.id)).toEqual([upper.id]);
  });

  it('gives module general to names without an underscore, and to general_*', async () => {
    const m = marker('gen');
    const plain = await newPermission(m);
    const prefixed = await newPermission(`general_${m}`);
    expect([plain.module, prefixed.module]).toEqual(['general', 'general']);
    const general = await everyPage('module=general');
    expect(general.map((p) => p.id)).toEqual(expect.arrayContaining([plain.id, prefixed.id]));
    expect(general.every((p) => p.module === 'general')).toBe(true);
    expect(await everyPage('module=general_')).toEqual([]);
  });

  it('adds the roles holding each permission, oldest role first, only with with_roles', async () => {
    const m = marker('wr');
    const p = await newPermission(`${m}_view`, {
      role_ids: [roles.teacher, roles.superadmin, roles.school_admin],
    });
    for (const query of ['', '&with_roles=false', '&with_roles=0']) {
      const [plain] = await listOf(`module=${m}${query}`);
      expect(plain).not.toHaveProperty('roles');
      expect(plain).not.toHaveProperty('role_ids');
      expect(plain!.roles_count).toBe(2);
    }
    expect(await listOf(`module=${m}&with_roles=true`)).toEqual([
      expect.objectContaining({
        id: p.id,
        roles_count: 2,
        roles: [
          { id: roles.school_admin, name: 'school_admin', display_name: 'School Administrator' },
          { id: roles.teacher, name: 'teacher', display_name: 'Teacher' },
        ],
        role_ids: [roles.school_admin, roles.teacher],
      }),
    ]);
    const [free] = await listOf('module=roles&with_roles=1&search=roles_delete');
    expect(free).toMatchObject({ name: 'roles_delete', roles: [], role_ids: [], roles_count: 0 });
  });

  it("groups the page's permissions under their modules, modules by name, with group_by_module", async () => {
    const m = marker('q');
    const names = [`${m}b_view`, `${m}a_edit`, `${m}a_view`, `${m}plain`];
    for (const name of names) await newPermission(name);
    const res = await data(`/permissions?search=${m}&group_by_module=true&with_roles=true`);
    expect(res.permissions.map((p: Listed) => p.name)).toEqual([...names].sort());
    const byName = new Map(res.permissions.map((p: Listed) => [p.name, p]));
    expect(res.groups).toEqual([
      { module: 'general', permissions: [byName.get(`${m}plain`)] },
      { module: `${m}a`, permissions: [byName.get(`${m}a_edit`), byName.get(`${m}a_view`)] },
      { module: `${m}b`, permissions: [byName.get(`${m}b_view`)] },
    ]);
    // Only the page is grouped.
    const page = await data(`/permissions?search=${m}&group_by_module=1&per_page=2&page=2`);
    expect(page.groups!.map((g: { module: string }) => g.module)).toEqual(['general', `${m}b`]);
    expect((await data(`/permissions?search=${m}`)).groups).toBeUndefined();
    expect((await data(`/permissions?search=${m}&group_by_module=false`)).groups).toBeUndefined();
  });
});

describe('GET /api/superadmin/permissions/modules and /options', () => {
  it('counts each module, modules by name, in step with the module filter', async () => {
    const m = marker('mods');
    await newPermission(`${m}_a`);
    await newPermission(`${m}_b`);
    await newPermission(`${m.toUpperCase()}_c`);
    const { modules } = await data('/permissions/modules');
    const expected = catalogueModules();
    for (const { module, permissions_count } of modules as { module: string; permissions_count: number }[]) {
      if (expected.has(module)) expect([module, permissions_count]).toEqual([module, expected.get(module)]);
    }
    expect(modules).toContainEqual({ module: m, permissions_count: 2 });
    expect(modules).toContainEqual({ module: m.toUpperCase(), permissions_count: 1 });
    const order = modules.map((x: { module: string }) => x.module);
    expect(order).toEqual([...order].sort());
    const totals = await Promise.all(
      order.map(async (module: string) => (await data(`/permissions?module=${module}`)).pagination.total),
    );
    expect(totals).toEqual(modules.map((x: { permissions_count: number }) => x.permissions_count));
    const sum = totals.reduce((a: number, b: number) => a + b, 0);
    expect(sum).toBe((await data('/permissions')).pagination.total);
  });

  it('lists every permission as an option with its module, by name', async () => {
    const res = await get('/permissions/options');
    const options = res.json().data.permissions;
    const all = await everyPage('');
    expect(options).toEqual(
      all.map((p) => ({ id: p.id, name: p.name, display_name: p.display_name, module: p.module })),
    );
    expect(options).toContainEqual({
      id: perms.users_export,
      name: 'users_export',
      display_name: 'Export users',
      module: 'users',
    });
  });
});

describe('GET /api/superadmin/permissions/:id and its roles', () => {
  it('gives one permission; with include_roles the roles holding it', async () => {
    const p = await newPermission(`${marker('one')}_view`, {
      display_name: 'One',
      description: 'Only one',
      role_ids: [roles.teacher, roles.parent],
    });
    const res = await get(`/permissions/${p.id}`);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: p.id,
        name: p.name,
        display_name: 'One',
        description: 'Only one',
        module: p.module,
        is_system: false,
        roles_count: 2,
        created_at: p.created_at,
        updated_at: expect.any(String),
      },
    });
    for (const flag of ['true', '1']) {
      expect(await data(`/permissions/${p.id}?include_roles=${flag}`)).toMatchObject({
        roles: [
          { id: roles.teacher, name: 'teacher', display_name: 'Teacher' },
          { id: roles.parent, name: 'parent', display_name: 'Parent' },
        ],
        role_ids: [roles.teacher, roles.parent],
      });
    }
    expect(await data(`/permissions/${perms.settings_update}`)).toMatchObject({
      name: 'settings_update',
      module: 'settings',
      is_system: true,
      roles_count: 0,
    });
  });

  it('lists the roles holding a permission, never superadmin', async () => {
    expect((await get(`/permissions/${perms.students_view}/roles`)).json()).toEqual({
      success: true,
      data: {
        roles: [{ id: roles.school_admin, name: 'school_admin', display_name: 'School Administrator' }],
      },
    });
    expect((await data(`/permissions/${perms.roles_view}/roles`)).roles).toEqual([]);
  });
});

describe('GET /api/superadmin/permissions/export', () => {
  it('downloads every permission as CSV with its module, type and roles', async () => {
    const res = await get('/permissions/export?per_page=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="permissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(CSV_HEADER);
    const all = await everyPage('');
    expect(rows.map((r) => Number(r[0])).sort((a, b) => a - b)).toEqual(
      all.map((p) => p.id).sort((a, b) => a - b),
    );
    expect(rows.find((r) => r[1] === 'students_create')).toEqual([
      String(perms.students_create),
      'students_create',
      'Create students',
      'Add students to the school.',
      'students',
      'system',
      'school_admin',
      expect.any(String),
    ]);
  });

  it('applies module and search, quoting and defusing cells', async () => {
    const m = marker('csv');
    const p = await newPermission(`${m}_view`, {
      display_name: '+SUM(A1)',
      description: 'Reads, "quoted" text',
      role_ids: [roles.teacher, roles.student],
    });
    await newPermission(`${m}_edit`);
    const res = await get(`/permissions/export?module=${m}&search=quoted`);
    expect(parseCsv(res.body)).toEqual([
      CSV_HEADER,
      [
        String(p.id),
        p.name,
        "'+SUM(A1)",
        'Reads, "quoted" text',
        m,
        'custom',
        'teacher student',
        zoneDateTime(p.created_at, 'Asia/Kolkata'),
      ],
    ]);
    expect(res.body).toContain('"Reads, ""quoted"" text"');
    const general = await newPermission(marker('g'));
    const rows = parseCsv((await get('/permissions/export?module=general')).body).slice(1);
    expect(rows.map((r) => [r[1], r[4]])).toContainEqual([general.name, 'general']);
    expect(rows.every((r) => r[4] === 'general')).toBe(true);
  });

  it('answers only the header line when nothing matches', async () => {
    const res = await get(`/permissions/export?search=${marker('none')}`);
    expect(res.body).toBe(`\uFEFF${CSV_HEADER.join(',')}\r\n`);
  });

  it('audits each export as data_export with its filters', async () => {
    const audit = await lastAuditId(t.db);
    await get('/permissions/export?module=schools&search=view');
    await get('/permissions/export');
    expect(await auditsOfEvent(t.db, 'data_export', audit)).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        description: 'Permissions exported to CSV',
        properties: {
          resource: 'permissions',
          filters: { module: 'schools', search: 'view' },
          rows: expect.any(Number),
        },
      }),
      expect.objectContaining({
        properties: { resource: 'permissions', filters: {}, rows: expect.any(Number) },
      }),
    ]);
  });
});
