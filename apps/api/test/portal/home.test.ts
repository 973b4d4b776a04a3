import {
  ACADEMIC_SETTINGS_DEFAULTS,
  WEEK_DAYS,
  type ParentHome,
  type PortalAttendance,
  type PortalHome,
  type PortalTeacher,
} from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createTeacher, teacherOfSection } from '../helpers/people';
import { mintToken } from '../helpers/route-requests';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { weekdayName } from '../helpers/zone-days';
import { today } from '../teacher/teacher-places';
import { portalGet, portalSchool, takeRegister, type PortalSchool } from './portal-school';

/*
 * A child's (or student's) day and year as the portals show them, against what the registers
 * say, worked out here apart from the server: today's mark, not taken yet, or no school; the
 * year's days with marks and notes and the rate over them; and who teaches them.
 */
let t: TestApp;
let s: PortalSchool;

const daysAgo = (n: number) =>
  new Date(Date.parse(`${today()}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** What Asha's registers say: per day, her mark and note (present when unmarked). */
const ashaDays: { date: string; status: string; note: string | null }[] = [];

/** The counts and rate of a list of days, as the screens define them: present or late came. */
function expectedCounts(days: { status: string }[]) {
  const count = (status: string) => days.filter((d) => d.status === status).length;
  const came = count('present') + count('late');
  return {
    enrolled: days.length,
    present: count('present'),
    absent: count('absent'),
    late: count('late'),
    excused: count('excused'),
    rate: days.length === 0 ? null : Math.round((came / days.length) * 1000) / 10,
  };
}

async function ashaOn(date: string, status: string, note: string | null) {
  const marks = status === 'present' && note === null ? [] : [{ student_id: s.asha.id, status, note }];
  await takeRegister(t, s, s.five.a, date, [
    ...marks,
    { student_id: s.dev.id, status: 'absent', note: null },
  ]);
  ashaDays.push({ date, status, note });
}

beforeAll(async () => {
  t = await createTestApp();
  s = await portalSchool(t);
  await ashaOn(daysAgo(3), 'absent', 'Fever');
  await ashaOn(daysAgo(2), 'late', null);
  await ashaOn(daysAgo(1), 'present', null);
});
afterAll(() => t.close());

const home = () => portalGet<ParentHome>(t, s.father.token, `/api/parent/home?student_id=${s.asha.id}`);

describe("a child's home page", () => {
  it("says today's register is not taken yet, and counts the year's days as the marks do", async () => {
    const page = await home();
    expect(page.today).toEqual({ date: today(), state: 'not_taken', note: null });
    expect(page.attendance).toEqual(expectedCounts(ashaDays));
    expect(page.attendance.rate).toBe(66.7);
  });

  it("shows today's mark and note once the register is taken", async () => {
    await ashaOn(today(), 'excused', 'Doctor');
    const page = await home();
    expect(page.today).toEqual({ date: today(), state: 'excused', note: 'Doctor' });
    expect(page.attendance).toEqual(expectedCounts(ashaDays));
    // The student sees the same day and year on their own page.
    const own = await portalGet<PortalHome>(t, await mintToken(t.db, s.asha.userId), '/api/student/home');
    expect(own.today).toEqual(page.today);
    expect(own.attendance).toEqual(page.attendance);
    expect(own.child).toEqual(page.child);
  });

  it('says no school on a day that is not a working day', async () => {
    const res = await call(t.app, s.admin.token, {
      method: 'PUT',
      url: '/api/school/settings/academic',
      payload: {
        ...ACADEMIC_SETTINGS_DEFAULTS,
        working_days: WEEK_DAYS.filter((d) => d !== weekdayName(today())),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await home()).today).toEqual({ date: today(), state: 'no_school', note: null });
    await call(t.app, s.admin.token, {
      method: 'PUT',
      url: '/api/school/settings/academic',
      payload: { ...ACADEMIC_SETTINGS_DEFAULTS, working_days: [...WEEK_DAYS] },
    });
  });
});

describe("a child's attendance", () => {
  it("lists the year's days with each mark and note, oldest first, for the parent and the student", async () => {
    const year = await portalGet<PortalAttendance>(
      t,
      s.father.token,
      `/api/parent/children/${s.asha.id}/attendance`,
    );
    const sorted = [...ashaDays].sort((a, b) => a.date.localeCompare(b.date));
    expect(year.days).toEqual(sorted);
    expect(year.counts).toEqual(expectedCounts(ashaDays));
    const own = await portalGet<PortalAttendance>(
      t,
      await mintToken(t.db, s.asha.userId),
      '/api/student/attendance',
    );
    expect(own).toEqual(year);
    // A child whose section has taken no register has no days yet.
    const bala = await portalGet<PortalAttendance>(
      t,
      s.father.token,
      `/api/parent/children/${s.bala.id}/attendance`,
    );
    expect(bala.days).toEqual([]);
    expect(bala.counts.rate).toBeNull();
  });
});

describe("a child's teachers", () => {
  it('are the class teacher and the subject teachers of their class or section, not archived', async () => {
    const classTeacher = await teacherOfSection(t.db, s.admin.schoolId, {
      classId: s.five.id,
      sectionId: s.five.a,
    });
    // Of Five B only: not Asha's.
    await teacherOfSection(t.db, s.admin.schoolId, { classId: s.five.id, sectionId: s.five.b });
    const stamps = { school_id: s.admin.schoolId, created_at: isoNow(), updated_at: isoNow() };
    const wholeClass = await createTeacher(t.db, s.admin.schoolId, { user: { name: 'Zara Whole' } });
    const gone = await createTeacher(t.db, s.admin.schoolId, { user: { name: 'Yusuf Gone' } });
    const maths = await t.db
      .insertInto('subjects')
      .values({ ...stamps, name: 'Maths', code: null, description: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const teacher of [wholeClass.teacher.id, gone.teacher.id]) {
      await t.db
        .insertInto('teacher_subjects')
        .values({
          ...stamps,
          teacher_id: teacher,
          subject_id: maths.id,
          class_id: s.five.id,
          section_id: null,
        })
        .execute();
    }
    await t.db
      .updateTable('teachers')
      .set({ archived_at: isoNow() })
      .where('id', '=', gone.teacher.id)
      .execute();
    const { teachers } = await portalGet<{ teachers: PortalTeacher[] }>(
      t,
      s.father.token,
      `/api/parent/children/${s.asha.id}/teachers`,
    );
    expect(teachers).toEqual([
      {
        id: classTeacher.teacherId,
        name: classTeacher.name,
        email: expect.any(String),
        is_class_teacher: true,
        subjects: [{ id: classTeacher.subjectId, name: `Subject ${classTeacher.teacherId}` }],
      },
      {
        id: wholeClass.teacher.id,
        name: 'Zara Whole',
        email: wholeClass.user.email,
        is_class_teacher: false,
        subjects: [{ id: maths.id, name: 'Maths' }],
      },
    ]);
    const own = await portalGet<{ teachers: PortalTeacher[] }>(
      t,
      await mintToken(t.db, s.asha.userId),
      '/api/student/teachers',
    );
    expect(own.teachers).toEqual(teachers);
  });
});

describe('a student', () => {
  it('reads themselves only, and is refused once archived', async () => {
    const token = await mintToken(t.db, s.chitra.userId);
    const own = await portalGet<PortalHome>(t, token, '/api/student/home');
    expect(own.child).toMatchObject({
      id: s.chitra.id,
      name: 'Chitra Rao',
      section: { id: s.five.b, name: 'B' },
    });
    // The parents' portal is not theirs.
    expect(
      (await call(t.app, token, { method: 'GET', url: `/api/parent/children/${s.chitra.id}/attendance` }))
        .statusCode,
    ).toBe(403);
    await t.db.updateTable('students').set({ archived_at: isoNow() }).where('id', '=', s.chitra.id).execute();
    const res = await call(t.app, token, { method: 'GET', url: '/api/student/home' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your account has been archived by your school. Please contact the school.',
    );
    // Nor does their parent reach an archived child.
    await portalGet(t, s.mother.token, `/api/parent/children/${s.chitra.id}/attendance`, 404);
  });
});
