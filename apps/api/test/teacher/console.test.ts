import type { SectionPupil, TeacherDashboard } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createClass, createSection, enrolledStudent } from '../helpers/academics';
import { createParent, teacherOfSection } from '../helpers/people';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { schoolOpenToday, teacherGet, teacherToken, today } from './teacher-places';

/*
 * The teacher's console as a client sees it: the dashboard's sections with today's register
 * taken or not (and its figures once saved), the school's newest notices, and a section's
 * students with how to reach their parents.
 */
let t: TestApp;
let a: SchoolAdminSession;
let token: string;
let section: { id: number; classId: number };
let otherSection: number;
let students: { id: number; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  a = await schoolAdminSession(t.db);
  const year = await schoolOpenToday(t, a);
  const schoolClass = await createClass(t.db, a.schoolId, { name: 'Four' });
  section = {
    id: (await createSection(t.db, a.schoolId, schoolClass.id, { name: 'A' })).id,
    classId: schoolClass.id,
  };
  otherSection = (await createSection(t.db, a.schoolId, schoolClass.id, { name: 'B' })).id;
  students = [];
  for (const [roll, name] of [
    ['2', 'Bela Rao'],
    ['1', 'Arun Das'],
    ['3', 'Chitra Iyer'],
  ] as const) {
    const { student, user } = await enrolledStudent(
      t.db,
      a.schoolId,
      { yearId: year.id, classId: schoolClass.id, sectionId: section.id },
      { user: { name } },
    );
    await t.db
      .updateTable('enrollments')
      .set({ roll_no: roll })
      .where('student_id', '=', student.id)
      .execute();
    students.push({ id: student.id, name: user.name });
  }
  const { teacherId } = await teacherOfSection(t.db, a.schoolId, {
    classId: schoolClass.id,
    sectionId: section.id,
  });
  await t.db
    .insertInto('teacher_classes')
    .values({
      school_id: a.schoolId,
      teacher_id: teacherId,
      class_id: schoolClass.id,
      section_id: otherSection,
      is_class_teacher: false,
      created_at: isoNow(),
      updated_at: isoNow(),
    })
    .execute();
  token = await teacherToken(t, teacherId);
});
afterAll(() => t.close());

const dashboard = () => teacherGet<TeacherDashboard>(t, token, '/dashboard');

