import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessState, permissionIds, roleIds } from '../helpers/access';
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
  SERVER_ERROR,
  UNAUTHENTICATED,
  withAuditTableMissing,
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

const failure = (message: string, field: string) => ({
  success: false,
  message,
  errors: { [field]: [message] },
});
const TAKEN_MESSAGE = 'Name has already been taken.';
const TAKEN = failure(TAKEN_MESSAGE, 'name');
const BAD_NAME = 'Name may only contain letters, numbers, underscores, dashes and dots.';

/** A custom permission made through the API, in a module no other test uses. */
async function newPermission(extra: object = {}) {
  const res = await send('POST', '/permissions', { name: `${marker('mod')}_view`, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; module: string; created_at: string };
}

const version = async () => (await accessState(t.db)).version[0]!.version;
const permissionRow = (id: number) =>
  t.db.selectFrom('permissions').selectAll().where('id', '=', id).executeTakeFirst();
const holdersOf = async (permissionId: number) =>
  (
    await t.db
      .selectFrom('permission_role')
      .select('role_id')
      .where('permission_id', '=', permissionId)
      .orderBy('role_id')
      .execute()
  ).map((r) => r.role_id);

async function onlyAudit(event: string, since: number) {
  const entries = await auditsOfEvent(t.db, event, since);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ user_id: s.superadmin.id, school_id: null });
  return entries[0]!;
}

