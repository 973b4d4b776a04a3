import { WEEK_DAYS, type AttendanceRegister } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../src/lib/calendar';
import { platformTimeZone } from '../../src/modules/access/access-cache';
import { createClass, createSection, createYear, enrolledStudent } from '../helpers/academics';
import { teacherOfSection } from '../helpers/people';
import { mintToken } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A teacher corrects a day's register until the school's cut-off (the academic settings'
 * attendance_correction_days: 0 is the end of that day); after it only the school administrator
 * can. Both are audited with what the register held before and after.
 */
let t: TestApp;
let admin: SchoolAdminSession;
let teacherToken: string;
let sectionId: number;
let studentIds: number[];
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await schoolAdminSession(t.db);
  today = localDate(new Date(), await platformTimeZone(t.app.access));
  const year = await createYear(t.db, admin.schoolId, {
    current: true,
    start_date: addDays(today, -100),
    end_date: addDays(today, 100),
  });
  const schoolClass = await createClass(t.db, admin.schoolId);
  sectionId = (await createSection(t.db, admin.schoolId, schoolClass.id)).id;
  const place = { yearId: year.id, classId: schoolClass.id, sectionId };
  studentIds = [];
  for (let i = 0; i < 3; i++)
    studentIds.push((await enrolledStudent(t.db, admin.schoolId, place)).student.id);
  const { teacherId } = await teacherOfSection(t.db, admin.schoolId, { classId: schoolClass.id, sectionId });
  const teacher = await t.db
    .selectFrom('teachers')
    .select('user_id')
    .where('id', '=', teacherId)
    .executeTakeFirstOrThrow();
  teacherToken = await mintToken(t.db, teacher.user_id);
  await setCorrectionDays(0);
});
afterAll(() => t.close());

/** The academic settings with every day a working day (a run on a Sunday still has a school day). */
async function setCorrectionDays(days: number) {
  const current = await call(t.app, admin.token, { method: 'GET', url: '/api/school/settings/academic' });
  expect(current.statusCode, current.body).toBe(200);
  const res = await call(t.app, admin.token, {
    method: 'PUT',
    url: '/api/school/settings/academic',
    payload: { ...current.json().data, working_days: [...WEEK_DAYS], attendance_correction_days: days },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const save = (token: string, scope: 'teacher' | 'school', date: string, absent: number[]) =>
  call(t.app, token, {
    method: 'PUT',
    url: `/api/${scope}/sections/${sectionId}/attendance/${date}`,
    payload: { marks: absent.map((student_id) => ({ student_id, status: 'absent', note: null })) },
  });

const read = async (token: string, scope: 'teacher' | 'school', date: string) => {
  const res = await call(t.app, token, {
    method: 'GET',
    url: `/api/${scope}/sections/${sectionId}/attendance/${date}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AttendanceRegister;
};

describe('the cut-off for teachers', () => {
  it("lets the teacher take and correct today's register, audited before and after", async () => {
    const first = await save(teacherToken, 'teacher', today, [studentIds[0]!]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await save(teacherToken, 'teacher', today, [studentIds[1]!]);
    expect(second.statusCode, second.body).toBe(200);
    const register = second.json().data as AttendanceRegister;
    expect(register.editable).toBe(true);
    expect(register.counts).toMatchObject({ enrolled: 3, present: 2, absent: 1 });
    expect(register.students.filter((s) => s.status === 'absent').map((s) => s.student_id)).toEqual([
      studentIds[1],
    ]);
    const corrected = (await auditsOfEvent(t.db, 'attendance_corrected')).at(-1);
    expect(corrected?.properties).toMatchObject({
      section_id: sectionId,
      date: today,
      before: { marks: [{ student_id: studentIds[0], status: 'absent' }] },
      after: { marks: [{ student_id: studentIds[1], status: 'absent' }] },
    });
  });

  it('refuses a teacher past the cut-off (403, nothing changed) and lets the administrator correct it', async () => {
    const yesterday = addDays(today, -1);
    await setCorrectionDays(1);
    expect((await save(teacherToken, 'teacher', yesterday, [studentIds[2]!])).statusCode).toBe(200);
    await setCorrectionDays(0);

    const refused = await save(teacherToken, 'teacher', yesterday, []);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toMatch(/administrator/);
    const kept = await read(teacherToken, 'teacher', yesterday);
    expect(kept.editable).toBe(false);
    expect(kept.counts.absent).toBe(1);

    const corrected = await save(admin.token, 'school', yesterday, []);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((corrected.json().data as AttendanceRegister).counts).toMatchObject({ absent: 0, present: 3 });
    const entry = (await auditsOfEvent(t.db, 'attendance_corrected')).at(-1);
    expect(entry).toMatchObject({ user_id: admin.userId, school_id: admin.schoolId });
    expect(entry?.properties).toMatchObject({
      date: yesterday,
      before: { counts: { absent: 1 } },
      after: { counts: { absent: 0 }, marks: [] },
    });
  });

  it('tells a reader of the registers without attendance_update that they cannot change one', async () => {
    await withoutPermission(t, 'attendance_update', async () => {
      expect((await read(admin.token, 'school', today)).editable).toBe(false);
      expect((await save(admin.token, 'school', today, [])).statusCode).toBe(403);
    });
    expect((await read(admin.token, 'school', today)).editable).toBe(true);
  });

  it('moves the cut-off with the school setting', async () => {
    const twoDaysAgo = addDays(today, -2);
    await setCorrectionDays(2);
    const register = await read(teacherToken, 'teacher', twoDaysAgo);
    expect(register.editable).toBe(true);
    expect((await save(teacherToken, 'teacher', twoDaysAgo, [])).statusCode).toBe(200);
    await setCorrectionDays(1);
    expect((await save(teacherToken, 'teacher', twoDaysAgo, [])).statusCode).toBe(403);
    await setCorrectionDays(0);
  });

  it('keeps the mark of a student who left the section since, when the day is corrected', async () => {
    const [stays, , leaves] = studentIds as [number, number, number];
    expect((await save(admin.token, 'school', today, [leaves])).statusCode).toBe(200);
    const status = (value: 'active' | 'inactive') =>
      t.db.updateTable('students').set({ status: value }).where('id', '=', leaves).execute();
    await status('inactive');
    try {
      const corrected = await save(admin.token, 'school', today, [stays]);
      expect(corrected.statusCode, corrected.body).toBe(200);
      const register = corrected.json().data as AttendanceRegister;
      expect(register.students.map((s) => s.student_id)).not.toContain(leaves);
      expect(register.counts).toMatchObject({ enrolled: 3, present: 1, absent: 2 });
      const year = await call(t.app, admin.token, {
        method: 'GET',
        url: `/api/school/students/${leaves}/attendance`,
      });
      expect(year.json().data.days).toContainEqual({ date: today, status: 'absent', note: null });
    } finally {
      await status('active');
    }
  });
});