describe('the dashboard', () => {
  it("shows today, a school day, and each section's register not taken yet", async () => {
    const board = await dashboard();
    expect(board.date).toBe(today());
    expect(board.school_day).toBe(true);
    expect(board.sections.map((s) => [s.section_name, s.taken, s.taken_at, s.students_count])).toEqual([
      ['A', false, null, 3],
      ['B', false, null, 0],
    ]);
    expect(board.sections[0]!.counts).toEqual({
      enrolled: 0,
      present: 0,
      absent: 0,
      late: 0,
      excused: 0,
      rate: null,
    });
  });

  it('shows a register taken once it is saved, with its figures, and the other section still to take', async () => {
    const [bela, arun] = students;
    const saved = await call(t.app, token, {
      method: 'PUT',
      url: `/api/teacher/sections/${section.id}/attendance/${today()}`,
      payload: {
        marks: [
          { student_id: bela!.id, status: 'absent', note: null },
          { student_id: arun!.id, status: 'late', note: 'Bus' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const board = await dashboard();
    const [four, other] = board.sections;
    expect(four).toMatchObject({ section_id: section.id, taken: true, taken_at: saved.json().data.taken_at });
    expect(Date.parse(four!.taken_at!)).toBeGreaterThan(Date.now() - 60_000);
    // One absent of three, one late (who came): two of three came.
    expect(four!.counts).toEqual({ enrolled: 3, present: 1, absent: 1, late: 1, excused: 0, rate: 66.7 });
    expect(other).toMatchObject({ section_id: otherSection, taken: false, taken_at: null });
  });

  it("holds the school's five newest notices published by today, newest first", async () => {
    const now = isoNow();
    const notice = (title: string, publish_date: string) => ({
      school_id: a.schoolId,
      title,
      body: `About ${title}`,
      publish_date,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    await t.db
      .insertInto('notices')
      .values([
        notice('Sports day', '2026-01-10'),
        notice('Exams', '2026-01-12'),
        notice('Holiday', '2026-01-11'),
        notice('Fees', '2026-01-09'),
        notice('Trip', '2026-01-13'),
        notice('Oldest', '2026-01-01'),
        notice('Next year', '2999-01-01'),
      ])
      .execute();
    const other = await schoolAdminSession(t.db);
    await t.db
      .insertInto('notices')
      .values({ ...notice('Elsewhere', '2026-01-14'), school_id: other.schoolId })
      .execute();
    const { notices } = await dashboard();
    expect(notices.map((n) => [n.title, n.publish_date])).toEqual([
      ['Trip', '2026-01-13'],
      ['Exams', '2026-01-12'],
      ['Holiday', '2026-01-11'],
      ['Sports day', '2026-01-10'],
      ['Fees', '2026-01-09'],
    ]);
    expect(notices[0]!.body).toBe('About Trip');
  });

  it('says when today is not a school day: the working days leave it out', async () => {
    const res = await call(t.app, a.token, { method: 'GET', url: '/api/school/settings/academic' });
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][
      new Date(`${today()}T12:00:00Z`).getUTCDay()
    ];
    const academic = res.json().data as { working_days: string[] };
    const put = await call(t.app, a.token, {
      method: 'PUT',
      url: '/api/school/settings/academic',
      payload: { ...academic, working_days: academic.working_days.filter((d) => d !== weekday) },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      expect((await dashboard()).school_day).toBe(false);
    } finally {
      await call(t.app, a.token, { method: 'PUT', url: '/api/school/settings/academic', payload: academic });
    }
  });
});

describe("a section's students", () => {
  it('are listed by roll number with admission number, photo and parents', async () => {
    const [bela, arun, chitra] = students;
    await t.db
      .updateTable('users')
      .set({ profile_picture: 'profiles/arun.png' })
      .where('name', '=', 'Arun Das')
      .execute();
    await createParent(t.db, a.schoolId, {
      relationship: 'mother',
      students: [arun!.id, bela!.id],
      user: { name: 'Meera Das', phone: '+91 98000 00001' },
    });
    await createParent(t.db, a.schoolId, {
      relationship: 'father',
      students: [arun!.id],
      user: { name: 'Anil Das', phone: null },
    });
    const list = await teacherGet<{ students: SectionPupil[] }>(t, token, `/sections/${section.id}/students`);
    const admission = async (id: number) =>
      (
        await t.db
          .selectFrom('students')
          .select('admission_no')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).admission_no;
    expect(list.students).toEqual([
      {
        student_id: arun!.id,
        name: 'Arun Das',
        admission_no: await admission(arun!.id),
        roll_no: '1',
        photo_url: '/storage/profiles/arun.png',
        parents: [
          // The first linked is the primary parent, listed first.
          {
            id: expect.any(Number),
            name: 'Meera Das',
            phone: '+91 98000 00001',
            relationship_type: 'mother',
          },
          { id: expect.any(Number), name: 'Anil Das', phone: null, relationship_type: 'father' },
        ],
      },
      {
        student_id: bela!.id,
        name: 'Bela Rao',
        admission_no: await admission(bela!.id),
        roll_no: '2',
        photo_url: null,
        parents: [
          {
            id: expect.any(Number),
            name: 'Meera Das',
            phone: '+91 98000 00001',
            relationship_type: 'mother',
          },
        ],
      },
      {
        student_id: chitra!.id,
        name: 'Chitra Iyer',
        admission_no: await admission(chitra!.id),
        roll_no: '3',
        photo_url: null,
        parents: [],
      },
    ]);
  });

  it('leave out a student no longer active', async () => {
    const [, , chitra] = students;
    await t.db.updateTable('students').set({ status: 'inactive' }).where('id', '=', chitra!.id).execute();
    const list = await teacherGet<{ students: SectionPupil[] }>(t, token, `/sections/${section.id}/students`);
    expect(list.students.map((s) => s.name)).toEqual(['Arun Das', 'Bela Rao']);
  });
});
