import { fieldMessage } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createYear, enrolledStudent } from '../helpers/academics';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A school admin's academic years: exactly one current year per school however the switches
 * race, the current year and years with enrolments kept, another school's years 404 and never
 * touched, every refused call leaving the database as it was.
 */
let t: TestApp;
let tables: string[];
let a: SchoolAdminSession;
let b: SchoolAdminSession;

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, token, { method, url: `/api/school${url}`, ...(payload ? { payload } : {}) });

const currentIds = async (schoolId: number) =>
  (
    await t.db
      .selectFrom('academic_years')
      .select('id')
      .where('school_id', '=', schoolId)
      .where('is_current', '=', true)
      .execute()
  ).map((r) => r.id);

describe('creating and editing years', () => {
  it('creates a year, audited, and lists it with its enrolment count', async () => {
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', '/academic-years', {
      name: '2031-2032',
      start_date: '2031-04-01',
      end_date: '2032-03-31',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Academic year created successfully!',
      data: { name: '2031-2032', start_date: '2031-04-01', is_current: false, students_count: 0 },
    });
    const [audit] = await auditsOfEvent(t.db, 'academic_year_created', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });
    expect(audit!.properties).toMatchObject({ after: { name: '2031-2032', is_current: false } });

    const list = await as(a.token, 'GET', '/academic-years?search=2031-20');
    expect(list.json().data.academic_years.map((y: { name: string }) => y.name)).toEqual(['2031-2032']);
    const one = await as(a.token, 'GET', `/academic-years/${res.json().data.id}`);
    expect(one.json().data).toMatchObject({ name: '2031-2032', end_date: '2032-03-31' });
  });

  it('refuses every bad field with its message, a taken name in any case, and changes nothing', async () => {
    await createYear(t.db, a.schoolId, { name: 'Taken Year' });
    // Another school's year of the same name does not count.
    await createYear(t.db, b.schoolId, { name: 'Theirs Only' });
    const good = { name: 'Fine', start_date: '2030-01-01', end_date: '2030-12-31' };
    const state = await snapshot(t.db, tables);
    for (const [body, field] of [
      [{ ...good, name: '' }, 'name'],
      [{ ...good, name: '   ' }, 'name'],
      [{ ...good, name: 'x'.repeat(51) }, 'name'],
      [{ ...good, name: 42 }, 'name'],
      [{ ...good, start_date: '2030-02-30' }, 'start_date'],
      [{ ...good, start_date: '01/01/2030' }, 'start_date'],
      [{ ...good, end_date: '' }, 'end_date'],
      [{ ...good, end_date: '2029-12-31' }, 'end_date'],
      [{ ...good, end_date: good.start_date }, 'end_date'],
      [{ ...good, is_current: 'yes' }, 'is_current'],
      [{ ...good, name: 'taken year' }, 'name'],
    ] as const) {
      const res = await as(a.token, 'POST', '/academic-years', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    const before = await as(a.token, 'POST', '/academic-years', { ...good, end_date: '2029-06-01' });
    expect(before.json().errors).toEqual({ end_date: ['End date must be a date after start date.'] });
    const taken = await as(a.token, 'POST', '/academic-years', { ...good, name: 'TAKEN YEAR' });
    expect(taken.json().errors).toEqual({ name: ['Name has already been taken.'] });
    expect(await snapshot(t.db, tables)).toEqual(state);
    expect((await as(a.token, 'POST', '/academic-years', { ...good, name: 'Theirs Only' })).statusCode).toBe(
      201,
    );
  });

  it('updates a year keeping its own name, audited with before and after', async () => {
    const year = await createYear(t.db, a.schoolId, { name: 'Edit Me' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'PUT', `/academic-years/${year.id}`, {
      name: 'Edit Me',
      start_date: '2026-06-01',
      end_date: '2027-05-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Academic year updated successfully!',
      data: { id: year.id, start_date: '2026-06-01', end_date: '2027-05-31' },
    });
    const [audit] = await auditsOfEvent(t.db, 'academic_year_updated', before);
    expect(audit!.properties).toMatchObject({
      before: { start_date: year.start_date },
      after: { start_date: '2026-06-01' },
    });
    const other = await createYear(t.db, a.schoolId, { name: 'Other Name' });
    const state = await snapshot(t.db, tables);
    const clash = await as(a.token, 'PUT', `/academic-years/${year.id}`, {
      name: other.name.toUpperCase(),
      start_date: '2026-06-01',
      end_date: '2027-05-31',
    });
    expect(clash.statusCode).toBe(422);
    expect(await snapshot(t.db, tables)).toEqual(state);
  });
});

describe('the current year', () => {
  it('creating one as current, then switching, leaves one current year; audited; current answers it', async () => {
    const s = await schoolAdminSession(t.db);
    expect((await as(s.token, 'GET', '/academic-years/current')).json().data).toBeNull();
    const first = (
      await as(s.token, 'POST', '/academic-years', {
        name: 'First',
        start_date: '2025-04-01',
        end_date: '2026-03-31',
        is_current: true,
      })
    ).json().data;
    const second = (
      await as(s.token, 'POST', '/academic-years', {
        name: 'Second',
        start_date: '2026-04-01',
        end_date: '2027-03-31',
      })
    ).json().data;
    expect(await currentIds(s.schoolId)).toEqual([first.id]);

    const before = await lastAuditId(t.db);
    const res = await as(s.token, 'POST', `/academic-years/${second.id}/set-current`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Academic year set as current successfully!',
      data: { id: second.id, is_current: true },
    });
    expect(await currentIds(s.schoolId)).toEqual([second.id]);
    const [audit] = await auditsOfEvent(t.db, 'academic_year_set_current', before);
    expect(audit!.properties).toEqual({
      before: {
        current: 'First',
        is_current: false,
        previous_current: { id: first.id, name: 'First', is_current: true },
      },
      after: {
        current: 'Second',
        is_current: true,
        previous_current: { id: first.id, name: 'First', is_current: false },
      },
    });
    expect((await as(s.token, 'GET', '/academic-years/current')).json().data).toMatchObject({
      id: second.id,
      name: 'Second',
    });
    // Setting it again changes nothing and records nothing.
    const again = await lastAuditId(t.db);
    expect((await as(s.token, 'POST', `/academic-years/${second.id}/set-current`)).statusCode).toBe(200);
    expect(await auditsOfEvent(t.db, 'academic_year_set_current', again)).toEqual([]);
    // An edit that marks the old one current switches back.
    const edit = await as(s.token, 'PUT', `/academic-years/${first.id}`, {
      name: 'First',
      start_date: '2025-04-01',
      end_date: '2026-03-31',
      is_current: true,
    });
    expect(edit.statusCode).toBe(200);
    expect(await currentIds(s.schoolId)).toEqual([first.id]);
    // Its entry names the year that stopped being current with it.
    const [switched] = await auditsOfEvent(t.db, 'academic_year_updated', again);
    expect(switched!.properties).toMatchObject({
      before: { is_current: false, previous_current: { id: second.id, name: 'Second', is_current: true } },
      after: { is_current: true, previous_current: { id: second.id, name: 'Second', is_current: false } },
    });
  });

  it('eight concurrent switches leave exactly one current year', async () => {
    const s = await schoolAdminSession(t.db);
    const years = [];
    for (let i = 0; i < 8; i++) years.push(await createYear(t.db, s.schoolId, { current: i === 0 }));
    const answers = await Promise.all(
      years.map((y) => as(s.token, 'POST', `/academic-years/${y.id}/set-current`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const current = await currentIds(s.schoolId);
    expect(current).toHaveLength(1);
    expect((await as(s.token, 'GET', '/academic-years/current')).json().data.id).toBe(current[0]);
  });

  it('concurrent creations as current leave exactly one current year', async () => {
    const s = await schoolAdminSession(t.db);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        as(s.token, 'POST', '/academic-years', {
          name: `${2030 + i}`,
          start_date: `${2030 + i}-01-01`,
          end_date: `${2030 + i}-12-31`,
          is_current: true,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await currentIds(s.schoolId)).toHaveLength(1);
  });
});

describe('figures', () => {
  it('summary counts every year of the school: current, active and archived', async () => {
    const s = await schoolAdminSession(t.db);
    await createYear(t.db, s.schoolId, { name: 'Old', start_date: '2001-01-01', end_date: '2001-12-31' });
    await createYear(t.db, s.schoolId, { name: 'Older', start_date: '2000-01-01', end_date: '2000-12-31' });
    const current = await createYear(t.db, s.schoolId, {
      current: true,
      start_date: '2002-01-01',
      end_date: '2002-12-31',
    });
    await createYear(t.db, s.schoolId, { name: 'Future', start_date: '2090-01-01', end_date: '2090-12-31' });
    const schoolClass = await createClass(t.db, s.schoolId);
    await enrolledStudent(t.db, s.schoolId, { yearId: current.id, classId: schoolClass.id });
    const summary = (await as(s.token, 'GET', '/academic-years/summary')).json().data;
    // Ended years are archived unless current; the current one counts as active though ended.
    expect(summary).toMatchObject({ total: 4, active: 2, archived: 2 });
    expect(summary.current).toMatchObject({ id: current.id, students_count: 1 });

    const page = await as(s.token, 'GET', '/academic-years?per_page=1&sort=name&direction=asc');
    expect(page.json().data.pagination).toMatchObject({ total: 4, last_page: 4 });
    expect(page.json().data.academic_years[0].name).toBe('Future');
    const newest = await as(s.token, 'GET', '/academic-years');
    expect(
      newest
        .json()
        .data.academic_years.map((y: { name: string }) => y.name)
        .slice(0, 1),
    ).toEqual(['Future']);
  });

  it("exports the school's filtered years only, audited", async () => {
    await createYear(t.db, a.schoolId, {
      name: 'Export 1999',
      start_date: '1999-01-01',
      end_date: '1999-12-31',
    });
    await createYear(t.db, b.schoolId, { name: 'Export 1998' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'GET', '/academic-years/export?search=Export%2019');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['id', 'name', 'start_date', 'end_date', 'status', 'created_at (Asia/Kolkata)']);
    expect(rows.slice(1).map((r) => r.slice(1, 5))).toEqual([
      ['Export 1999', '1999-01-01', '1999-12-31', 'inactive'],
    ]);
    expect((await auditsOfEvent(t.db, 'data_export', before))[0]).toMatchObject({ school_id: a.schoolId });
  });
});

describe('deleting', () => {
  it('refuses the current year and a year with enrolments (409), deletes another, audited', async () => {
    const s = await schoolAdminSession(t.db);
    const current = await createYear(t.db, s.schoolId, { current: true });
    const past = await createYear(t.db, s.schoolId);
    const schoolClass = await createClass(t.db, s.schoolId);
    await enrolledStudent(t.db, s.schoolId, { yearId: past.id, classId: schoolClass.id });
    const spare = await createYear(t.db, s.schoolId, { name: 'Spare' });
    const state = await snapshot(t.db, tables);
    const cur = await as(s.token, 'DELETE', `/academic-years/${current.id}`);
    expect(cur.statusCode).toBe(409);
    expect(cur.json().message).toBe(
      'The current academic year cannot be deleted. Set another year as current first.',
    );
    const used = await as(s.token, 'DELETE', `/academic-years/${past.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('This academic year has student enrolments and cannot be deleted.');
    expect(await snapshot(t.db, tables)).toEqual(state);

    const before = await lastAuditId(t.db);
    const res = await as(s.token, 'DELETE', `/academic-years/${spare.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Academic year deleted successfully!' });
    expect((await as(s.token, 'GET', `/academic-years/${spare.id}`)).statusCode).toBe(404);
    const [audit] = await auditsOfEvent(t.db, 'academic_year_deleted', before);
    expect(audit!.properties).toMatchObject({ before: { id: spare.id, name: 'Spare' } });
  });
});

describe('another school', () => {
  it('gets 404 for every call on a school A year, and nothing changes', async () => {
    const year = await createYear(t.db, a.schoolId, { name: 'Not Yours' });
    const state = await snapshot(t.db, tables);
    const body = { name: 'Hijack', start_date: '2026-01-01', end_date: '2026-12-31' };
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PUT', '', body],
      ['DELETE', '', undefined],
      ['POST', '/set-current', undefined],
    ] as const) {
      const res = await as(b.token, method, `/academic-years/${year.id}${path}`, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Academic year not found.' });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    const list = await as(b.token, 'GET', '/academic-years?per_page=100&search=Not%20Yours');
    expect(list.json().data.academic_years).toEqual([]);
  });
});

describe('permissions', () => {
  it('answers 403 on the next request once years_set_current is taken from school_admin', async () => {
    const year = await createYear(t.db, a.schoolId);
    await withoutPermission(t, 'years_set_current', async () => {
      const refused = await as(a.token, 'POST', `/academic-years/${year.id}/set-current`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect((await as(a.token, 'GET', '/academic-years')).statusCode).toBe(200);
    });
    expect((await as(a.token, 'POST', `/academic-years/${year.id}/set-current`)).statusCode).toBe(200);
  });
});

describe('years do not overlap', () => {
  const overlap = (other: { name: string; start_date: string; end_date: string }) =>
    fieldMessage('year_overlap', 'start_date', {
      year: other.name,
      from: other.start_date,
      to: other.end_date,
    });

  it('refuses a new or edited year sharing a day with another, naming it, and changes nothing', async () => {
    const s = await schoolAdminSession(t.db);
    const held = await createYear(t.db, s.schoolId, {
      name: '2030-31',
      start_date: '2030-04-01',
      end_date: '2031-03-31',
    });
    const edited = await createYear(t.db, s.schoolId, {
      name: '2032-33',
      start_date: '2032-04-01',
      end_date: '2033-03-31',
    });
    const state = await snapshot(t.db, tables);
    // Inside, around, across either end, and sharing only its first or last day.
    for (const [start_date, end_date] of [
      ['2030-06-01', '2030-12-31'],
      ['2029-01-01', '2032-01-01'],
      ['2029-04-01', '2030-04-01'],
      ['2031-03-31', '2032-03-30'],
      ['2030-01-01', '2030-05-01'],
    ] as const) {
      const body = { name: `${start_date.slice(0, 4)}-${end_date.slice(2, 4)}`, start_date, end_date };
      for (const [method, url] of [
        ['POST', '/academic-years'],
        ['PUT', `/academic-years/${edited.id}`],
      ] as const) {
        const res = await as(s.token, method, url, body);
        expect(res.statusCode, `${method} ${start_date}..${end_date}`).toBe(422);
        expect(res.json().errors).toEqual({ start_date: [overlap(held)], end_date: [overlap(held)] });
      }
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it('takes years that meet without sharing a day, and a year edited within its own dates', async () => {
    const s = await schoolAdminSession(t.db);
    const year = await createYear(t.db, s.schoolId, {
      name: '2040-41',
      start_date: '2040-04-01',
      end_date: '2041-03-31',
    });
    const next = await as(s.token, 'POST', '/academic-years', {
      name: '2041-42',
      start_date: '2041-04-01',
      end_date: '2042-03-31',
    });
    expect(next.statusCode, next.body).toBe(201);
    const narrowed = await as(s.token, 'PUT', `/academic-years/${year.id}`, {
      name: '2040-41',
      start_date: '2040-06-01',
      end_date: '2041-03-31',
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    // Another school's years are no obstacle.
    const other = await schoolAdminSession(t.db);
    const same = await as(other.token, 'POST', '/academic-years', {
      name: '2040-41',
      start_date: '2040-04-01',
      end_date: '2041-03-31',
    });
    expect(same.statusCode, same.body).toBe(201);
  });

  it('lets only one of overlapping years created at once in', async () => {
    const s = await schoolAdminSession(t.db);
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        as(s.token, 'POST', '/academic-years', {
          name: `Race ${i}`,
          start_date: `2050-0${i + 1}-01`,
          end_date: '2050-12-31',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422]);
    const years = await t.db
      .selectFrom('academic_years')
      .select('id')
      .where('school_id', '=', s.schoolId)
      .where('start_date', '>=', '2050-01-01')
      .execute();
    expect(years).toHaveLength(1);
  });
});

describe('a name that says its dates', () => {
  const body = (name: string, start_date = '2060-06-01', end_date = '2061-03-31') => ({
    name,
    start_date,
    end_date,
  });

  it('saves the year with no warning when the name says its years', async () => {
    const s = await schoolAdminSession(t.db);
    for (const [name, from, to] of [
      ['2060-2061', 2060, 2061],
      ['2062/63', 2062, 2063],
      ['Session 2064-65', 2064, 2065],
      ['2066 – 67', 2066, 2067],
    ] as const) {
      const res = await as(s.token, 'POST', '/academic-years', body(name, `${from}-06-01`, `${to}-03-31`));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json(), name).not.toHaveProperty('warnings');
    }
    const single = await as(s.token, 'POST', '/academic-years', body('2070', '2070-01-01', '2070-12-31'));
    expect(single.json()).not.toHaveProperty('warnings');
  });

  it('saves the year and warns on the name when it does not, on create and edit', async () => {
    const s = await schoolAdminSession(t.db);
    const warning = fieldMessage('year_name_dates', 'name', {
      from: '2080-06-01',
      to: '2081-03-31',
      example: '2080-81',
    });
    const created = await as(s.token, 'POST', '/academic-years', body('2079-80', '2080-06-01', '2081-03-31'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().warnings).toEqual({ name: [warning] });
    const id = created.json().data.id as number;
    for (const name of ['Next year', '2080-82', '2081-80', '12080-81']) {
      const res = await as(s.token, 'PUT', `/academic-years/${id}`, body(name, '2080-06-01', '2081-03-31'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().warnings, name).toEqual({ name: [warning] });
      expect(res.json().data.name).toBe(name);
    }
  });
});
