import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSection, createYear, currentYear, enrolledStudent } from '../helpers/academics';
import { createTeacher, teacherOfSection } from '../helpers/people';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { isoNow } from '../../src/lib/time';

/*
 * A school admin's classes: names unique in the school, a class anyone was enrolled in kept
 * (409), an empty one deleted with its sections; figures over the whole school's current year;
 * another school's classes 404 and never touched.
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

/** A teacher of the school teaching the class (a section of it, when given), and a subject there. */
async function teacherOf(
  schoolId: number,
  classId: number,
  options: { sectionId?: number; classTeacher?: boolean; name?: string; subjectId?: number } = {},
) {
  const { teacher } = await createTeacher(t.db, schoolId, { user: { name: options.name ?? 'Teacher' } });
  const now = isoNow();
  await t.db
    .insertInto('teacher_classes')
    .values({
      school_id: schoolId,
      teacher_id: teacher.id,
      class_id: classId,
      section_id: options.sectionId ?? null,
      is_class_teacher: options.classTeacher ?? false,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (options.subjectId) {
    await t.db
      .insertInto('teacher_subjects')
      .values({
        school_id: schoolId,
        teacher_id: teacher.id,
        subject_id: options.subjectId,
        class_id: classId,
        section_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return teacher;
}

describe('creating and editing classes', () => {
  it('creates a class, audited, with its counts, and finds it by name', async () => {
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', '/classes', { name: 'Grade 9 Blue', grade_level: 9 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Class created successfully!',
      data: { name: 'Grade 9 Blue', grade_level: 9, students_count: 0, teachers_count: 0, sections_count: 0 },
    });
    const [audit] = await auditsOfEvent(t.db, 'class_created', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });
    expect(audit!.properties).toMatchObject({ after: { name: 'Grade 9 Blue', grade_level: 9 } });
    const list = await as(a.token, 'GET', '/classes?search=9%20blu');
    expect(list.json().data.classes.map((c: { name: string }) => c.name)).toEqual(['Grade 9 Blue']);
    // The grade is optional.
    const free = await as(a.token, 'POST', '/classes', { name: 'Nursery' });
    expect(free.json().data).toMatchObject({ name: 'Nursery', grade_level: null });
  });

  it('refuses every bad grade and name, a taken name in any case, and changes nothing', async () => {
    await createClass(t.db, a.schoolId, { name: 'Taken Class' });
    await createClass(t.db, b.schoolId, { name: 'Their Class' });
    const state = await snapshot(t.db, tables);
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{}, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ name: 'taken class' }, 'name'],
      [{ name: 'Ok', grade_level: 0 }, 'grade_level'],
      [{ name: 'Ok', grade_level: 13 }, 'grade_level'],
      [{ name: 'Ok', grade_level: 2.5 }, 'grade_level'],
      [{ name: 'Ok', grade_level: '5' }, 'grade_level'],
      [{ name: 'Ok', grade_level: -1 }, 'grade_level'],
    ] as const) {
      const res = await as(a.token, 'POST', '/classes', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    const grade = await as(a.token, 'POST', '/classes', { name: 'Ok', grade_level: 13 });
    expect(grade.json().errors).toEqual({
      grade_level: ['Grade level must be a whole number from 1 to 12.'],
    });
    expect(await snapshot(t.db, tables)).toEqual(state);
    expect((await as(a.token, 'POST', '/classes', { name: 'Their Class' })).statusCode).toBe(201);
  });

  it('updates a class, audited with before and after, and refuses a taken name', async () => {
    const mine = await createClass(t.db, a.schoolId, { name: 'Edit Class', grade_level: 3 });
    const other = await createClass(t.db, a.schoolId, { name: 'Other Class' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'PUT', `/classes/${mine.id}`, { name: 'Edit Class', grade_level: 4 });
    expect(res.json()).toMatchObject({
      message: 'Class updated successfully!',
      data: { id: mine.id, grade_level: 4 },
    });
    const [audit] = await auditsOfEvent(t.db, 'class_updated', before);
    expect(audit!.properties).toMatchObject({ before: { grade_level: 3 }, after: { grade_level: 4 } });
    const state = await snapshot(t.db, tables);
    const clash = await as(a.token, 'PUT', `/classes/${mine.id}`, { name: other.name.toLowerCase() });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: ['Name has already been taken.'] });
    expect(await snapshot(t.db, tables)).toEqual(state);
  });
});

