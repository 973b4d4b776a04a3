import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSection, createYear, currentYear, enrolledStudent } from '../helpers/academics';
import { createStudent, teacherOfSection } from '../helpers/people';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Sections of a school admin's classes: capacity kept when students are assigned, all or none;
 * ids in a body that are not the school's are 422, another school's sections 404; nothing a
 * refused call touches changes.
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

/** A class of school A with a current year and one section of `capacity` seats. */
async function classroom(capacity: number | null) {
  const year = await currentYear(t.db, a.schoolId);
  const schoolClass = await createClass(t.db, a.schoolId);
  const section = await createSection(t.db, a.schoolId, schoolClass.id, { capacity });
  return { year, schoolClass, section };
}

const seated = async (sectionId: number) =>
  Number(
    (
      await t.db
        .selectFrom('enrollments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('section_id', '=', sectionId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('creating and editing sections', () => {
  it("creates a section of one of the school's classes, audited, and lists it with its class", async () => {
    const schoolClass = await createClass(t.db, a.schoolId, { name: 'Grade 7' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', '/sections', { class_id: schoolClass.id, name: 'A', capacity: 30 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Section created successfully!',
      data: { class_id: schoolClass.id, class_name: 'Grade 7', name: 'A', capacity: 30, students_count: 0 },
    });
    const [audit] = await auditsOfEvent(t.db, 'section_created', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });

    const list = await as(a.token, 'GET', `/sections?class_id=${schoolClass.id}`);
    expect(list.json().data.sections.map((s: { name: string }) => s.name)).toEqual(['A']);
    expect(list.json().data.pagination.total).toBe(1);
  });

  it('refuses a class of another school (422) and a name taken in the class, ignoring case', async () => {
    const theirs = await createClass(t.db, b.schoolId);
    const mine = await createClass(t.db, a.schoolId);
    await createSection(t.db, a.schoolId, mine.id, { name: 'Rose' });
    const state = await snapshot(t.db, tables);
    const foreign = await as(a.token, 'POST', '/sections', { class_id: theirs.id, name: 'X' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ class_id: ['The selected class is invalid.'] });
    const taken = await as(a.token, 'POST', '/sections', { class_id: mine.id, name: 'ROSE' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['Name has already been taken in this class.'] });
    for (const capacity of [0, -1, 2.5, '10']) {
      const bad = await as(a.token, 'POST', '/sections', { class_id: mine.id, name: 'Lily', capacity });
      expect(bad.statusCode, `capacity ${String(capacity)}`).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['capacity']);
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    // The same name in another class is another section.
    const other = await createClass(t.db, a.schoolId);
    expect((await as(a.token, 'POST', '/sections', { class_id: other.id, name: 'Rose' })).statusCode).toBe(
      201,
    );
  });

  it('keeps the class on edit, clears the limit with null, and refuses a limit below the seated', async () => {
    const { year, schoolClass, section } = await classroom(5);
    for (let i = 0; i < 3; i++) {
      await enrolledStudent(t.db, a.schoolId, {
        yearId: year.id,
        classId: schoolClass.id,
        sectionId: section.id,
      });
    }
    const state = await snapshot(t.db, tables);
    const below = await as(a.token, 'PUT', `/sections/${section.id}`, { name: section.name, capacity: 2 });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.capacity[0]).toMatch(/3 students/);
    expect(await snapshot(t.db, tables)).toEqual(state);

    const open = await as(a.token, 'PUT', `/sections/${section.id}`, {
      name: 'B2',
      capacity: null,
      class_id: 999,
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({
      name: 'B2',
      capacity: null,
      class_id: schoolClass.id,
      students_count: 3,
    });
  });
});

describe('assigning students', () => {
  it('assigns up to the seats left, and past them answers 422 with the seats left, assigning none', async () => {
    const { year, schoolClass, section } = await classroom(3);
    await enrolledStudent(t.db, a.schoolId, {
      yearId: year.id,
      classId: schoolClass.id,
      sectionId: section.id,
    });
    const waiting: number[] = [];
    for (let i = 0; i < 3; i++) {
      waiting.push(
        (await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: schoolClass.id })).student.id,
      );
    }
    const state = await snapshot(t.db, tables);
    const tooMany = await as(a.token, 'POST', `/sections/${section.id}/assign-students`, {
      student_ids: waiting,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.student_ids).toEqual([
      `Only 2 seats are left in section ${section.name}; 3 students were selected.`,
    ]);
    expect(await snapshot(t.db, tables)).toEqual(state);

    const before = await lastAuditId(t.db);
    const fits = await as(a.token, 'POST', `/sections/${section.id}/assign-students`, {
      student_ids: waiting.slice(0, 2),
      roll_numbers: { [waiting[0]!]: '07' },
    });
    expect(fits.statusCode).toBe(200);
    expect(fits.json()).toMatchObject({
      message: 'Students assigned successfully!',
      data: { students_count: 3 },
    });
    expect(await seated(section.id)).toBe(3);
    const [assigned, ...more] = await auditsOfEvent(t.db, 'students_assigned_to_section', before);
    expect(more).toEqual([]);
    // Each student's section and roll number, as they were and as they are.
    const [first, second] = waiting as [number, number];
    expect(assigned!.properties).toMatchObject({
      section_id: section.id,
      before: {
        students: [
          { student_id: first, section_id: null, roll_no: null },
          { student_id: second, section_id: null, roll_no: null },
        ],
      },
      after: {
        students: [
          { student_id: first, section_id: section.id, roll_no: '07' },
          { student_id: second, section_id: section.id, roll_no: null },
        ],
      },
    });

    const roster = await as(a.token, 'GET', `/sections/${section.id}/students`);
    expect(roster.json().data.pagination.total).toBe(3);
    expect(roster.json().data.students.find((s: { id: number }) => s.id === waiting[0])).toMatchObject({
      roll_no: '07',
      section_id: section.id,
      class_name: schoolClass.name,
    });
    // Assigning those already seated takes no seat.
    expect(
      (
        await as(a.token, 'POST', `/sections/${section.id}/assign-students`, {
          student_ids: waiting.slice(0, 2),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("refuses students that are another school's, inactive, of another class or not enrolled; changes nothing", async () => {
    const { year, schoolClass, section } = await classroom(null);
    const otherClass = await createClass(t.db, a.schoolId);
    const theirs = (await createStudent(t.db, b.schoolId)).student.id;
    const inactive = (
      await enrolledStudent(
        t.db,
        a.schoolId,
        { yearId: year.id, classId: schoolClass.id },
        { status: 'inactive' },
      )
    ).student.id;
    const elsewhere = (await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: otherClass.id }))
      .student.id;
    const unenrolled = (await createStudent(t.db, a.schoolId)).student.id;
    const good = (await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: schoolClass.id }))
      .student.id;
    const otherYear = await createYear(t.db, b.schoolId);
    const state = await snapshot(t.db, tables);
    for (const [bad, message] of [
      [theirs, /invalid/],
      [inactive, /not an active student/],
      [elsewhere, /not in class/],
      [unenrolled, /not enrolled in/],
    ] as const) {
      const res = await as(a.token, 'POST', `/sections/${section.id}/assign-students`, {
        student_ids: [good, bad],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.student_ids.join(' ')).toMatch(message);
    }
    const foreignYear = await as(a.token, 'POST', `/sections/${section.id}/assign-students`, {
      student_ids: [good],
      academic_year_id: otherYear.id,
    });
    expect(foreignYear.statusCode).toBe(422);
    expect(Object.keys(foreignYear.json().errors)).toEqual(['academic_year_id']);
    for (const body of [{}, { student_ids: [] }, { student_ids: ['x'] }, { student_ids: [0] }]) {
      expect((await as(a.token, 'POST', `/sections/${section.id}/assign-students`, body)).statusCode).toBe(
        422,
      );
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it('answers 422 when no year is current', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const schoolClass = await createClass(t.db, schoolId);
    const section = await createSection(t.db, schoolId, schoolClass.id);
    const student = (await createStudent(t.db, schoolId)).student.id;
    const res = await as(token, 'POST', `/sections/${section.id}/assign-students`, {
      student_ids: [student],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.academic_year_id[0]).toMatch(/No academic year is current/);
  });

  it('never seats more than the capacity when assignments race', async () => {
    const { year, schoolClass, section } = await classroom(3);
    const groups: number[][] = [];
    for (let g = 0; g < 4; g++) {
      const group = [];
      for (let i = 0; i < 2; i++) {
        group.push(
          (await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: schoolClass.id })).student.id,
        );
      }
      groups.push(group);
    }
    const answers = await Promise.all(
      groups.map((ids) =>
        as(a.token, 'POST', `/sections/${section.id}/assign-students`, { student_ids: ids }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(await seated(section.id)).toBe(2);
  });
});

describe('figures', () => {
  it('summary and analytics count the current year over every section, not a page', async () => {
    const { token, schoolId: school } = await schoolAdminSession(t.db);
    const past = await createYear(t.db, school);
    const year = await createYear(t.db, school, { current: true });
    const schoolClass = await createClass(t.db, school);
    const small = await createSection(t.db, school, schoolClass.id, { capacity: 4 });
    const open = await createSection(t.db, school, schoolClass.id, { capacity: null });
    await enrolledStudent(t.db, school, { yearId: year.id, classId: schoolClass.id, sectionId: small.id });
    await enrolledStudent(
      t.db,
      school,
      { yearId: year.id, classId: schoolClass.id, sectionId: small.id },
      { user: { name: 'Asha' } },
    );
    await t.db.updateTable('students').set({ gender: 'female' }).where('school_id', '=', school).execute();
    await enrolledStudent(t.db, school, { yearId: year.id, classId: schoolClass.id, sectionId: open.id });
    // Last year's enrolment is history, not a seat now.
    await enrolledStudent(t.db, school, { yearId: past.id, classId: schoolClass.id, sectionId: small.id });

    const summary = await as(token, 'GET', '/sections/summary?per_page=1');
    expect(summary.json().data).toEqual({
      total_sections: 2,
      total_students: 3,
      total_capacity: 4,
      average_utilization: 50,
    });
    const analytics = await as(token, 'GET', `/sections/${small.id}/analytics`);
    expect(analytics.json().data).toEqual({
      total_students: 2,
      capacity: 4,
      capacity_utilization: 50,
      attendance_rate: null,
      gender_distribution: { male: 0, female: 2, other: 0 },
    });
    const page = await as(token, 'GET', '/sections?per_page=1&sort=capacity');
    expect(page.json().data.pagination).toMatchObject({ total: 2, last_page: 2 });
    expect(page.json().data.sections[0]).toMatchObject({ id: small.id, students_count: 2 });
  });

  it('exports the filtered sections of the school only, audited', async () => {
    const mine = await createClass(t.db, a.schoolId, { name: 'Export class' });
    const e1 = await createSection(t.db, a.schoolId, mine.id, { name: 'E1', capacity: 12 });
    await createSection(t.db, a.schoolId, mine.id, { name: 'E3' });
    const year = await currentYear(t.db, a.schoolId);
    for (let i = 0; i < 2; i++) {
      await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: mine.id, sectionId: e1.id });
    }
    const theirs = await createClass(t.db, b.schoolId, { name: 'Export class' });
    await createSection(t.db, b.schoolId, theirs.id, { name: 'E2' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'GET', `/sections/export?class_id=${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'id',
      'class',
      'name',
      'capacity',
      'students',
      'seats_left',
      'created_at (Asia/Kolkata)',
    ]);
    // A section without a capacity has no limit, so no count of seats left.
    expect(rows.slice(1).map((r) => r.slice(1, 6))).toEqual([
      ['Export class', 'E1', '12', '2', '10'],
      ['Export class', 'E3', '', '0', ''],
    ]);
    expect((await auditsOfEvent(t.db, 'data_export', before))[0]).toMatchObject({ school_id: a.schoolId });
  });
});

describe('deleting', () => {
  it('refuses a section with students (409) and deletes an empty one, audited with what it held', async () => {
    const { year, schoolClass, section } = await classroom(10);
    await enrolledStudent(t.db, a.schoolId, {
      yearId: year.id,
      classId: schoolClass.id,
      sectionId: section.id,
    });
    const state = await snapshot(t.db, tables);
    const busy = await as(a.token, 'DELETE', `/sections/${section.id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/students are assigned to it/);
    expect(await snapshot(t.db, tables)).toEqual(state);

    const empty = await createSection(t.db, a.schoolId, schoolClass.id, { name: 'Empty', capacity: 9 });
    const teacher = await teacherOfSection(t.db, a.schoolId, {
      classId: schoolClass.id,
      sectionId: empty.id,
    });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'DELETE', `/sections/${empty.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Section deleted successfully!' });
    expect(
      await t.db.selectFrom('sections').select('id').where('id', '=', empty.id).executeTakeFirst(),
    ).toBeUndefined();
    // The teaching there went with the section; the audit entry names it.
    const left = await t.db
      .selectFrom('teacher_classes')
      .select('id')
      .where('teacher_id', '=', teacher.teacherId)
      .execute();
    expect(left).toEqual([]);
    const [audit] = await auditsOfEvent(t.db, 'section_deleted', before);
    expect(audit!.description).toContain(`ending the teaching of ${teacher.name} there`);
    expect(audit!.properties).toMatchObject({
      before: {
        id: empty.id,
        name: 'Empty',
        capacity: 9,
        teaching: {
          classes: [
            {
              teacher_id: teacher.teacherId,
              teacher_name: teacher.name,
              class_id: schoolClass.id,
              section_id: empty.id,
              is_class_teacher: true,
            },
          ],
          subjects: [
            {
              teacher_id: teacher.teacherId,
              subject_id: teacher.subjectId,
              class_id: schoolClass.id,
              section_id: empty.id,
            },
          ],
        },
      },
    });
  });
});

describe('another school', () => {
  it('gets 404 for every call on a school A section, and nothing changes', async () => {
    const { year, schoolClass, section } = await classroom(10);
    const student = (await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: schoolClass.id }))
      .student.id;
    const state = await snapshot(t.db, tables);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PUT', '', { name: 'Taken', capacity: 1 }],
      ['DELETE', '', undefined],
      ['GET', '/students', undefined],
      ['GET', '/analytics', undefined],
      ['POST', '/assign-students', { student_ids: [student] }],
    ] as const) {
      const res = await as(b.token, method, `/sections/${section.id}${path}`, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Section not found.' });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    const list = await as(b.token, 'GET', '/sections?per_page=100');
    expect(list.json().data.sections.some((s: { id: number }) => s.id === section.id)).toBe(false);
  });
});

describe('permissions', () => {
  it('answers 403 on the next request once sections_create is taken from school_admin', async () => {
    const schoolClass = await createClass(t.db, a.schoolId);
    await withoutPermission(t, 'sections_create', async () => {
      const refused = await as(a.token, 'POST', '/sections', { class_id: schoolClass.id, name: 'Nope' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      // What it still holds still works.
      expect((await as(a.token, 'GET', '/sections')).statusCode).toBe(200);
    });
    expect(
      (await as(a.token, 'POST', '/sections', { class_id: schoolClass.id, name: 'Yes' })).statusCode,
    ).toBe(201);
  });
});
