import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createSchoolAdmin } from '../helpers/factories';
import { as } from '../helpers/http';
import { createStudent, createTeacher } from '../helpers/people';
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
  code: string;
  [key: string]: unknown;
}
async function list(query: string) {
  const res = await get(`/api/superadmin/schools?${query}`);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ success: true; data: { schools: Listed[]; pagination: Record<string, number> } }>();
  return body.data;
}

describe('GET /api/superadmin/schools', () => {
  it('answers the envelope with schools and pagination, each school with counts and its admin', async () => {
    const school = await createSchool(t.db, {
      name: `Greenwood ${marker()}`,
      email: 'office@greenwood.example',
      city: 'Pune',
      state: 'Maharashtra',
    });
    const { user: admin } = await createSchoolAdmin(t.db, { school });
    await createStudent(t.db, school.id);
    await createStudent(t.db, school.id);
    await createTeacher(t.db, school.id);

    const res = await get(`/api/superadmin/schools?search=${encodeURIComponent(school.name)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.pagination).toEqual({
      total: 1,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 1,
      last_page: 1,
    });
    expect(body.data.schools).toHaveLength(1);
    const listed = body.data.schools[0];
    expect(listed).toEqual({
      id: school.id,
      name: school.name,
      code: school.code,
      board: 'CBSE',
      email: 'office@greenwood.example',
      phone: null,
      address_line1: null,
      address_line2: null,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      postal_code: null,
      logo_url: null,
      active: true,
      students_count: 2,
      teachers_count: 1,
      admins: [
        {
          id: expect.any(Number),
          user_id: admin.id,
          designation: 'Principal',
          joining_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          user: { id: admin.id, name: admin.name, email: admin.email },
        },
      ],
      created_at: school.created_at,
      updated_at: school.updated_at,
    });
  });

  it('pages 20 schools by 15: page 2 holds the other 5, no school twice', async () => {
    const m = marker('page');
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await createSchool(t.db, { name: `${m} School ${i}` })).id);

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
    expect(first.schools).toHaveLength(15);
    expect(second.schools).toHaveLength(5);
    const seen = [...first.schools, ...second.schools].map((x) => x.id);
    expect(new Set(seen).size).toBe(20);
    expect([...seen].sort((a, b) => a - b)).toEqual(ids);

    const beyond = await list(`search=${m}&per_page=15&page=3`);
    expect(beyond.schools).toEqual([]);
    expect(beyond.pagination).toEqual({
      total: 20,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 3,
      last_page: 2,
    });
  });

  it('uses page 1 and 15 per page by default, and last_page 1 for an empty result', async () => {
    const m = marker('dflt');
    for (let i = 0; i < 16; i++) await createSchool(t.db, { name: `${m} ${i}` });
    const page = await list(`search=${m}`);
    expect(page.schools).toHaveLength(15);
    expect(page.pagination).toEqual({
      total: 16,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 1,
      last_page: 2,
    });

    const none = await list(`search=${marker('nothing')}`);
    expect(none).toEqual({
      schools: [],
      pagination: { total: 0, total_is_lower_bound: false, per_page: 15, current_page: 1, last_page: 1 },
    });
  });

  it('lists newest first', async () => {
    const m = marker('order');
    const created = [];
    for (const label of ['first', 'second', 'third', 'fourth']) {
      created.push(await createSchool(t.db, { name: `${m} ${label}` }));
      await new Promise((r) => setTimeout(r, 2));
    }
    const page = await list(`search=${m}`);
    expect(page.schools.map((x) => x.id)).toEqual(created.map((x) => x.id).reverse());
    const times = page.schools.map((x) => String(x.created_at));
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(times).size).toBe(4);

    // Across the whole list too: created_at never increases down the pages.
    const all = (await list('per_page=100')).schools.map((x) => String(x.created_at));
    expect(all).toEqual([...all].sort().reverse());
  });

  it('searches name, code and e-mail without regard to case', async () => {
    const m = marker('srch');
    const byName = await createSchool(t.db, { name: `St. Mary ${m.toUpperCase()} Convent` });
    const byCode = await createSchool(t.db, { code: `${m}X`.toUpperCase() });
    const byEmail = await createSchool(t.db, { email: `admissions.${m}@school.example` });
    await createSchool(t.db, { name: 'Unrelated Public School' });

    const lower = await list(`search=${m.toLowerCase()}`);
    const upper = await list(`search=${m.toUpperCase()}`);
    const expected = [byEmail.id, byCode.id, byName.id];
    expect(lower.schools.map((x) => x.id)).toEqual(expected);
    expect(upper.schools.map((x) => x.id)).toEqual(expected);
    expect(lower.pagination.total).toBe(3);

    // A part of a word matches too, and the term is trimmed.
    const partial = await list(`search=${encodeURIComponent(`  mary ${m.slice(0, 6)}  `)}`);
    expect(partial.schools.map((x) => x.id)).toContain(byName.id);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const m = marker('lit');
    const percent = await createSchool(t.db, { name: `${m} 100% Results Academy` });
    const underscore = await createSchool(t.db, { name: `${m} A_B School` });
    await createSchool(t.db, { name: `${m} 1000 Results Academy` });
    await createSchool(t.db, { name: `${m} AXB School` });
    expect((await list(`search=${encodeURIComponent(`${m} 100%`)}`)).schools.map((x) => x.id)).toEqual([
      percent.id,
    ]);
    expect((await list(`search=${encodeURIComponent('A_B')}`)).schools.map((x) => x.id)).toEqual([
      underscore.id,
    ]);
  });

  it('combines search, status and board filters', async () => {
    const m = marker('filt');
    const cbseActive = await createSchool(t.db, { name: `${m} 1`, board: 'CBSE', active: true });
    const cbseInactive = await createSchool(t.db, { name: `${m} 2`, board: 'CBSE', active: false });
    const icseActive = await createSchool(t.db, { name: `${m} 3`, board: 'ICSE', active: true });
    const icseInactive = await createSchool(t.db, { name: `${m} 4`, board: 'ICSE', active: false });
    const otherInactiveIcse = await createSchool(t.db, { name: 'Elsewhere', board: 'ICSE', active: false });

    const ids = async (q: string) => (await list(q)).schools.map((x) => x.id);
    expect(await ids(`search=${m}&status=inactive&board=ICSE`)).toEqual([icseInactive.id]);
    expect(await ids(`search=${m}&status=active`)).toEqual([icseActive.id, cbseActive.id]);
    expect(await ids(`search=${m}&board=CBSE`)).toEqual([cbseInactive.id, cbseActive.id]);
    const inactiveIcse = await list('status=inactive&board=ICSE&per_page=100');
    expect(inactiveIcse.schools.map((x) => x.id)).toEqual(
      expect.arrayContaining([icseInactive.id, otherInactiveIcse.id]),
    );
    expect(inactiveIcse.schools.every((x) => x.active === false && x.board === 'ICSE')).toBe(true);
    expect(await ids(`search=${m}&status=active&board=IB`)).toEqual([]);
  });

  it.each([
    ['per_page=101', 'per_page'],
    ['per_page=0', 'per_page'],
    ['per_page=ten', 'per_page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['status=closed', 'status'],
    ['board=Cambridge', 'board'],
  ])('answers 400 with the broken field for %s', async (query, field) => {
    const res = await get(`/api/superadmin/schools?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: BAD_REQUEST_MESSAGE });
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('accepts 100 per page', async () => {
    const page = await list('per_page=100');
    expect(page.pagination.per_page).toBe(100);
  });
});

describe('GET /api/superadmin/schools/summary', () => {
  it('counts total, active, inactive and schools without an admin', async () => {
    const before = (await get('/api/superadmin/schools/summary')).json().data;
    await createSchool(t.db, { active: true });
    await createSchool(t.db, { active: false });
    await createSchoolAdmin(t.db); // an active school with an admin
    const res = await get('/api/superadmin/schools/summary');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['active', 'inactive', 'total', 'without_admin']);
    expect(body.data).toEqual({
      total: before.total + 3,
      active: before.active + 2,
      inactive: before.inactive + 1,
      without_admin: before.without_admin + 2,
    });
    expect(body.data.total).toBe(body.data.active + body.data.inactive);
    const all = await list('per_page=1');
    expect(all.pagination.total).toBe(body.data.total);
  });
});