describe('lists and figures', () => {
  it('sorts by grade on the server, classes without a grade after grade 12, and pages with the total', async () => {
    const s = await schoolAdminSession(t.db);
    await createClass(t.db, s.schoolId, { name: 'No grade', grade_level: null });
    await createClass(t.db, s.schoolId, { name: 'Ten', grade_level: 10 });
    await createClass(t.db, s.schoolId, { name: 'Two', grade_level: 2 });
    const names = async (query: string) => {
      const listed = (await as(s.token, 'GET', `/classes?${query}`)).json().data.classes as {
        name: string;
      }[];
      return listed.map((row) => row.name);
    };
    expect(await names('')).toEqual(['Two', 'Ten', 'No grade']);
    // Descending reverses the whole order, as every list's sort does.
    expect(await names('direction=desc')).toEqual(['No grade', 'Ten', 'Two']);
    expect(await names('sort=name')).toEqual(['No grade', 'Ten', 'Two']);
    const page = (await as(s.token, 'GET', '/classes?per_page=2&page=2')).json().data;
    expect(page.pagination).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
    expect(page.classes.map((c: { name: string }) => c.name)).toEqual(['No grade']);
  });

  it('summary, analytics, students and teachers count the current year over the whole school', async () => {
    const s = await schoolAdminSession(t.db);
    const past = await createYear(t.db, s.schoolId);
    const year = await createYear(t.db, s.schoolId, { current: true });
    const five = await createClass(t.db, s.schoolId, { name: 'Five', grade_level: 5 });
    const six = await createClass(t.db, s.schoolId, { name: 'Six', grade_level: 6 });
    const open = await createClass(t.db, s.schoolId, { name: 'Open', grade_level: null });
    const red = await createSection(t.db, s.schoolId, five.id, { name: 'Red', capacity: 10 });
    const blue = await createSection(t.db, s.schoolId, five.id, { name: 'Blue' });
    const seat = (classId: number, sectionId?: number) =>
      enrolledStudent(t.db, s.schoolId, { yearId: year.id, classId, sectionId: sectionId ?? null });
    const asha = await seat(five.id, red.id);
    await t.db.updateTable('students').set({ gender: 'female' }).where('id', '=', asha.student.id).execute();
    await seat(five.id, red.id);
    await seat(five.id, blue.id);
    await seat(six.id);
    await seat(open.id);
    // Last year's enrolment is history.
    await enrolledStudent(t.db, s.schoolId, { yearId: past.id, classId: five.id });
    const subject = (await as(s.token, 'POST', '/subjects', { name: 'Maths', code: 'MAT' })).json().data
      .id as number;
    await teacherOf(s.schoolId, five.id, { name: 'Zed', classTeacher: true, subjectId: subject });
    await teacherOf(s.schoolId, five.id, { name: 'Amy', sectionId: red.id });
    await teacherOf(s.schoolId, six.id, { name: 'Bob' });
    // Five offers the subject (the link the Subjects screen makes), Six does not.
    await as(s.token, 'PUT', `/subjects/${subject}/teaching`, { classes: [{ class_id: five.id }] });

    const summary = (await as(s.token, 'GET', '/classes/summary')).json().data;
    expect(summary).toEqual({
      total_classes: 3,
      total_students: 5,
      total_teachers: 3,
      total_sections: 2,
      grade_distribution: [
        { grade_level: null, students: 1 },
        { grade_level: 5, students: 3 },
        { grade_level: 6, students: 1 },
      ],
    });
    const listed = (await as(s.token, 'GET', '/classes?per_page=1')).json().data.classes[0];
    expect(listed).toMatchObject({ name: 'Five', students_count: 3, teachers_count: 2, sections_count: 2 });

    const analytics = (await as(s.token, 'GET', `/classes/${five.id}/analytics`)).json().data;
    expect(analytics).toEqual({
      total_students: 3,
      total_teachers: 2,
      total_sections: 2,
      total_subjects: 1,
      section_distribution: expect.arrayContaining([
        { section_id: red.id, section_name: 'Red', student_count: 2, capacity: 10 },
        { section_id: blue.id, section_name: 'Blue', student_count: 1, capacity: null },
      ]),
      gender_distribution: { male: 2, female: 1, other: 0 },
      // No register taken yet (test/attendance/figures.test.ts takes some).
      attendance_rate: null,
    });
    expect(analytics.section_distribution).toHaveLength(2);

    const students = (await as(s.token, 'GET', `/classes/${five.id}/students?per_page=2`)).json().data;
    expect(students.pagination).toMatchObject({ total: 3, last_page: 2 });
    expect(students.students[0]).toMatchObject({ class_id: five.id, class_name: 'Five' });

    const teachers = (await as(s.token, 'GET', `/classes/${five.id}/teachers`)).json().data.teachers;
    expect(teachers).toMatchObject([
      { name: 'Amy', is_class_teacher: false, sections: ['Red'] },
      { name: 'Zed', is_class_teacher: true, sections: [] },
    ]);
  });

  it('without a current year, counts no students and lists none', async () => {
    const s = await schoolAdminSession(t.db);
    const schoolClass = await createClass(t.db, s.schoolId);
    expect((await as(s.token, 'GET', '/classes/summary')).json().data).toMatchObject({
      total_classes: 1,
      total_students: 0,
      grade_distribution: [],
    });
    const students = (await as(s.token, 'GET', `/classes/${schoolClass.id}/students`)).json().data;
    expect(students).toMatchObject({ students: [], pagination: { total: 0 } });
  });

  it("exports the school's filtered classes only, with sections, students, teachers and seats, audited", async () => {
    const year = await currentYear(t.db, a.schoolId);
    const eight = await createClass(t.db, a.schoolId, { name: 'Export Eight', grade_level: 8 });
    const big = await createSection(t.db, a.schoolId, eight.id, { capacity: 30 });
    await createSection(t.db, a.schoolId, eight.id, { capacity: 20 });
    await createSection(t.db, a.schoolId, eight.id);
    await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: eight.id, sectionId: big.id });
    await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: eight.id });
    await teacherOfSection(t.db, a.schoolId, { classId: eight.id, sectionId: big.id });
    await createClass(t.db, a.schoolId, { name: 'Export Empty', grade_level: null });
    await createClass(t.db, b.schoolId, { name: 'Export Nine' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'GET', '/classes/export?search=Export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'id',
      'name',
      'grade_level',
      'sections',
      'students',
      'teachers',
      'capacity',
      'created_at (Asia/Kolkata)',
    ]);
    // Seats are the sections' capacities summed; a class without a limited section has none.
    expect(rows.slice(1).map((r) => r.slice(1, 7))).toEqual([
      ['Export Eight', '8', '3', '2', '1', '50'],
      ['Export Empty', '', '0', '0', '0', ''],
    ]);
    expect((await auditsOfEvent(t.db, 'data_export', before))[0]).toMatchObject({ school_id: a.schoolId });
  });
});