describe('who may change permissions', () => {
  const calls: [Method, string, object][] = [
    ['POST', '/permissions', { name: 'intruder_view' }],
    ['POST', '/permissions/bulk', { permissions: [{ name: 'intruder_view' }] }],
    ['PUT', `/permissions/1`, { name: 'dashboard_view', description: 'Changed' }],
    ['DELETE', '/permissions/1', {}],
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
    const before = await accessState(t.db);
    for (const [method, url, body] of calls.filter(([, u]) => u.includes('/1'))) {
      const missing = await send(method, url.replace('/1', '/999999'), { ...body, name: 'ghost_view' });
      expect([url, missing.statusCode, missing.json()]).toEqual([
        url,
        404,
        { success: false, message: 'Permission not found.' },
      ]);
      for (const id of ['abc', '0', '1.0']) {
        const bad = await send(method, url.replace('/1', `/${id}`), body);
        expect([url, bad.statusCode, bad.json().message]).toEqual([url, 400, BAD_REQUEST_MESSAGE]);
      }
    }
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('POST /api/superadmin/permissions', () => {
  it('creates a custom permission held by the given roles, audited', async () => {
    const module = marker('mod');
    const name = `${module}_export`;
    const [since, v] = [await lastAuditId(t.db), await version()];
    const res = await send('POST', '/permissions', {
      name: ` ${name} `,
      display_name: 'Export it',
      description: 'Downloads it.',
      role_ids: [roles.teacher, roles.school_admin, roles.teacher],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Permission created successfully!',
      data: {
        id: expect.any(Number),
        name,
        display_name: 'Export it',
        description: 'Downloads it.',
        module,
        is_system: false,
        roles_count: 2,
        roles: [
          { id: roles.school_admin, name: 'school_admin', display_name: 'School Administrator' },
          { id: roles.teacher, name: 'teacher', display_name: 'Teacher' },
        ],
        role_ids: [roles.school_admin, roles.teacher],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const id = res.json().data.id;
    expect(await permissionRow(id)).toMatchObject({
      name,
      display_name: 'Export it',
      description: 'Downloads it.',
    });
    expect(await holdersOf(id)).toEqual([roles.school_admin, roles.teacher]);
    expect(await version()).toBe(v + 1);
    const audit = await onlyAudit('permission_created', since);
    expect(audit.description).toBe(`Permission ${name} created`);
    expect(audit.properties).toEqual({
      after: {
        name,
        display_name: 'Export it',
        description: 'Downloads it.',
        roles: ['school_admin', 'teacher'],
      },
    });
  });

  it('stores no link to superadmin, who holds every permission anyway', async () => {
    const res = await send('POST', '/permissions', {
      name: `${marker('sa')}_view`,
      role_ids: [roles.superadmin],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      roles_count: 0,
      roles: [],
      role_ids: [],
      module: expect.any(String),
    });
    expect(await holdersOf(res.json().data.id)).toEqual([]);
  });

  it('gives a name without an underscore the module general', async () => {
    const res = await send('POST', '/permissions', { name: marker('plain'), display_name: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ module: 'general', display_name: null, is_system: false });
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Name is required.'],
    ['a blank name', { name: '  ' }, 'name', 'Name is required.'],
    ['a space', { name: 'two words' }, 'name', BAD_NAME],
    ['a leading underscore', { name: '_view' }, 'name', BAD_NAME],
    [
      '101 characters',
      { name: `a_${'x'.repeat(99)}` },
      'name',
      'Name may not be greater than 100 characters.',
    ],
    ['a system name in capitals', { name: 'SCHOOLS_VIEW' }, 'name', TAKEN_MESSAGE],
    ['a system name in another case', { name: 'Users_Export' }, 'name', TAKEN_MESSAGE],
    ['an unknown role', { role_ids: [3, 999999] }, 'role_ids', 'The selected roles are invalid.'],
    ['roles that are no list', { role_ids: 'teacher' }, 'role_ids', 'Roles must be a list.'],
    ['a fractional role id', { role_ids: [1.5] }, 'role_ids.0', 'The selected roles are invalid.'],
    ['a negative role id', { role_ids: [-1] }, 'role_ids.0', 'The selected roles are invalid.'],
    [
      'a long display name',
      { display_name: 'd'.repeat(101) },
      'display_name',
      'Display name may not be greater than 100 characters.',
    ],
    [
      'a long description',
      { description: 'd'.repeat(501) },
      'description',
      'Description may not be greater than 500 characters.',
    ],
  ])('answers 422 for %s and creates nothing', async (_case, change, field, message) => {
    const before = await accessState(t.db);
    const res = await send('POST', '/permissions', { name: `${marker('bad')}_view`, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(failure(message, field));
    expect(await accessState(t.db)).toEqual(before);
  });

  it('refuses a custom name taken in another case', async () => {
    const existing = await newPermission();
    const before = await accessState(t.db);
    for (const name of [existing.name, existing.name.toUpperCase()]) {
      const res = await send('POST', '/permissions', { name });
      expect([name, res.statusCode, res.json()]).toEqual([name, 422, TAKEN]);
    }
    expect(await accessState(t.db)).toEqual(before);
  });

  it('stores nothing when the audit entry cannot be written', async () => {
    const before = await accessState(t.db);
    const res = await withAuditTableMissing(t.db, () =>
      send('POST', '/permissions', { name: `${marker('lost')}_view`, role_ids: [roles.teacher] }),
    );
    expect([res.statusCode, res.json()]).toEqual([500, SERVER_ERROR]);
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('POST /api/superadmin/permissions/bulk', () => {
  const bulk = (permissions: unknown) => send('POST', '/permissions/bulk', { permissions });

  it('creates every row at once, one audit entry each', async () => {
    const m = marker('bulk');
    const [since, v] = [await lastAuditId(t.db), await version()];
    const res = await bulk([
      { name: `${m}_view`, display_name: 'View', description: 'Read' },
      { name: `${m}_create` },
      { name: m, display_name: ' ' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('3 permissions created successfully!');
    expect(body.data.permissions).toEqual([
      expect.objectContaining({ name: `${m}_view`, display_name: 'View', description: 'Read', module: m }),
      expect.objectContaining({ name: `${m}_create`, display_name: null, module: m, is_system: false }),
      expect.objectContaining({ name: m, display_name: null, module: 'general', roles_count: 0 }),
    ]);
    for (const p of body.data.permissions) expect(await permissionRow(p.id)).toMatchObject({ name: p.name });
    expect(await version()).toBe(v + 1);
    const audits = await auditsOfEvent(t.db, 'permission_created', since);
    expect(audits.map((a) => [a.user_id, a.description, a.properties])).toEqual([
      [
        s.superadmin.id,
        `Permission ${m}_view created (bulk)`,
        { after: { name: `${m}_view`, display_name: 'View', description: 'Read', roles: [] } },
      ],
      [
        s.superadmin.id,
        `Permission ${m}_create created (bulk)`,
        { after: { name: `${m}_create`, display_name: null, description: null, roles: [] } },
      ],
      [
        s.superadmin.id,
        `Permission ${m} created (bulk)`,
        { after: { name: m, display_name: null, description: null, roles: [] } },
      ],
    ]);
  });

  it('says how many it created, one included', async () => {
    const res = await bulk([{ name: `${marker('one')}_view` }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('1 permissions created successfully!');
  });

  it('takes up to 200 rows', async () => {
    const m = marker('many');
    const res = await bulk(Array.from({ length: 200 }, (_, i) => ({ name: `${m}_p${i}` })));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('200 permissions created successfully!');
    expect((await send('GET', `/permissions?module=${m}`)).json().data.pagination.total).toBe(200);
  });

  it('creates none when a name is taken or repeated in the batch, naming each bad row by its index', async () => {
    const m = marker('dup');
    const taken = await newPermission();
    const before = await accessState(t.db);
    const res = await bulk([
      { name: `${m}_a` },
      { name: taken.name.toUpperCase() },
      { name: `${m}_b` },
      { name: `${m}_A` },
      { name: 'schools_view' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: TAKEN_MESSAGE,
      errors: {
        'permissions.1.name': [TAKEN_MESSAGE],
        'permissions.3.name': [TAKEN_MESSAGE],
        'permissions.4.name': [TAKEN_MESSAGE],
      },
    });
    expect(await accessState(t.db)).toEqual(before);
    const single = await bulk([{ name: `${m}_c` }, { name: `${m}_C` }]);
    expect(single.json()).toEqual(failure(TAKEN_MESSAGE, 'permissions.1.name'));
    expect(await accessState(t.db)).toEqual(before);
  });

  it('creates none when a row is blank or badly formed, keyed by its index', async () => {
    const m = marker('blank');
    const before = await accessState(t.db);
    const res = await bulk([{ name: `${m}_a` }, { name: ' ' }, { name: 'bad name' }, {}]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'Name is required.',
      errors: {
        'permissions.1.name': ['Name is required.'],
        'permissions.2.name': [BAD_NAME],
        'permissions.3.name': ['Name is required.'],
      },
    });
    expect(await accessState(t.db)).toEqual(before);
  });

  it('answers 422 for an empty, missing or oversized list, creating nothing', async () => {
    const before = await accessState(t.db);
    const cases: [unknown, string][] = [
      [[], 'Please add at least one permission'],
      [undefined, 'Permissions is required.'],
      ['x_view', 'Permissions is required.'],
      [
        Array.from({ length: 201 }, (_, i) => ({ name: `${marker('big')}_${i}` })),
        'Permissions may not have more than 200 items.',
      ],
    ];
    for (const [list, message] of cases) {
      const res = await bulk(list);
      expect([res.statusCode, res.json()]).toEqual([422, failure(message, 'permissions')]);
    }
    expect(await accessState(t.db)).toEqual(before);
  });

  it('creates none when the audit entries cannot be written', async () => {
    const before = await accessState(t.db);
    const m = marker('lost');
    const res = await withAuditTableMissing(t.db, () => bulk([{ name: `${m}_a` }, { name: `${m}_b` }]));
    expect([res.statusCode, res.json()]).toEqual([500, SERVER_ERROR]);
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('PUT /api/superadmin/permissions/:id', () => {
  it('updates a custom permission and replaces its roles, audited with before and after', async () => {
    const p = await newPermission({ role_ids: [roles.teacher] });
    const renamed = `${p.module}_read`;
    const [since, v] = [await lastAuditId(t.db), await version()];
    const res = await send('PUT', `/permissions/${p.id}`, {
      name: renamed,
      display_name: 'Read',
      description: 'Reads',
      role_ids: [roles.student, roles.superadmin],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Permission updated successfully!',
      data: expect.objectContaining({
        id: p.id,
        name: renamed,
        display_name: 'Read',
        description: 'Reads',
        module: p.module,
        roles_count: 1,
        roles: [{ id: roles.student, name: 'student', display_name: 'Student' }],
        role_ids: [roles.student],
        created_at: p.created_at,
      }),
    });
    expect(await permissionRow(p.id)).toMatchObject({
      name: renamed,
      display_name: 'Read',
      description: 'Reads',
    });
    expect(await holdersOf(p.id)).toEqual([roles.student]);
    expect(await version()).toBe(v + 1);
    const audit = await onlyAudit('permission_updated', since);
    expect(audit.description).toBe(`Permission ${renamed} updated`);
    expect(audit.properties).toEqual({
      before: { name: p.name, display_name: null, description: null, roles: ['teacher'] },
      after: { name: renamed, display_name: 'Read', description: 'Reads', roles: ['student'] },
    });
  });

  it('keeps the roles without role_ids and removes them all with an empty list', async () => {
    const p = await newPermission({ role_ids: [roles.teacher, roles.parent] });
    const kept = await send('PUT', `/permissions/${p.id}`, { name: p.name, description: 'Same roles' });
    expect(kept.json().data.role_ids).toEqual([roles.teacher, roles.parent]);
    const cleared = await send('PUT', `/permissions/${p.id}`, { name: p.name, role_ids: [] });
    expect(cleared.json().data).toMatchObject({ roles_count: 0, roles: [], role_ids: [] });
    expect(await holdersOf(p.id)).toEqual([]);
  });

  it('refuses to rename a system permission, even in another case, changing nothing', async () => {
    const before = await accessState(t.db);
    for (const name of ['schools_see', 'SCHOOLS_VIEW', 'reports_view']) {
      const res = await send('PUT', `/permissions/${perms.schools_view}`, { name });
      expect([name, res.statusCode, res.json()]).toEqual([
        name,
        422,
        failure('The name of a system permission cannot be changed.', 'name'),
      ]);
    }
    expect(await accessState(t.db)).toEqual(before);
  });

  it("lets a system permission's texts and roles change, which its routes then follow", async () => {
    const role = marker('viewer');
    expect((await send('POST', '/roles', { name: role })).statusCode).toBe(201);
    const roleId = (await roleIds(t.db))[role]!;
    const user = await createUser(t.db, { roles: [role] });
    const { token } = await signIn(t.app, user.email, user.password);
    const schools = () => send('GET', '/schools', undefined, token);
    expect((await schools()).statusCode).toBe(403);

    const since = await lastAuditId(t.db);
    const res = await send('PUT', `/permissions/${perms.schools_view}`, {
      name: 'schools_view',
      display_name: 'See schools',
      description: 'Look at schools.',
      role_ids: [roleId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      is_system: true,
      display_name: 'See schools',
      role_ids: [roleId],
    });
    expect((await onlyAudit('permission_updated', since)).properties).toEqual({
      before: {
        name: 'schools_view',
        display_name: 'View schools',
        description: 'List schools and open their details and figures.',
        roles: [],
      },
      after: {
        name: 'schools_view',
        display_name: 'See schools',
        description: 'Look at schools.',
        roles: [role],
      },
    });
    expect((await schools()).statusCode).toBe(200);

    expect(
      (await send('PUT', `/permissions/${perms.schools_view}`, { name: 'schools_view', role_ids: [] }))
        .statusCode,
    ).toBe(200);
    expect([(await schools()).statusCode, (await schools()).json()]).toEqual([403, FORBIDDEN]);
  });

  it("refuses another permission's name in any case and unknown roles; its own name in another case is fine", async () => {
    const [a, b] = [await newPermission({ role_ids: [roles.teacher] }), await newPermission()];
    const before = await accessState(t.db);
    for (const name of [b.name, b.name.toUpperCase(), 'Users_View']) {
      const res = await send('PUT', `/permissions/${a.id}`, { name });
      expect([name, res.statusCode, res.json()]).toEqual([name, 422, TAKEN]);
    }
    const unknown = await send('PUT', `/permissions/${a.id}`, { name: a.name, role_ids: [999999] });
    expect(unknown.json()).toEqual(failure('The selected roles are invalid.', 'role_ids'));
    const blank = await send('PUT', `/permissions/${a.id}`, { name: '' });
    expect(blank.json()).toEqual(failure('Name is required.', 'name'));
    expect(await accessState(t.db)).toEqual(before);
    const own = await send('PUT', `/permissions/${a.id}`, { name: a.name.toUpperCase() });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ name: a.name.toUpperCase(), role_ids: [roles.teacher] });
  });
});

describe('DELETE /api/superadmin/permissions/:id', () => {
  it('refuses a system permission with 403 whether or not a role holds it, changing nothing', async () => {
    const before = await accessState(t.db);
    for (const name of ['roles_delete', 'schools_view', 'students_create']) {
      const res = await send('DELETE', `/permissions/${perms[name]}`);
      expect([name, res.statusCode, res.json()]).toEqual([
        name,
        403,
        { success: false, message: 'Cannot delete a system permission: routes of the API require it.' },
      ]);
    }
    expect(await accessState(t.db)).toEqual(before);
  });

  it('refuses a permission that a role holds with 409, changing nothing', async () => {
    const held = await newPermission({ role_ids: [roles.parent] });
    const before = await accessState(t.db);
    const res = await send('DELETE', `/permissions/${held.id}`);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { success: false, message: 'Cannot delete permission assigned to roles' },
    ]);
    expect(await accessState(t.db)).toEqual(before);
  });

  it('deletes a custom permission no role holds, keeping the whole record in the audit', async () => {
    const p = await newPermission({
      display_name: 'Brief',
      description: 'Short lived',
      role_ids: [roles.superadmin],
    });
    const [since, v] = [await lastAuditId(t.db), await version()];
    const res = await send('DELETE', `/permissions/${p.id}`);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { success: true, message: 'Permission deleted successfully!' },
    ]);
    expect(await permissionRow(p.id)).toBeUndefined();
    expect(await version()).toBe(v + 1);
    const audit = await onlyAudit('permission_deleted', since);
    expect(audit.description).toBe(`Permission ${p.name} deleted`);
    expect(audit.properties).toEqual({
      before: {
        id: p.id,
        name: p.name,
        display_name: 'Brief',
        description: 'Short lived',
        roles: [],
        created_at: p.created_at,
      },
    });
    const again = await send('DELETE', `/permissions/${p.id}`);
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { success: false, message: 'Permission not found.' },
    ]);
  });

  it('keeps the permission when the audit entry cannot be written', async () => {
    const p = await newPermission();
    const before = await accessState(t.db);
    const res = await withAuditTableMissing(t.db, () => send('DELETE', `/permissions/${p.id}`));
    expect([res.statusCode, res.json()]).toEqual([500, SERVER_ERROR]);
    expect(await accessState(t.db)).toEqual(before);
  });
});
