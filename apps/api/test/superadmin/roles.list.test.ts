import { CORE_ROLES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_NAMES,
  SCHOOL_ADMIN_PERMISSIONS,
  PARENT_PERMISSIONS,
  STUDENT_PERMISSIONS,
  TEACHER_PERMISSIONS,
} from '../../src/modules/permissions/catalogue';
import { permissionIds, roleIds } from '../helpers/access';
import { createUser } from '../helpers/factories';
import { signIn } from '../helpers/http';
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
  'type',
  'permissions_count',
  'users_count',
  'created_at (Asia/Kolkata)',
];
const NOT_FOUND = { success: false, message: 'Role not found.' };

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
  is_core: boolean;
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
  roles: Listed[];
  users: { id: number; name: string; email: string; status: string }[];
  permissions: { id: number; name: string }[];
  pagination: Pagination;
  [key: string]: unknown;
}

async function data(url: string): Promise<Data> {
  const res = await get(url);
  expect([url, res.statusCode]).toEqual([url, 200]);
  expect(res.json().success).toBe(true);
  return res.json<{ data: Data }>().data;
}
const rolesOf = async (query: string) => (await data(`/roles?${query}`)).roles;

/** A custom role made through the API, holding these permissions (by name). */
async function newRole(extra: { description?: string; display_name?: string } = {}, held: string[] = []) {
  const name = marker('role');
  const res = await call(t.app, s.sa, {
    method: 'POST',
    url: '/api/superadmin/roles',
    payload: { name, display_name: `Role ${name}`, ...extra, permission_ids: held.map((p) => perms[p]) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; display_name: string; created_at: string };
}

const countOf = async (table: 'permissions' | 'roles') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('c'))
        .executeTakeFirstOrThrow()
    ).c,
  );

