import { CORE_ROLES } from '@school/contract';
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
const TAKEN = failure('Name has already been taken.', 'name');
const NOT_FOUND = { success: false, message: 'Role not found.' };

/** A custom role made through the API, holding these permissions (by name). */
async function newRole(held: string[] = [], extra: object = {}) {
  const name = marker('role');
  const res = await send('POST', '/roles', {
    name,
    display_name: `Role ${name}`,
    permission_ids: held.map((p) => perms[p]),
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; created_at: string };
}

const version = async () => (await accessState(t.db)).version[0]!.version;
const grantsOf = async (roleId: number) =>
  (
    await t.db
      .selectFrom('permission_role')
      .innerJoin('permissions', 'permissions.id', 'permission_role.permission_id')
      .select('permissions.name')
      .where('role_id', '=', roleId)
      .orderBy('permissions.name')
      .execute()
  ).map((r) => r.name);

/** The one audit entry of `event` written after `since`. */
async function onlyAudit(event: string, since: number) {
  const entries = await auditsOfEvent(t.db, event, since);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ user_id: s.superadmin.id, school_id: null });
  return entries[0]!;
}

describe('who may change roles', () => {
  const calls: [Method, string, object][] = [
    ['POST', '/roles', { name: 'intruder' }],
    ['PUT', '/roles/3', { name: 'teacher', description: 'Changed' }],
    ['DELETE', '/roles/3', {}],
    ['POST', '/roles/3/assign-permissions', { permission_ids: [1] }],
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

  it('answers 404 for a role that does not exist and 400 for an id that is not one, changing nothing', async () => {
    const before = await accessState(t.db);
    for (const [method, url, body] of calls.filter(([, u]) => u.includes('/3'))) {
      const missing = await send(method, url.replace('/3', '/999999'), body);
      expect([url, missing.statusCode, missing.json()]).toEqual([url, 404, NOT_FOUND]);
      for (const id of ['abc', '0', '2147483648']) {
        const bad = await send(method, url.replace('/3', `/${id}`), body);
        expect([url, bad.statusCode, bad.json().message]).toEqual([url, 400, BAD_REQUEST_MESSAGE]);
      }
    }
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('POST /api/superadmin/roles', () => {
  it('creates a custom role holding the given permissions, audited with what it holds', async () => {
    const name = marker('Auditor');
    const [since, v] = [await lastAuditId(t.db), await version()];
    const res = await send('POST', '/roles', {
      name: `  ${name}  `,
      display_name: '  Auditor  ',
      description: 'Reads the audit trail.',
      permission_ids: [perms.audit_view, perms.schools_view, perms.audit_view],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Role created successfully!',
      data: {
        id: expect.any(Number),
        name,
        display_name: 'Auditor',
        description: 'Reads the audit trail.',
        is_core: false,
        has_all_permissions: false,
        users_count: 0,
        permissions_count: 2,
        permissions: [
          { id: perms.audit_view, name: 'audit_view', display_name: 'View audit logs', module: 'audit' },
          { id: perms.schools_view, name: 'schools_view', display_name: 'View schools', module: 'schools' },
        ],
        permission_ids: [perms.audit_view, perms.schools_view],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const id = res.json().data.id;
    expect(await t.db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst()).toMatchObject({
      name,
      display_name: 'Auditor',
      description: 'Reads the audit trail.',
    });
    expect(await grantsOf(id)).toEqual(['audit_view', 'schools_view']);
    // Nobody holds a new role, so nobody's access changed: no node needs to reload.
    expect(await version()).toBe(v);
    const audit = await onlyAudit('role_created', since);
    expect(audit.description).toBe(`Role ${name} created`);
    expect(audit.properties).toEqual({
      after: {
        name,
        display_name: 'Auditor',
        description: 'Reads the audit trail.',
        permissions: ['audit_view', 'schools_view'],
      },
    });
  });

  it('creates a role with nothing but a name; blank texts are stored as null', async () => {
    const name = marker('bare');
    const since = await lastAuditId(t.db);
    const res = await send('POST', '/roles', { name, display_name: ' ', description: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name,
      display_name: null,
      description: null,
      users_count: 0,
      permissions_count: 0,
      permissions: [],
      permission_ids: [],
    });
    // The answer is built without reading what a new role cannot hold yet: it is what a read says.
    const read = await send('GET', `/roles/${res.json().data.id}`);
    expect(read.json().data).toEqual(res.json().data);
    expect((await onlyAudit('role_created', since)).properties).toEqual({
      after: { name, display_name: null, description: null, permissions: [] },
    });
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Name is required.'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required.'],
    ['a name that is no string', { name: 42 }, 'name', 'Name is required.'],
    [
      'a space',
      { name: 'two words' },
      'name',
      'Name may only contain letters, numbers, underscores, dashes and dots.',
    ],
    [
      'a slash',
      { name: 'a/b' },
      'name',
      'Name may only contain letters, numbers, underscores, dashes and dots.',
    ],
    [
      'a leading dot',
      { name: '.hidden' },
      'name',
      'Name may only contain letters, numbers, underscores, dashes and dots.',
    ],
    [
      'an accent',
      { name: 'rôle' },
      'name',
      'Name may only contain letters, numbers, underscores, dashes and dots.',
    ],
    ['51 characters', { name: 'x'.repeat(51) }, 'name', 'Name may not be greater than 50 characters.'],
    ['a core name in capitals', { name: 'SCHOOL_ADMIN' }, 'name', 'Name has already been taken.'],
    ['a core name in another case', { name: 'Teacher' }, 'name', 'Name has already been taken.'],
    ['ids that are no list', { permission_ids: 'all' }, 'permission_ids', 'Permissions must be a list.'],
    ['a fraction', { permission_ids: [1.5] }, 'permission_ids.0', 'The selected permissions are invalid.'],
    ['a word', { permission_ids: ['abc'] }, 'permission_ids.0', 'The selected permissions are invalid.'],
    ['id zero', { permission_ids: [0] }, 'permission_ids.0', 'The selected permissions are invalid.'],
    [
      'an id past 32 bits',
      { permission_ids: [2147483648] },
      'permission_ids.0',
      'The selected permissions are invalid.',
    ],
    [
      'an unknown id',
      { permission_ids: [1, 999999] },
      'permission_ids',
      'The selected permissions are invalid.',
    ],
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
    ['a display name that is no string', { display_name: 7 }, 'display_name', 'Display name must be text.'],
  ])('answers 422 for %s and creates nothing', async (_case, change, field, message) => {
    const before = await accessState(t.db);
    const res = await send('POST', '/roles', { name: marker('r'), ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(failure(message, field));
    expect(await accessState(t.db)).toEqual(before);
  });

  it('refuses a custom name taken in another case (Auditor vs auditor)', async () => {
    const name = `Auditor${marker('x')}`;
    expect((await send('POST', '/roles', { name })).statusCode).toBe(201);
    const before = await accessState(t.db);
    for (const other of [name.toLowerCase(), name.toUpperCase(), name]) {
      const res = await send('POST', '/roles', { name: other });
      expect([other, res.statusCode, res.json()]).toEqual([other, 422, TAKEN]);
    }
    expect(await accessState(t.db)).toEqual(before);
  });

  it('reports every broken rule at once, the first as the message', async () => {
    const res = await send('POST', '/roles', {
      name: '',
      permission_ids: [1.5],
      description: 'd'.repeat(501),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'Name is required.',
      errors: {
        name: ['Name is required.'],
        description: ['Description may not be greater than 500 characters.'],
        'permission_ids.0': ['The selected permissions are invalid.'],
      },
    });
  });

  it('answers 400 to a body that is not an object', async () => {
    const before = await accessState(t.db);
    for (const payload of [undefined, []]) {
      const res = await call(t.app, s.sa, { method: 'POST', url: '/api/superadmin/roles', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: BAD_REQUEST_MESSAGE });
    }
    expect(await accessState(t.db)).toEqual(before);
  });

  it('stores nothing when the audit entry cannot be written', async () => {
    const before = await accessState(t.db);
    const name = marker('lost');
    const res = await withAuditTableMissing(t.db, () =>
      send('POST', '/roles', { name, permission_ids: [perms.users_view] }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(SERVER_ERROR);
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('PUT /api/superadmin/roles/:id', () => {
  it('renames and describes a custom role, keeping its permissions, audited with before and after', async () => {
    const role = await newRole(['users_view']);
    const renamed = marker('renamed');
    const [since, v] = [await lastAuditId(t.db), await version()];
    const res = await send('PUT', `/roles/${role.id}`, {
      name: renamed,
      display_name: 'Renamed',
      description: 'Now this',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Role updated successfully!',
      data: expect.objectContaining({
        id: role.id,
        name: renamed,
        display_name: 'Renamed',
        description: 'Now this',
        permissions_count: 1,
        permission_ids: [perms.users_view],
        created_at: role.created_at,
      }),
    });
    expect(
      await t.db.selectFrom('roles').selectAll().where('id', '=', role.id).executeTakeFirst(),
    ).toMatchObject({
      name: renamed,
      display_name: 'Renamed',
      description: 'Now this',
    });
    expect(await grantsOf(role.id)).toEqual(['users_view']);
    expect(await version()).toBe(v + 1);
    const audit = await onlyAudit('role_updated', since);
    expect(audit.description).toBe(`Role ${renamed} updated`);
    expect(audit.properties).toEqual({
      before: {
        name: role.name,
        display_name: `Role ${role.name}`,
        description: null,
        permissions: ['users_view'],
      },
      after: { name: renamed, display_name: 'Renamed', description: 'Now this', permissions: ['users_view'] },
    });
  });

  it('refuses to rename any core role, even in another case, changing nothing', async () => {
    const before = await accessState(t.db);
    for (const name of CORE_ROLES) {
      for (const to of [`${name}2`, name.toUpperCase()]) {
        const res = await send('PUT', `/roles/${roles[name]}`, { name: to });
        expect([name, to, res.statusCode, res.json()]).toEqual([
          name,
          to,
          422,
          failure('The name of a core role cannot be changed.', 'name'),
        ]);
      }
    }
    expect(await accessState(t.db)).toEqual(before);
  });

  it("lets a core role's display name and description change, audited", async () => {
    const since = await lastAuditId(t.db);
    const res = await send('PUT', `/roles/${roles.parent}`, {
      name: 'parent',
      display_name: 'Guardian',
      description: 'Looks after a pupil.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'parent',
      display_name: 'Guardian',
      description: 'Looks after a pupil.',
      is_core: true,
    });
    expect((await onlyAudit('role_updated', since)).properties).toEqual({
      before: {
        name: 'parent',
        display_name: 'Parent',
        description: 'A parent or guardian linked to students.',
        // The parent's console's, held by the core role; unchanged by a new name.
        permissions: ['portal_children_view', 'portal_notices_view'],
      },
      after: {
        name: 'parent',
        display_name: 'Guardian',
        description: 'Looks after a pupil.',
        permissions: ['portal_children_view', 'portal_notices_view'],
      },
    });
  });

  it("refuses another role's name in any case; its own name in another case is fine", async () => {
    const [a, b] = [await newRole(), await newRole()];
    const before = await accessState(t.db);
    for (const name of [b.name, b.name.toUpperCase(), 'Student', 'superadmin']) {
      const res = await send('PUT', `/roles/${a.id}`, { name });
      expect([name, res.statusCode, res.json()]).toEqual([name, 422, TAKEN]);
    }
    expect(await accessState(t.db)).toEqual(before);
    const own = await send('PUT', `/roles/${a.id}`, { name: a.name.toUpperCase() });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.name).toBe(a.name.toUpperCase());
  });

  it('answers 422 for a blank or badly formed name, changing nothing', async () => {
    const role = await newRole();
    const before = await accessState(t.db);
    const cases: [object, string][] = [
      [{}, 'Name is required.'],
      [{ name: ' ' }, 'Name is required.'],
      [{ name: 'bad name' }, 'Name may only contain letters, numbers, underscores, dashes and dots.'],
    ];
    for (const [payload, message] of cases) {
      const res = await send('PUT', `/roles/${role.id}`, payload);
      expect([payload, res.statusCode, res.json()]).toEqual([payload, 422, failure(message, 'name')]);
    }
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('DELETE /api/superadmin/roles/:id', () => {
  it('refuses each of the five core roles with 403, changing nothing', async () => {
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

  it('refuses a role that a user holds with 409, keeping role, grants and holders', async () => {
    const role = await newRole(['schools_view']);
    await createUser(t.db, { roles: [role.name], status: 'suspended' });
    const before = await accessState(t.db);
    const res = await send('DELETE', `/roles/${role.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Cannot delete role with assigned users' });
    expect(await accessState(t.db)).toEqual(before);
  });

  it('deletes a custom role nobody holds with its grants, keeping the whole record in the audit', async () => {
    const role = await newRole(['users_view', 'schools_view'], { description: 'Gone soon' });
    const [since, v] = [await lastAuditId(t.db), await version()];
    const res = await send('DELETE', `/roles/${role.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Role deleted successfully!' });
    expect(await t.db.selectFrom('roles').selectAll().where('id', '=', role.id).execute()).toEqual([]);
    expect(await grantsOf(role.id)).toEqual([]);
    expect(await version()).toBe(v + 1);
    const audit = await onlyAudit('role_deleted', since);
    expect(audit.description).toBe(`Role ${role.name} deleted`);
    expect(audit.properties).toEqual({
      before: {
        id: role.id,
        name: role.name,
        display_name: `Role ${role.name}`,
        description: 'Gone soon',
        permissions: ['schools_view', 'users_view'],
        created_at: role.created_at,
      },
    });
    expect((await send('GET', `/roles/${role.id}`)).statusCode).toBe(404);
    const again = await send('DELETE', `/roles/${role.id}`);
    expect([again.statusCode, again.json()]).toEqual([404, NOT_FOUND]);
  });

  it('keeps the role when the audit entry cannot be written', async () => {
    const role = await newRole(['users_view']);
    const before = await accessState(t.db);
    const res = await withAuditTableMissing(t.db, () => send('DELETE', `/roles/${role.id}`));
    expect(res.statusCode).toBe(500);
    expect(await accessState(t.db)).toEqual(before);
  });
});

describe('POST /api/superadmin/roles/:id/assign-permissions', () => {
  const assign = (id: number | undefined, permission_ids: unknown) =>
    send('POST', `/roles/${id}/assign-permissions`, { permission_ids });

  it('replaces the set, audited with before, after, granted and revoked', async () => {
    const role = await newRole(['schools_view', 'users_view']);
    const [since, v] = [await lastAuditId(t.db), await version()];
    const res = await assign(role.id, [perms.users_view, perms.roles_view, perms.roles_view]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Permissions assigned successfully!',
      data: expect.objectContaining({
        id: role.id,
        permissions_count: 2,
        permission_ids: [perms.roles_view, perms.users_view],
        permissions: [
          { id: perms.roles_view, name: 'roles_view', display_name: 'View roles', module: 'roles' },
          { id: perms.users_view, name: 'users_view', display_name: 'View users', module: 'users' },
        ],
      }),
    });
    expect(await grantsOf(role.id)).toEqual(['roles_view', 'users_view']);
    expect(await version()).toBe(v + 1);
    const audit = await onlyAudit('permission_granted', since);
    expect(audit.description).toBe(`Permissions of role ${role.name} set (2)`);
    expect(audit.properties).toEqual({
      before: ['schools_view', 'users_view'],
      after: ['roles_view', 'users_view'],
      granted: ['roles_view'],
      revoked: ['schools_view'],
    });
  });

  it('removes every permission with an empty list', async () => {
    const role = await newRole(['schools_view', 'audit_view']);
    const since = await lastAuditId(t.db);
    const res = await assign(role.id, []);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ permissions_count: 0, permissions: [], permission_ids: [] });
    expect(await grantsOf(role.id)).toEqual([]);
    expect((await onlyAudit('permission_granted', since)).properties).toEqual({
      before: ['audit_view', 'schools_view'],
      after: [],
      granted: [],
      revoked: ['audit_view', 'schools_view'],
    });
  });

  it('sets the permissions of a core role other than superadmin', async () => {
    const res = await assign(roles.teacher, [perms.dashboard_view]);
    expect(res.statusCode).toBe(200);
    expect(await grantsOf(roles.teacher!)).toEqual(['dashboard_view']);
    expect((await assign(roles.teacher, [])).statusCode).toBe(200);
  });

  it("refuses to change superadmin's permissions with 403, changing nothing", async () => {
    const before = await accessState(t.db);
    for (const ids of [[], [perms.users_view]]) {
      const res = await assign(roles.superadmin, ids);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        message: 'The superadmin role holds every permission; its permissions cannot be changed.',
      });
    }
    expect(await accessState(t.db)).toEqual(before);
  });

  it('answers 422 for unknown or malformed ids and leaves the set as it was', async () => {
    const role = await newRole(['schools_view']);
    const before = await accessState(t.db);
    const cases: [unknown, string, string][] = [
      [[perms.users_view, 999999], 'permission_ids', 'The selected permissions are invalid.'],
      [undefined, 'permission_ids', 'Permissions must be a list.'],
      [null, 'permission_ids', 'Permissions must be a list.'],
      [perms.users_view, 'permission_ids', 'Permissions must be a list.'],
      [[perms.users_view, 2.5], 'permission_ids.1', 'The selected permissions are invalid.'],
      [[-4], 'permission_ids.0', 'The selected permissions are invalid.'],
    ];
    for (const [ids, field, message] of cases) {
      const res = await assign(role.id, ids);
      expect([ids, res.statusCode, res.json()]).toEqual([ids, 422, failure(message, field)]);
    }
    expect(await accessState(t.db)).toEqual(before);
    expect(await grantsOf(role.id)).toEqual(['schools_view']);
  });

  it("applies to the role's users from their next request", async () => {
    const role = await newRole();
    const user = await createUser(t.db, { roles: [role.name] });
    const { token } = await signIn(t.app, user.email, user.password);
    const schools = () => send('GET', '/schools', undefined, token);
    expect((await schools()).statusCode).toBe(403);
    expect((await assign(role.id, [perms.schools_view])).statusCode).toBe(200);
    expect((await schools()).statusCode).toBe(200);
    expect((await assign(role.id, [])).statusCode).toBe(200);
    const res = await schools();
    expect([res.statusCode, res.json()]).toEqual([403, FORBIDDEN]);
  });
});
