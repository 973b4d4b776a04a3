import {
  ACADEMIC_SETTINGS_DEFAULTS,
  PLATFORM_SETTINGS_DEFAULTS,
  WEEK_DAYS,
  type AttendanceStatus,
  type ClassAnalytics,
  type SchoolDashboardStats,
  type SchoolProfileAnalytics,
  type SectionAnalytics,
} from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSection, createYear, enrolledStudent } from '../helpers/academics';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { zoneDay } from '../helpers/zone-days';

/*
 * Every attendance figure the school's screens show (dashboard card and chart, class, section and
 * school analytics) against what the registers taken through the API say, worked out here from
 * the marks sent: present and late over enrolled. Another school's registers never count.
 */
let t: TestApp;
let a: SchoolAdminSession;
let b: SchoolAdminSession;

const DAY_MS = 24 * 60 * 60 * 1000;
const today = zoneDay(Date.now(), PLATFORM_SETTINGS_DEFAULTS.default_timezone);
/** The calendar day `n` days before today (no zone: plain date arithmetic on UTC noon). */
const daysAgo = (n: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

interface Place {
  schoolId: number;
  classId: number;
  sectionId: number;
  students: number[];
}

/** What was sent, per section and date: the last save of each replaces the earlier ones. */
const sent = new Map<string, { place: Place; date: string; marks: Map<number, AttendanceStatus> }>();

async function setUp(session: SchoolAdminSession) {
  // A year around today, and every day a working day, so that the test holds on any date.
  const year = await createYear(t.db, session.schoolId, {
    current: true,
    start_date: daysAgo(60),
    end_date: daysAgo(-300),
  });
  const res = await call(t.app, session.token, {
    method: 'PUT',
    url: '/api/school/settings/academic',
    payload: { ...ACADEMIC_SETTINGS_DEFAULTS, working_days: [...WEEK_DAYS] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return year.id;
}

async function place(
  session: SchoolAdminSession,
  yearId: number,
  classId: number,
  size: number,
): Promise<Place> {
  const section = await createSection(t.db, session.schoolId, classId);
  const students: number[] = [];
  for (let i = 0; i < size; i++) {
    const { student } = await enrolledStudent(t.db, session.schoolId, {
      yearId,
      classId,
      sectionId: section.id,
    });
    students.push(student.id);
  }
  return { schoolId: session.schoolId, classId, sectionId: section.id, students };
}

/** Takes (or corrects) a register through the admin's API; `marks` by index of the section's students. */
async function take(
  session: SchoolAdminSession,
  at: Place,
  date: string,
  marks: Record<number, AttendanceStatus> = {},
) {
  const given = Object.entries(marks).map(([i, status]) => ({ student_id: at.students[Number(i)]!, status }));
  const res = await call(t.app, session.token, {
    method: 'PUT',
    url: `/api/school/sections/${at.sectionId}/attendance/${date}`,
    payload: { marks: given },
  });
  expect(res.statusCode, res.body).toBe(200);
  sent.set(`${at.sectionId}|${date}`, {
    place: at,
    date,
    marks: new Map(given.map((m) => [m.student_id, m.status])),
  });
}

/** The rate of the registers sent that match: students who came (present or late) over enrolled. */
function expected(match: (r: { place: Place; date: string }) => boolean): number | null {
  let enrolled = 0;
  let came = 0;
  for (const register of sent.values()) {
    if (!match(register)) continue;
    enrolled += register.place.students.length;
    came += register.place.students.filter((s) => {
      const status = register.marks.get(s) ?? 'present';
      return status === 'present' || status === 'late';
    }).length;
  }
  return enrolled === 0 ? null : Math.round((came / enrolled) * 1000) / 10;
}

async function get<T>(session: SchoolAdminSession, url: string): Promise<T> {
  const res = await call(t.app, session.token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
const dashboard = (s: SchoolAdminSession) =>
  get<SchoolDashboardStats>(s, '/api/school-admin/dashboard/stats');
const classRate = async (s: SchoolAdminSession, id: number) =>
  (await get<ClassAnalytics>(s, `/api/school/classes/${id}/analytics`)).attendance_rate;
const sectionRate = async (s: SchoolAdminSession, id: number) =>
  (await get<SectionAnalytics>(s, `/api/school/sections/${id}/analytics`)).attendance_rate;
const schoolRate = async (s: SchoolAdminSession) =>
  (await get<SchoolProfileAnalytics>(s, '/api/school/profile/analytics')).performance.attendance_rate;

let first: Place;
let second: Place;
let other: Place;
let elsewhere: Place;

beforeAll(async () => {
  t = await createTestApp();
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
  const yearA = await setUp(a);
  const yearB = await setUp(b);
  const classA = await createClass(t.db, a.schoolId);
  first = await place(a, yearA, classA.id, 3);
  second = await place(a, yearA, classA.id, 2);
  other = await place(a, yearA, (await createClass(t.db, a.schoolId)).id, 4);
  elsewhere = await place(b, yearB, (await createClass(t.db, b.schoolId)).id, 2);
});
afterAll(() => t.close());

const ofSchool = (session: SchoolAdminSession) => (r: { place: Place }) =>
  r.place.schoolId === session.schoolId;

describe('attendance figures', () => {
  it('are null with nothing taken, and the dashboard says none was ever recorded', async () => {
    expect(await dashboard(a)).toMatchObject({
      attendance_rate_today: null,
      attendance_recorded: false,
      attendance_trend: [],
    });
    expect(await classRate(a, first.classId)).toBeNull();
    expect(await sectionRate(a, first.sectionId)).toBeNull();
    expect(await schoolRate(a)).toBeNull();
  });

  it('say "not taken today" when only earlier days were taken', async () => {
    await take(a, other, daysAgo(1), { 0: 'absent', 1: 'absent' });
    expect(await dashboard(a)).toMatchObject({
      attendance_rate_today: null,
      attendance_recorded: true,
      attendance_trend: [{ date: daysAgo(1), rate: 50 }],
    });
  });

  it('equal what the marks say, with corrections replacing the first save, and never count another school', async () => {
    await take(a, first, today, { 0: 'absent', 1: 'late' });
    await take(a, second, today, { 1: 'excused' });
    await take(a, first, daysAgo(1));
    await take(a, first, daysAgo(2), { 2: 'late' });
    await take(a, other, daysAgo(40), { 3: 'excused' });
    // Another school's day, all absent: counted, it would pull every figure down.
    await take(b, elsewhere, today, { 0: 'absent', 1: 'absent' });
    // A correction: the first save of today is replaced, not added to.
    await take(a, first, today, { 0: 'late', 2: 'excused' });

    const stats = await dashboard(a);
    expect(stats.attendance_rate_today).toBe(expected((r) => ofSchool(a)(r) && r.date === today));
    expect(stats.attendance_recorded).toBe(true);
    // 30 days ending today: the day 40 days ago is in the year's rates, not in the chart.
    expect(stats.attendance_trend).toEqual(
      [daysAgo(2), daysAgo(1), today].map((date) => ({
        date,
        rate: expected((r) => ofSchool(a)(r) && r.date === date),
      })),
    );
    expect(await classRate(a, first.classId)).toBe(expected((r) => r.place.classId === first.classId));
    expect(await classRate(a, other.classId)).toBe(expected((r) => r.place.classId === other.classId));
    for (const section of [first, second, other]) {
      expect(await sectionRate(a, section.sectionId)).toBe(
        expected((r) => r.place.sectionId === section.sectionId),
      );
    }
    expect(await schoolRate(a)).toBe(expected(ofSchool(a)));

    expect((await dashboard(b)).attendance_rate_today).toBe(0);
    expect(await schoolRate(b)).toBe(0);
    expect(await classRate(b, elsewhere.classId)).toBe(0);
  });

  it("follow registers deleted with their section's data", async () => {
    // A section's registers go when it does (a cascade); the school's per-day sums follow.
    await t.db.deleteFrom('attendance_registers').where('section_id', '=', other.sectionId).execute();
    for (const key of [...sent.keys()]) if (key.startsWith(`${other.sectionId}|`)) sent.delete(key);
    expect(await schoolRate(a)).toBe(expected(ofSchool(a)));
    expect((await dashboard(a)).attendance_trend.find((d) => d.date === daysAgo(1))?.rate).toBe(
      expected((r) => ofSchool(a)(r) && r.date === daysAgo(1)),
    );
  });
});