describe('who may read roles', () => {
  const reads = [
    '/roles',
    '/roles/summary',
    '/roles/export',
    '/roles/1',
    '/roles/1/permissions',
    '/roles/1/users',
  ];

  it('answers 401 without a token or with an unknown one, and 403 to a school_admin, exporting nothing', async () => {
    const audit = await lastAuditId(t.db);
    for (const url of reads) {
      for (const token of [null, `999999|${'x'.repeat(40)}`]) {
        const res = await get(url, token);
        expect([url, res.statusCode, res.json()]).toEqual([url, 401, UNAUTHENTICATED]);
      }
      const admin = await get(url, s.adminToken);
      expect([url, admin.statusCode, admin.json()]).toEqual([url, 403, FORBIDDEN]);
      expect(admin.headers['content-disposition']).toBeUndefined();
    }
    expect(await lastAuditId(t.db)).toBe(audit);
  });

  it('lets a role holding roles_view read, but not export without roles_export', async () => {
    const viewer = await newRole({}, ['roles_view']);
    const user = await createUser(t.db, { roles: [viewer.name] });
    const { token } = await signIn(t.app, user.email, user.password);
    for (const url of reads.filter((u) => u !== '/roles/export')) {
      expect([url, (await get(url, token)).statusCode]).toEqual([url, 200]);
    }
    const res = await get('/roles/export', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('answers 404 for a role that does not exist', async () => {
    for (const url of ['/roles/999999', '/roles/2147483647/permissions', '/roles/999999/users']) {
      const res = await get(url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, NOT_FOUND]);
    }
  });

  it('answers 400 for an id that cannot name a role', async () => {
    for (const id of ['abc', '0', '-1', '01', '1.5', '1e3', '2147483648']) {
      for (const url of [`/roles/${id}`, `/roles/${id}/permissions`, `/roles/${id}/users`]) {
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
      ['/roles?per_page=500', 'per_page'],
      ['/roles?per_page=0', 'per_page'],
      ['/roles?page=0', 'page'],
      ['/roles?page=abc', 'page'],
      ['/roles?type=other', 'type'],
      ['/roles?with_permissions=maybe', 'with_permissions'],
      [`/roles?search=${'x'.repeat(101)}`, 'search'],
      ['/roles/1?include_users=yes', 'include_users'],
      ['/roles/1/users?per_page=500', 'per_page'],
      ['/roles/1/users?page=0', 'page'],
      ['/roles/export?type=system', 'type'],
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

describe('GET /api/superadmin/roles', () => {
  it('lists the seeded core roles first, with counts; superadmin holds every permission', async () => {
    const res = await get('/roles');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = await countOf('roles');
    expect(body.data.pagination).toEqual({
      total,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 1,
      last_page: 1,
    });
    const [superadmin, schoolAdmin, teacher, student, parent] = body.data.roles as Listed[];
    expect(body.data.roles.map((r: Listed) => r.name).slice(0, 5)).toEqual([...CORE_ROLES]);
    expect(superadmin).toEqual({
      id: roles.superadmin,
      name: 'superadmin',
      display_name: 'Super Administrator',
      description: 'Runs the platform: schools, users, roles and settings.',
      is_core: true,
      has_all_permissions: true,
      users_count: 1,
      permissions_count: CATALOGUE_NAMES.length,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(schoolAdmin).toMatchObject({
      name: 'school_admin',
      is_core: true,
      has_all_permissions: false,
      users_count: 1,
      permissions_count: SCHOOL_ADMIN_PERMISSIONS.length,
    });
    expect(teacher).toMatchObject({
      is_core: true,
      // The console sessions' teacher.
      users_count: 1,
      permissions_count: TEACHER_PERMISSIONS.length,
    });
    // The portals' roles hold the portals' permissions.
    expect(student).toMatchObject({ name: 'student', permissions_count: STUDENT_PERMISSIONS.length });
    expect(parent).toMatchObject({ name: 'parent', permissions_count: PARENT_PERMISSIONS.length });
    expect(body.data.roles.slice(5).every((r: Listed) => !r.is_core && !r.has_all_permissions)).toBe(true);
  });

  it('counts every permission for superadmin, one added after the seed included', async () => {
    await t.db
      .insertInto('permissions')
      .values({ name: marker('extra'), created_at: 'now', updated_at: 'now' })
      .execute();
    const [superadmin] = await rolesOf('type=core');
    expect(superadmin!.permissions_count).toBe(await countOf('permissions'));
    expect(superadmin!.permissions_count).toBe(CATALOGUE_NAMES.length + 1);
  });

  it('pages oldest first: 7 roles by 3 make 3 pages, no role twice', async () => {
    const m = marker('page');
    const made = [];
    for (let i = 0; i < 7; i++) made.push((await newRole({ description: `${m} ${i}` })).id);
    const pages = [];
    for (let page = 1; page <= 4; page++)
      pages.push(await data(`/roles?search=${m}&per_page=3&page=${page}`));
    expect(pages.map((p) => p.pagination)).toEqual(
      [1, 2, 3, 4].map((current_page) => ({
        total: 7,
        total_is_lower_bound: false,
        per_page: 3,
        current_page,
        last_page: 3,
      })),
    );
    expect(pages.map((p) => p.roles.length)).toEqual([3, 3, 1, 0]);
    expect(pages.flatMap((p) => p.roles.map((r: Listed) => r.id))).toEqual(made);
  });

  it('searches name, display name and description, ignoring case, wildcards literal', async () => {
    const m = marker('find');
    const byName = await newRole({ description: 'Schoolyard keeper' });
    const byDisplay = await newRole({ display_name: `Head of ${m} Desk` });
    const byDescription = await newRole({ description: `Keeps the ${m.toUpperCase()} ledger` });
    expect((await rolesOf(`search=${byName.name.toUpperCase()}`)).map((r) => r.id)).toEqual([byName.id]);
    expect((await rolesOf(`search=${m}`)).map((r) => r.id)).toEqual([byDisplay.id, byDescription.id]);
    expect((await rolesOf(`search=of%20${m}%20desk`)).map((r) => r.id)).toEqual([byDisplay.id]);
    expect(await rolesOf('search=%25')).toEqual([]);
    // `_` is no wildcard: "Schoolyard" does not match.
    expect((await rolesOf('search=school_')).map((r) => r.name)).toEqual(['school_admin']);
    expect((await rolesOf('search=schooly')).map((r) => r.id)).toEqual([byName.id]);
    const all = await data('/roles?per_page=100');
    expect((await data('/roles?per_page=100&search=%20%20')).pagination.total).toBe(all.pagination.total);
  });

  it('filters by type: core gives the five seeded roles, custom every other', async () => {
    const custom = await newRole({ description: 'Teacher of the year' });
    const core = await data('/roles?type=core');
    expect(core.roles.map((r: Listed) => r.name)).toEqual([...CORE_ROLES]);
    expect(core.pagination.total).toBe(5);
    const customs = await data('/roles?type=custom&per_page=100');
    expect(customs.pagination.total).toBe((await countOf('roles')) - 5);
    expect(customs.roles.every((r: Listed) => !r.is_core && !CORE_ROLES.includes(r.name as never))).toBe(
      true,
    );
    expect((await rolesOf('type=custom&search=teacher')).map((r) => r.id)).toEqual([custom.id]);
    expect((await rolesOf('type=core&search=teacher')).map((r) => r.name)).toEqual(['teacher']);
  });

  it('adds permissions and permission_ids, by name, only with with_permissions', async () => {
    const custom = await newRole({}, ['users_view', 'audit_view', 'schools_view']);
    const bare = await newRole();
    for (const query of ['', 'with_permissions=false', 'with_permissions=0']) {
      for (const role of await rolesOf(`per_page=100&${query}`)) {
        expect(role).not.toHaveProperty('permissions');
        expect(role).not.toHaveProperty('permission_ids');
      }
    }
    const listed = await rolesOf('per_page=100&with_permissions=true');
    const mine = listed.find((r) => r.id === custom.id)!;
    expect(mine.permissions).toEqual([
      { id: perms.audit_view, name: 'audit_view', display_name: 'View audit logs', module: 'audit' },
      { id: perms.schools_view, name: 'schools_view', display_name: 'View schools', module: 'schools' },
      { id: perms.users_view, name: 'users_view', display_name: 'View users', module: 'users' },
    ]);
    expect(mine).toMatchObject({
      permissions_count: 3,
      permission_ids: [perms.audit_view, perms.schools_view, perms.users_view],
    });
    expect(listed.find((r) => r.id === bare.id)).toMatchObject({ permissions: [], permission_ids: [] });

    const superadmin = listed.find((r) => r.name === 'superadmin')!;
    const every = (await data('/permissions/options')).permissions;
    expect(superadmin.permissions).toEqual(every);
    expect(superadmin.permission_ids).toEqual(every.map((p: { id: number }) => p.id));
    expect(superadmin.permissions_count).toBe(every.length);

    const schoolAdmin = (await rolesOf('with_permissions=1&type=core'))[1]!;
    expect((schoolAdmin.permissions as { name: string }[]).map((p) => p.name)).toEqual(
      [...SCHOOL_ADMIN_PERMISSIONS].sort(),
    );
    expect(schoolAdmin.permissions_count).toBe(SCHOOL_ADMIN_PERMISSIONS.length);
  });
});

describe('GET /api/superadmin/roles/summary', () => {
  it('counts all, core and custom roles and the permissions, following changes', async () => {
    const before = (await get('/roles/summary')).json();
    expect(before).toEqual({
      success: true,
      data: {
        total: await countOf('roles'),
        core: 5,
        custom: (await countOf('roles')) - 5,
        permissions: await countOf('permissions'),
      },
    });
    await newRole();
    await newRole();
    await call(t.app, s.sa, {
      method: 'POST',
      url: '/api/superadmin/permissions',
      payload: { name: `${marker('sum')}_view` },
    });
    const after = await data('/roles/summary');
    expect(after).toEqual({
      total: before.data.total + 2,
      core: 5,
      custom: before.data.custom + 2,
      permissions: before.data.permissions + 1,
    });
  });
});

describe('GET /api/superadmin/roles/:id', () => {
  it('gives one role with its permissions, and its users only with include_users', async () => {
    const role = await newRole({ description: 'Reads things' }, ['users_view', 'schools_view']);
    const first = await createUser(t.db, { roles: [role.name], name: 'First Holder' });
    const second = await createUser(t.db, { roles: [role.name], status: 'suspended' });
    const res = await get(`/roles/${role.id}`);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: role.id,
        name: role.name,
        display_name: role.display_name,
        description: 'Reads things',
        is_core: false,
        has_all_permissions: false,
        users_count: 2,
        permissions_count: 2,
        permissions: [
          { id: perms.schools_view, name: 'schools_view', display_name: 'View schools', module: 'schools' },
          { id: perms.users_view, name: 'users_view', display_name: 'View users', module: 'users' },
        ],
        permission_ids: [perms.schools_view, perms.users_view],
        created_at: role.created_at,
        updated_at: expect.any(String),
      },
    });
    expect((await data(`/roles/${role.id}?include_users=false`)).users).toBeUndefined();
    for (const flag of ['true', '1']) {
      expect((await data(`/roles/${role.id}?include_users=${flag}`)).users).toEqual([
        { id: first.id, name: 'First Holder', email: first.email, status: 'active' },
        { id: second.id, name: second.name, email: second.email, status: 'suspended' },
      ]);
    }
  });

  it('includes at most the first 50 users, while users_count counts them all', async () => {
    const role = await newRole();
    const made = [];
    for (let i = 0; i < 51; i++) made.push((await createUser(t.db, { roles: [role.name] })).id);
    const full = await data(`/roles/${role.id}?include_users=true`);
    expect(full.users_count).toBe(51);
    expect(full.users.map((u: { id: number }) => u.id)).toEqual(made.slice(0, 50));
  });

  it('shows superadmin with every permission and a core role as core', async () => {
    const superadmin = await data(`/roles/${roles.superadmin}`);
    expect(superadmin).toMatchObject({ is_core: true, has_all_permissions: true });
    expect(superadmin.permissions).toEqual((await data('/permissions/options')).permissions);
    const parent = await data(`/roles/${roles.parent}`);
    expect(parent).toMatchObject({ name: 'parent', is_core: true, has_all_permissions: false });
    // The parents' portal, and nothing else.
    expect(parent.permissions.map((p: { name: string }) => p.name).sort()).toEqual(
      [...PARENT_PERMISSIONS].sort(),
    );
  });
});

describe('GET /api/superadmin/roles/:id/permissions', () => {
  it("lists a role's own permissions by name; superadmin's are every permission", async () => {
    const role = await newRole({}, ['users_view', 'dashboard_view']);
    expect((await get(`/roles/${role.id}/permissions`)).json()).toEqual({
      success: true,
      data: {
        permissions: [
          {
            id: perms.dashboard_view,
            name: 'dashboard_view',
            display_name: 'View platform dashboard',
            module: 'dashboard',
          },
          { id: perms.users_view, name: 'users_view', display_name: 'View users', module: 'users' },
        ],
      },
    });
    expect((await data(`/roles/${(await newRole()).id}/permissions`)).permissions).toEqual([]);
    expect((await data(`/roles/${roles.superadmin}/permissions`)).permissions).toEqual(
      (await data('/permissions/options')).permissions,
    );
    const schoolAdmin = (await data(`/roles/${roles.school_admin}/permissions`)).permissions;
    expect(schoolAdmin.map((p: { name: string }) => p.name)).toEqual([...SCHOOL_ADMIN_PERMISSIONS].sort());
  });
});

describe('GET /api/superadmin/roles/:id/users', () => {
  it('pages the users holding a role, oldest assignment first', async () => {
    const role = await newRole();
    const made = [];
    for (let i = 0; i < 4; i++) {
      made.push(await createUser(t.db, { roles: [role.name], status: i === 3 ? 'inactive' : 'active' }));
    }
    await createUser(t.db, { roles: ['teacher'] });
    const one = await data(`/roles/${role.id}/users?per_page=3`);
    const two = await data(`/roles/${role.id}/users?per_page=3&page=2`);
    expect(one.pagination).toEqual({
      total: 4,
      total_is_lower_bound: false,
      per_page: 3,
      current_page: 1,
      last_page: 2,
    });
    expect(two.pagination).toEqual({
      total: 4,
      total_is_lower_bound: false,
      per_page: 3,
      current_page: 2,
      last_page: 2,
    });
    expect([...one.users, ...two.users]).toEqual(
      made.map((u, i) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        status: i === 3 ? 'inactive' : 'active',
      })),
    );
    expect((await data(`/roles/${role.id}/users`)).pagination).toEqual({
      total: 4,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 1,
      last_page: 1,
    });
  });

  it('answers an empty page for a role nobody holds', async () => {
    expect(await data(`/roles/${(await newRole()).id}/users`)).toEqual({
      users: [],
      pagination: { total: 0, total_is_lower_bound: false, per_page: 15, current_page: 1, last_page: 1 },
    });
  });
});

describe('GET /api/superadmin/roles/export', () => {
  it('downloads every role as CSV in list order, with the counts the list shows', async () => {
    const res = await get('/roles/export?page=2&per_page=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="roles-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${CSV_HEADER.join(',')}`);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(CSV_HEADER);
    const listed = await rolesOf('per_page=100');
    expect(rows.map((r) => Number(r[0]))).toEqual(listed.map((r) => r.id));
    expect(rows[0]).toEqual([
      String(roles.superadmin),
      'superadmin',
      'Super Administrator',
      'Runs the platform: schools, users, roles and settings.',
      'system',
      String(await countOf('permissions')),
      '1',
      expect.any(String),
    ]);
    expect(rows.slice(0, 5).map((r) => r[4])).toEqual(['system', 'system', 'system', 'system', 'system']);
    expect(rows[1]![5]).toBe(String(SCHOOL_ADMIN_PERMISSIONS.length));
  });

  it('applies search and type, escapes cells and keeps formulas inert', async () => {
    const m = marker('csv');
    const role = await newRole({ display_name: '=HYPERLINK("x")', description: `Reads, "${m}" files` }, [
      'users_view',
      'schools_view',
    ]);
    await createUser(t.db, { roles: [role.name] });
    await newRole({ description: `${m} but core-less` });
    const res = await get(`/roles/export?type=custom&search=${encodeURIComponent(`"${m}"`)}`);
    expect(parseCsv(res.body)).toEqual([
      CSV_HEADER,
      [
        String(role.id),
        role.name,
        `'=HYPERLINK("x")`,
        `Reads, "${m}" files`,
        'custom',
        '2',
        '1',
        zoneDateTime(role.created_at, 'Asia/Kolkata'),
      ],
    ]);
    expect(res.body).toContain(`"Reads, ""${m}"" files"`);
    const core = parseCsv((await get('/roles/export?type=core')).body).slice(1);
    expect(core.map((r) => r[1])).toEqual([...CORE_ROLES]);
  });

  it('answers only the header line when nothing matches', async () => {
    const res = await get(`/roles/export?search=${marker('none')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`\uFEFF${CSV_HEADER.join(',')}\r\n`);
  });

  it('audits each export as data_export with its filters', async () => {
    const audit = await lastAuditId(t.db);
    await get('/roles/export?type=custom&search=desk');
    await get('/roles/export');
    expect(await auditsOfEvent(t.db, 'data_export', audit)).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        description: 'Roles exported to CSV',
        properties: {
          resource: 'roles',
          filters: { type: 'custom', search: 'desk' },
          rows: expect.any(Number),
        },
      }),
      expect.objectContaining({ properties: { resource: 'roles', filters: {}, rows: expect.any(Number) } }),
    ]);
  });
});
