import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createSchoolAdmin, createUser } from '../helpers/factories';
import { as, signIn } from '../helpers/http';
import {
  BAD_REQUEST_MESSAGE,
  call,
  consoleSessions,
  dbState,
  FORBIDDEN,
  marker,
  UNAUTHENTICATED,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = s.sa) => call(t.app, token, { method: 'GET', url });

interface Listed {
  id: number;
  name: string;
  email: string;
  status: string;
  roles: { id: number; name: string; display_name: string | null }[];
  created_at: string;
  [key: string]: unknown;
}
async function list(query: string) {
  const res = await get(`/api/superadmin/users?${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json<{ data: { users: Listed[]; pagination: Record<string, number> } }>().data;
}
const ids = async (query: string) => (await list(query)).users.map((u) => u.id);

describe('GET /api/superadmin/users', () => {
  it('answers users with their roles and school, never a password', async () => {
    const m = marker('shape');
    const { user, school } = await createSchoolAdmin(t.db, {
      user: { name: `Meera ${m}`, phone: '+91 99000 11111', email_verified_at: '2024-01-02T03:04:05.000Z' },
    });
    const res = await get(`/api/superadmin/users?search=${m}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.pagination).toEqual({
      total: 1,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 1,
      last_page: 1,
    });
    expect(body.data.users).toEqual([
      {
        id: user.id,
        name: `Meera ${m}`,
        email: user.email,
        phone: '+91 99000 11111',
        status: 'active',
        profile_picture: null,
        roles: [{ id: expect.any(Number), name: 'school_admin', display_name: 'School Administrator' }],
        school: { id: school.id, name: school.name, code: school.code },
        last_login_at: null,
        locked_until: null,
        email_verified_at: '2024-01-02T03:04:05.000Z',
        created_at: user.created_at,
        updated_at: user.updated_at,
      },
    ]);
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('$argon2');
  });

  it('shows the roles in assignment order and an empty list for a user without a role', async () => {
    const m = marker('roles');
    const multi = await createUser(t.db, { name: `${m} multi`, roles: ['teacher', 'parent'] });
    const none = await createUser(t.db, { name: `${m} none` });
    const users = (await list(`search=${m}`)).users;
    expect(users.find((u) => u.id === multi.id)!.roles.map((r) => r.name)).toEqual(['teacher', 'parent']);
    expect(users.find((u) => u.id === none.id)!.roles).toEqual([]);
    expect(users.find((u) => u.id === none.id)!.school).toBeNull();
  });

  it('pages 20 users by 15: page 2 holds the other 5, no user twice', async () => {
    const m = marker('page');
    const created: number[] = [];
    for (let i = 0; i < 20; i++) created.push((await createUser(t.db, { name: `${m} ${i}` })).id);
    const first = await list(`search=${m}&per_page=15`);
    const second = await list(`search=${m}&per_page=15&page=2`);
    expect(first.pagination).toEqual({
      total: 20,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 1,
      last_page: 2,
    });
    expect(second.pagination).toEqual({
      total: 20,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 2,
      last_page: 2,
    });
    expect(first.users).toHaveLength(15);
    expect(second.users).toHaveLength(5);
    const seen = [...first.users, ...second.users].map((u) => u.id);
    expect(seen).toEqual([...created].reverse());

    const beyond = await list(`search=${m}&page=9`);
    expect(beyond.users).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 20, current_page: 9, last_page: 2 });
  });

  it('uses page 1 and 15 per page by default; last_page is 1 for an empty result', async () => {
    const all = await list('');
    expect(all.pagination).toMatchObject({ per_page: 15, current_page: 1 });
    expect(all.users.length).toBe(Math.min(15, all.pagination.total!));
    const none = await list(`search=${marker('nobody')}`);
    expect(none).toEqual({
      users: [],
      pagination: { total: 0, total_is_lower_bound: false, per_page: 15, current_page: 1, last_page: 1 },
    });
  });

  it('lists newest first', async () => {
    const m = marker('order');
    const created = [];
    for (const label of ['a', 'b', 'c']) {
      created.push(await createUser(t.db, { name: `${m} ${label}` }));
      await new Promise((r) => setTimeout(r, 2));
    }
    const users = (await list(`search=${m}`)).users;
    expect(users.map((u) => u.id)).toEqual(created.map((u) => u.id).reverse());
    const times = (await list('per_page=100')).users.map((u) => u.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('searches name, e-mail and phone without regard to case', async () => {
    const m = marker('find');
    const byName = await createUser(t.db, { name: `Rahul ${m.toUpperCase()} Sharma` });
    const byEmail = await createUser(t.db, { email: `rahul.${m}@mail.example` });
    const byPhone = await createUser(t.db, { phone: `+91-${m}` });
    await createUser(t.db, { name: 'Someone Else' });
    const expected = [byPhone.id, byEmail.id, byName.id];
    expect(await ids(`search=${m.toLowerCase()}`)).toEqual(expected);
    expect(await ids(`search=${m.toUpperCase()}`)).toEqual(expected);
    expect(await ids(`search=${encodeURIComponent(`  rahul.${m}@MAIL  `)}`)).toEqual([byEmail.id]);
  });

  it('combines search, status and role filters', async () => {
    const m = marker('combo');
    const activeTeacher = await createUser(t.db, { name: `${m} 1`, roles: ['teacher'] });
    const suspendedTeacher = await createUser(t.db, {
      name: `${m} 2`,
      roles: ['teacher'],
      status: 'suspended',
    });
    const activeStudent = await createUser(t.db, { name: `${m} 3`, roles: ['student'] });
    const inactiveStudent = await createUser(t.db, {
      name: `${m} 4`,
      roles: ['student'],
      status: 'inactive',
    });
    const teacherAndParent = await createUser(t.db, { name: `${m} 5`, roles: ['parent', 'teacher'] });
    await createUser(t.db, { name: 'Other Teacher', roles: ['teacher'] });

    expect(await ids(`search=${m}&role=teacher`)).toEqual([
      teacherAndParent.id,
      suspendedTeacher.id,
      activeTeacher.id,
    ]);
    expect(await ids(`search=${m}&role=teacher&status=active`)).toEqual([
      teacherAndParent.id,
      activeTeacher.id,
    ]);
    expect(await ids(`search=${m}&status=inactive`)).toEqual([inactiveStudent.id]);
    expect(await ids(`search=${m}&role=student&status=active`)).toEqual([activeStudent.id]);
    expect(await ids(`search=${m}&role=school_admin`)).toEqual([]);
    expect((await list(`search=${m}&role=teacher&per_page=2`)).pagination).toMatchObject({
      total: 3,
      total_is_lower_bound: false,
      last_page: 2,
    });

    const suspended = await list('status=suspended&per_page=100');
    expect(suspended.users.every((u) => u.status === 'suspended')).toBe(true);
    expect(suspended.users.map((u) => u.id)).toContain(suspendedTeacher.id);
  });

  it("counts and pages a role's holders in each status, newest first", async () => {
    // A role of its own, so the totals are exact: its holders written among other roles' users.
    const role = marker('holders').toLowerCase();
    await createRole(t.db, role);
    const held: Record<string, number[]> = { active: [], inactive: [], suspended: [] };
    const statuses = ['active', 'suspended', 'active', 'inactive', 'active'] as const;
    for (const [i, status] of statuses.entries()) {
      await createUser(t.db, { name: `Other ${i}`, roles: ['teacher'], status });
      held[status]!.unshift((await createUser(t.db, { name: `${role} ${i}`, roles: [role], status })).id);
    }
    for (const [status, expected] of Object.entries(held)) {
      const page = await list(`role=${role}&status=${status}&per_page=2`);
      expect(page.users.map((u) => u.id)).toEqual(expected.slice(0, 2));
      expect(page.pagination).toMatchObject({
        total: expected.length,
        total_is_lower_bound: false,
        last_page: Math.max(1, Math.ceil(expected.length / 2)),
      });
    }
    expect(await ids(`role=${role}&status=active&per_page=2&page=2`)).toEqual(held.active!.slice(2));
  });

  it('filters superadmins, and an unknown role matches nobody', async () => {
    const superadmins = await list('role=superadmin&per_page=100');
    expect(superadmins.users.map((u) => u.id)).toContain(s.superadmin.id);
    expect(superadmins.users.every((u) => u.roles.some((r) => r.name === 'superadmin'))).toBe(true);
    expect(await list('role=wizard')).toEqual({
      users: [],
      pagination: { total: 0, total_is_lower_bound: false, per_page: 15, current_page: 1, last_page: 1 },
    });
  });

  it.each([
    ['per_page=101', 'per_page'],
    ['per_page=0', 'per_page'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['status=deleted', 'status'],
  ])('answers 400 with the broken field for %s', async (query, field) => {
    const res = await get(`/api/superadmin/users?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: BAD_REQUEST_MESSAGE });
    expect(Object.keys(body.errors)).toEqual([field]);
  });
});

describe('GET /api/superadmin/users/summary', () => {
  it('counts users by status', async () => {
    const before = (await get('/api/superadmin/users/summary')).json().data;
    await createUser(t.db);
    await createUser(t.db, { status: 'inactive' });
    await createUser(t.db, { status: 'suspended' });
    await createUser(t.db, { status: 'suspended' });
    const res = await get('/api/superadmin/users/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        total: before.total + 4,
        active: before.active + 1,
        inactive: before.inactive + 1,
        suspended: before.suspended + 2,
      },
    });
    expect((await list('per_page=1')).pagination.total).toBe(before.total + 4);
  });
});

describe('GET /api/superadmin/users/search', () => {
  it('finds users by part of name, e-mail or phone, by name, for the assign-admin picker', async () => {
    const m = marker('pick');
    const zed = await createUser(t.db, { name: `Zed ${m}`, roles: ['school_admin'] });
    const amy = await createUser(t.db, { name: `Amy ${m}`, roles: ['school_admin'] });
    const teacher = await createUser(t.db, { name: `Bob ${m}`, roles: ['teacher'] });
    const res = await get(`/api/superadmin/users/search?search=${m.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.users.map((u: Listed) => u.id)).toEqual([amy.id, teacher.id, zed.id]);
    expect(body.data.users[0]).toMatchObject({
      name: `Amy ${m}`,
      roles: [{ name: 'school_admin' }],
      school: null,
    });

    const admins = await get(`/api/superadmin/users/search?search=${m}&role=school_admin`);
    expect(admins.json().data.users.map((u: Listed) => u.id)).toEqual([amy.id, zed.id]);
    const suspended = await get(`/api/superadmin/users/search?search=${m}&status=suspended`);
    expect(suspended.json().data.users).toEqual([]);
  });

  it('answers at most 20 users', async () => {
    const m = marker('many');
    for (let i = 0; i < 25; i++) await createUser(t.db, { name: `${m} ${String(i).padStart(2, '0')}` });
    const res = await get(`/api/superadmin/users/search?search=${m}`);
    expect(res.json().data.users).toHaveLength(20);
    expect(res.json().data.users[0].name).toBe(`${m} 00`);
  });

  it.each([['search=a'], ['search=%20a%20'], [''], ['search=ab&status=gone']])(
    'answers 400 for %s',
    async (query) => {
      const res = await get(`/api/superadmin/users/search?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: BAD_REQUEST_MESSAGE,
        errors: expect.any(Object),
      });
    },
  );

  it('says the search needs 2 characters', async () => {
    const res = await get('/api/superadmin/users/search?search=x');
    expect(res.json().errors).toEqual({ search: ['Search must be at least 2 characters.'] });
  });
});

describe('GET /api/superadmin/users/:id', () => {
  it('answers one user with roles and school', async () => {
    const { user, school } = await createSchoolAdmin(t.db);
    const res = await get(`/api/superadmin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        id: user.id,
        email: user.email,
        status: 'active',
        roles: [{ name: 'school_admin' }],
        school: { id: school.id, name: school.name, code: school.code },
      },
    });
    expect(res.json().data).not.toHaveProperty('password_hash');
  });

  it('answers 404 for a missing user and 400 for an id that is not a number', async () => {
    const missing = await get('/api/superadmin/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'User not found.' });
    expect((await get('/api/superadmin/users/0')).statusCode).toBe(400);
    expect((await get('/api/superadmin/users/x1')).statusCode).toBe(400);
  });
});

describe('reading users needs a superadmin', () => {
  const urls = (id: number) => [
    '/api/superadmin/users',
    '/api/superadmin/users/summary',
    '/api/superadmin/users/search?search=admin',
    `/api/superadmin/users/${id}`,
    `/api/superadmin/users/${id}/roles`,
  ];

  it('answers 401 without a token or with an unknown one', async () => {
    for (const url of urls(s.superadmin.id)) {
      for (const token of [null, `${999999}|${'a'.repeat(40)}`]) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual(UNAUTHENTICATED);
      }
    }
    // Before the query is looked at, too.
    expect((await get('/api/superadmin/users/search?search=a', null)).statusCode).toBe(401);
  });

  it('answers 403 to a school_admin, a teacher and a student, and changes nothing', async () => {
    const teacher = await createUser(t.db, { roles: ['teacher'] });
    const student = await createUser(t.db, { roles: ['student'] });
    const tokens = [s.adminToken];
    for (const u of [teacher, student]) tokens.push((await signIn(t.app, u.email, u.password)).token);
    const before = await dbState(t.db);
    for (const token of tokens) {
      for (const url of [...urls(s.superadmin.id), '/api/superadmin/users/search?search=a']) {
        const res = await as(t.app, token, { method: 'GET', url });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
    }
    expect(await dbState(t.db)).toEqual(before);
  });
});
