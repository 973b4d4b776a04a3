import type { SchoolActivity, SchoolDashboardStats } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSection, createYear, enrolledStudent } from '../helpers/academics';
import { createStudent, createTeacher } from '../helpers/people';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { call, FORBIDDEN } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { recordAudit } from '../../src/modules/audit/audit.repository';

/*
 * The school admin's dashboard: counts of the school's own rows now and a week ago, no made-up
 * attendance (its figures: test/attendance/figures.test.ts), admissions per month, class sizes this year, and the school's own audit trail.
 */
let t: TestApp;
let a: SchoolAdminSession;
let b: SchoolAdminSession;

beforeAll(async () => {
  t = await createTestApp();
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const stats = async (token: string) => {
  const res = await call(t.app, token, { method: 'GET', url: '/api/school-admin/dashboard/stats' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SchoolDashboardStats;
};
const activities = async (token: string, query = '') => {
  const res = await call(t.app, token, { method: 'GET', url: `/api/school/activities${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    activities: SchoolActivity[];
    pagination: { total: number; last_page: number; current_page: number };
  };
};

type Counted = 'students' | 'teachers' | 'classes' | 'sections';

/** Moves a row's creation back, as if it had been made `days` ago. */
const backdate = (table: Counted, id: number, days: number) =>
  t.db
    .updateTable(table)
    .set({ created_at: daysAgo(days) })
    .where('id', '=', id)
    .execute();

/** Fills a school with, of each kind, [made 10 days ago, made today]; students in its first class. */
async function fill(schoolId: number, counts: Record<Counted, [number, number]>) {
  const year = await createYear(t.db, schoolId, { current: true });
  const made = async (kind: Counted, make: () => Promise<number>) => {
    const [old, recent] = counts[kind];
    for (let i = 0; i < old + recent; i++) {
      const id = await make();
      if (i < old) await backdate(kind, id, 10);
    }
  };
  let host: number | undefined;
  await made('classes', async () => {
    const schoolClass = await createClass(t.db, schoolId);
    host ??= schoolClass.id;
    return schoolClass.id;
  });
  await made('sections', async () => (await createSection(t.db, schoolId, host!)).id);
  await made('students', async () => {
    const { student } = await enrolledStudent(t.db, schoolId, { yearId: year.id, classId: host! });
    return student.id;
  });
  await made('teachers', async () => (await createTeacher(t.db, schoolId)).teacher.id);
}

describe('the figures', () => {
  it("counts the school's rows now and a week ago, and never another school's", async () => {
    const school = await schoolAdminSession(t.db);
    const empty = await stats(school.token);
    expect(empty).toMatchObject({
      students: { total: 0, last_week: 0 },
      teachers: { total: 0, last_week: 0 },
      classes: { total: 0, last_week: 0 },
      sections: { total: 0, last_week: 0 },
      // No register taken: the card says none is recorded (test/attendance/figures.test.ts takes some).
      attendance_rate_today: null,
      attendance_recorded: false,
      attendance_trend: [],
      class_sizes: [],
    });
    expect(empty.enrollment_trend).toHaveLength(12);
    expect(empty.enrollment_trend.every((m) => m.enrollment_count === 0)).toBe(true);

    await fill(school.schoolId, { students: [2, 3], teachers: [1, 2], classes: [1, 1], sections: [2, 1] });
    await fill(b.schoolId, { students: [4, 4], teachers: [3, 3], classes: [2, 2], sections: [3, 3] });
    expect(await stats(school.token)).toMatchObject({
      students: { total: 5, last_week: 2 },
      teachers: { total: 3, last_week: 1 },
      classes: { total: 2, last_week: 1 },
      sections: { total: 3, last_week: 2 },
      attendance_rate_today: null,
    });

    // Deleting this week through the API: a row that existed a week ago still counts then, so
    // the week shows a fall; a row made and deleted within the week counts in neither.
    const remove = async (url: string) => {
      const res = await call(t.app, school.token, { method: 'DELETE', url: `/api/school${url}` });
      expect(res.statusCode, res.body).toBe(200);
    };
    const old = (await createStudent(t.db, school.schoolId)).student;
    await backdate('students', old.id, 10);
    expect((await stats(school.token)).students).toEqual({ total: 6, last_week: 3 });
    await remove(`/students/${old.id}`);
    expect((await stats(school.token)).students).toEqual({ total: 5, last_week: 3 });
    const fresh = (await createStudent(t.db, school.schoolId)).student;
    await remove(`/students/${fresh.id}`);
    expect((await stats(school.token)).students).toEqual({ total: 5, last_week: 3 });

    const oldTeacher = (await createTeacher(t.db, school.schoolId)).teacher;
    await backdate('teachers', oldTeacher.id, 10);
    await remove(`/teachers/${oldTeacher.id}`);
    expect((await stats(school.token)).teachers).toEqual({ total: 3, last_week: 2 });

    // A class goes with its sections: both fall.
    const oldClass = await createClass(t.db, school.schoolId);
    const oldSection = await createSection(t.db, school.schoolId, oldClass.id);
    await backdate('classes', oldClass.id, 10);
    await backdate('sections', oldSection.id, 10);
    await remove(`/classes/${oldClass.id}`);
    const after = await stats(school.token);
    expect([after.classes, after.sections]).toEqual([
      { total: 2, last_week: 2 },
      { total: 3, last_week: 3 },
    ]);
    const host = await createClass(t.db, school.schoolId);
    const lone = await createSection(t.db, school.schoolId, host.id);
    await backdate('sections', lone.id, 10);
    await remove(`/sections/${lone.id}`);
    expect((await stats(school.token)).sections).toEqual({ total: 3, last_week: 4 });
  });

  it('draws admissions per month over twelve months and class sizes of the current year', async () => {
    const school = await schoolAdminSession(t.db);
    const lastYear = await createYear(t.db, school.schoolId, { name: 'Last year' });
    const year = await createYear(t.db, school.schoolId, { current: true, name: 'This year' });
    const small = await createClass(t.db, school.schoolId, { name: 'Grade 2', grade_level: 2 });
    const large = await createClass(t.db, school.schoolId, { name: 'Grade 1', grade_level: 1 });
    await createClass(t.db, school.schoolId, { name: 'Grade 3', grade_level: 3 });
    for (let i = 0; i < 3; i++)
      await enrolledStudent(t.db, school.schoolId, { yearId: year.id, classId: large.id });
    await enrolledStudent(t.db, school.schoolId, { yearId: year.id, classId: small.id });
    // Last year's enrolment is history, not this year's class size.
    await enrolledStudent(t.db, school.schoolId, { yearId: lastYear.id, classId: small.id });
    // Another school's class of the same name is not this school's.
    const other = await createClass(t.db, b.schoolId, { name: 'Grade 1', grade_level: 1 });
    const otherYear = await createYear(t.db, b.schoolId, { current: true });
    await enrolledStudent(t.db, b.schoolId, { yearId: otherYear.id, classId: other.id });

    // Two admitted about two months ago, one thirteen months ago (outside the trend).
    const ids = (
      await t.db
        .selectFrom('students')
        .select('id')
        .where('school_id', '=', school.schoolId)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    const monthsAgo = (months: number) => {
      const d = new Date();
      d.setUTCDate(15);
      d.setUTCMonth(d.getUTCMonth() - months);
      return d.toISOString().slice(0, 10);
    };
    await t.db
      .updateTable('students')
      .set({ admission_date: monthsAgo(2) })
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    await t.db
      .updateTable('students')
      .set({ admission_date: monthsAgo(13) })
      .where('id', '=', ids[2]!)
      .execute();

    const figures = await stats(school.token);
    expect(figures.class_sizes).toEqual([
      { class_name: 'Grade 1', student_count: 3 },
      { class_name: 'Grade 2', student_count: 1 },
    ]);
    const trend = figures.enrollment_trend;
    const label = (date: string) =>
      `${new Date(`${date}T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${date.slice(0, 4)}`;
    expect(trend).toHaveLength(12);
    expect(trend[11]).toEqual({
      month: monthsAgo(0).slice(0, 7),
      month_name: label(monthsAgo(0)),
      enrollment_count: 2,
    });
    expect(trend[9]).toEqual({
      month: monthsAgo(2).slice(0, 7),
      month_name: label(monthsAgo(2)),
      enrollment_count: 2,
    });
    expect(trend.reduce((sum, m) => sum + m.enrollment_count, 0)).toBe(4);
  });
});

describe('activity', () => {
  it("shows the school's latest audit entries with who did them, and View All pages through them", async () => {
    const school = await schoolAdminSession(t.db);
    const admin = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', school.userId)
      .executeTakeFirstOrThrow();
    for (let i = 1; i <= 10; i++) {
      const res = await call(t.app, school.token, {
        method: 'POST',
        url: '/api/school/notices',
        payload: { title: `Notice ${i}`, body: 'Text', publish_date: '2026-11-20' },
      });
      expect(res.statusCode).toBe(201);
    }
    await call(t.app, school.token, { method: 'DELETE', url: '/api/school/notices/999999' });
    // Another school's entry, and one of no school, are never shown.
    await recordAudit(
      t.db,
      { userId: b.userId, schoolId: b.schoolId, ip: null, userAgent: null },
      {
        event: 'notice_created',
        description: 'Notice "Elsewhere" posted',
      },
    );
    await recordAudit(
      t.db,
      { userId: null, schoolId: null, ip: null, userAgent: null },
      {
        event: 'settings_changed',
        description: 'Platform settings changed',
      },
    );

    const recent = (await stats(school.token)).recent_activities;
    expect(recent.map((r) => r.description)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Notice "Notice ${i}" posted`),
    );
    expect(recent[0]).toMatchObject({ event: 'notice_created', user_name: admin.name });
    expect(recent[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const first = await activities(school.token, '?per_page=4');
    expect(first.pagination).toMatchObject({ total: 10, last_page: 3, current_page: 1 });
    expect(first.activities.map((r) => r.description)).toEqual(
      [10, 9, 8, 7].map((i) => `Notice "Notice ${i}" posted`),
    );
    const last = await activities(school.token, '?per_page=4&page=3');
    expect(last.activities.map((r) => r.description)).toEqual(
      [2, 1].map((i) => `Notice "Notice ${i}" posted`),
    );
    expect((await activities(school.token, '?event=notice_deleted')).pagination.total).toBe(0);
    expect((await activities(school.token, '?event=notice_created&per_page=100')).activities).toHaveLength(
      10,
    );
    // The other school sees its own entry only.
    const theirs = await activities(b.token, '?event=notice_created');
    expect(theirs.activities.map((r) => r.description)).toEqual(['Notice "Elsewhere" posted']);

    const bad = await call(t.app, school.token, {
      method: 'GET',
      url: '/api/school/activities?per_page=101',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('answers 403 to the stats and the activity list without school_dashboard_view', async () => {
    await withoutPermission(t, 'school_dashboard_view', async () => {
      for (const url of ['/api/school-admin/dashboard/stats', '/api/school/activities']) {
        const refused = await call(t.app, a.token, { method: 'GET', url });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toEqual(FORBIDDEN);
      }
    });
    await stats(a.token);
  });
});