describe('GET /api/superadmin/schools/:id', () => {
  it('answers one school with its counts and admin', async () => {
    const { school, user } = await createSchoolAdmin(t.db);
    await createTeacher(t.db, school.id);
    await createTeacher(t.db, school.id);
    await createStudent(t.db, school.id);
    const res = await get(`/api/superadmin/schools/${school.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      id: school.id,
      name: school.name,
      code: school.code,
      active: true,
      students_count: 1,
      teachers_count: 2,
      admins: [
        {
          user_id: user.id,
          designation: 'Principal',
          user: { id: user.id, name: user.name, email: user.email },
        },
      ],
    });
    expect(body.data).not.toHaveProperty('logo_path');
  });

  it('answers 404 for a missing school and 400 for an id that is not a number', async () => {
    const missing = await get('/api/superadmin/schools/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'School not found.' });
    const bad = await get('/api/superadmin/schools/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: BAD_REQUEST_MESSAGE });
  });
});

describe('GET /api/superadmin/schools/:id/stats', () => {
  it("answers the school's real counts", async () => {
    const school = await createSchool(t.db);
    await createStudent(t.db, school.id);
    await createStudent(t.db, school.id);
    await createStudent(t.db, school.id, { status: 'alumni' });
    await createTeacher(t.db, school.id);
    const res = await get(`/api/superadmin/schools/${school.id}/stats`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        students: { total: 3, active: 2 },
        teachers: { total: 1 },
        has_admin: false,
        created_at: school.created_at,
      },
    });

    await createSchoolAdmin(t.db, { school });
    const after = await get(`/api/superadmin/schools/${school.id}/stats`);
    expect(after.json().data.has_admin).toBe(true);
  });

  it('answers zeros for an empty school and 404 for a missing one', async () => {
    const school = await createSchool(t.db);
    const res = await get(`/api/superadmin/schools/${school.id}/stats`);
    expect(res.json().data).toMatchObject({ students: { total: 0, active: 0 }, teachers: { total: 0 } });
    const missing = await get('/api/superadmin/schools/999999/stats');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'School not found.' });
  });
});

describe('reading schools needs a superadmin', () => {
  const urls = (id: number) => [
    '/api/superadmin/schools',
    '/api/superadmin/schools/summary',
    `/api/superadmin/schools/${id}`,
    `/api/superadmin/schools/${id}/stats`,
  ];

  it('answers 401 without a token, with a malformed or unknown one', async () => {
    const school = await createSchool(t.db);
    for (const url of urls(school.id)) {
      for (const token of [null, 'not-a-token', `999999|${'x'.repeat(40)}`]) {
        const res = await get(url, token);
        expect(res.statusCode, `${url} with ${token}`).toBe(401);
        expect(res.json()).toEqual(UNAUTHENTICATED);
      }
    }
  });

  it('answers 403 to a school_admin and reveals nothing', async () => {
    const school = await createSchool(t.db);
    const before = await dbState(t.db);
    for (const url of urls(school.id)) {
      const res = await as(t.app, s.adminToken, { method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    // A missing school is not told apart from an existing one.
    const missing = await as(t.app, s.adminToken, { method: 'GET', url: '/api/superadmin/schools/999999' });
    expect(missing.statusCode).toBe(403);
    expect(await dbState(t.db)).toEqual(before);
  });

  it('answers 401 before looking at the query', async () => {
    const res = await get('/api/superadmin/schools?per_page=1000', null);
    expect(res.statusCode).toBe(401);
    const forbidden = await as(t.app, s.adminToken, {
      method: 'GET',
      url: '/api/superadmin/schools?per_page=1000',
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