describe('deleting', () => {
  it('refuses a class with enrolments of any year (409) and changes nothing', async () => {
    const year = await currentYear(t.db, a.schoolId);
    const busy = await createClass(t.db, a.schoolId, { name: 'Busy Class' });
    await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: busy.id });
    const past = await createYear(t.db, a.schoolId);
    const history = await createClass(t.db, a.schoolId, { name: 'History Class' });
    await enrolledStudent(t.db, a.schoolId, { yearId: past.id, classId: history.id });
    const state = await snapshot(t.db, tables);
    for (const schoolClass of [busy, history]) {
      const res = await as(a.token, 'DELETE', `/classes/${schoolClass.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Cannot delete class "${schoolClass.name}": students are enrolled in it. Move them to another class first.`,
      );
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it('deletes an empty class with its sections, audited with what it held', async () => {
    const empty = await createClass(t.db, a.schoolId, { name: 'Empty Class', grade_level: 2 });
    const north = await createSection(t.db, a.schoolId, empty.id, { name: 'North' });
    await createSection(t.db, a.schoolId, empty.id, { name: 'South' });
    const teacher = await teacherOfSection(t.db, a.schoolId, { classId: empty.id, sectionId: north.id });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'DELETE', `/classes/${empty.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Class deleted successfully!' });
    expect((await as(a.token, 'GET', `/classes/${empty.id}`)).statusCode).toBe(404);
    const sections = await t.db
      .selectFrom('sections')
      .select('id')
      .where('class_id', '=', empty.id)
      .execute();
    expect(sections).toEqual([]);
    const [audit] = await auditsOfEvent(t.db, 'class_deleted', before);
    expect(audit!.description).toContain(`ending the teaching of ${teacher.name} there`);
    expect(audit!.properties).toMatchObject({
      before: {
        id: empty.id,
        name: 'Empty Class',
        grade_level: 2,
        sections: [{ id: north.id, name: 'North', created_at: north.created_at }, { name: 'South' }],
        teaching: {
          classes: [{ teacher_id: teacher.teacherId, section_id: north.id, is_class_teacher: true }],
          subjects: [{ teacher_id: teacher.teacherId, subject_id: teacher.subjectId }],
        },
      },
    });
  });
});

describe('another school', () => {
  it('gets 404 for every call on a school A class, and nothing changes', async () => {
    const schoolClass = await createClass(t.db, a.schoolId, { name: 'Private Class' });
    const state = await snapshot(t.db, tables);
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PUT', '', { name: 'Hijack' }],
      ['DELETE', '', undefined],
      ['GET', '/students', undefined],
      ['GET', '/teachers', undefined],
      ['GET', '/analytics', undefined],
    ] as const) {
      const res = await as(b.token, method, `/classes/${schoolClass.id}${path}`, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Class not found.' });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    expect((await as(b.token, 'GET', '/classes?search=Private%20Class')).json().data.classes).toEqual([]);
  });
});

describe('permissions', () => {
  it('answers 403 on the next request once classes_delete is taken from school_admin', async () => {
    const schoolClass = await createClass(t.db, a.schoolId);
    await withoutPermission(t, 'classes_delete', async () => {
      const refused = await as(a.token, 'DELETE', `/classes/${schoolClass.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect((await as(a.token, 'GET', `/classes/${schoolClass.id}`)).statusCode).toBe(200);
    });
    expect((await as(a.token, 'DELETE', `/classes/${schoolClass.id}`)).statusCode).toBe(200);
  });
});
