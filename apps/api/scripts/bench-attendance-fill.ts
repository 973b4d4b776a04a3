/**
 * A school that takes attendance, for the bench's attendance cases (issue 26): `students`
 * students in sections of 40 with a class teacher each, and `days` school days of registers
 * before today, about one student in twenty absent and one in forty late each day (marks only
 * for them, as the API stores it). Today is left untaken: the save case takes it. Every two
 * students of a section are siblings with one parent (issue 27's portal cases), and the school has
 * a year of notices for every audience, some addressed to one class.
 */
import { WEEK_DAYS } from '@school/contract';
import type { DB } from '../src/db/connect';
import { addDays, localDate, weekdayOf } from '../src/lib/calendar';
import { AccessCache, platformTimeZone } from '../src/modules/access/access-cache';
import { inBatches, nextId, people } from './bench-school-fill';

const SECTION_SIZE = 40;
const CLASSES = 10;

export interface AttendanceSize {
  students: number;
  days: number;
}

/** Who and what the attendance cases ask for. */
export interface AttendanceSchool {
  adminEmail: string;
  teacherEmail: string;
  /** A parent of the first two students of the section below, and the first of them. */
  parentEmail: string;
  studentEmail: string;
  /** A section of 40 and its class; the class teacher above teaches it. */
  sectionId: number;
  classId: number;
  /** A student of that section, with a year of marks. */
  studentId: number;
  studentIds: number[];
  /** The school's first and last register dates. */
  firstDay: string;
  lastDay: string;
}

/** Notices of the bench school: a year's worth, for every audience, one in four to one class. */
const NOTICES = 400;
const AUDIENCES = ['everyone', 'parents', 'teachers', 'students'] as const;

const CODE = 'ATT001';

/** Today in the platform's timezone: the day a teacher takes. */
export async function benchToday(db: DB): Promise<string> {
  return localDate(new Date(), await platformTimeZone(new AccessCache(db)));
}

/** The filled school's cases, found again (a reused database is not refilled). */
export async function findAttendanceSchool(db: DB): Promise<AttendanceSchool> {
  const school = await db
    .selectFrom('schools')
    .select('id')
    .where('code', '=', CODE)
    .executeTakeFirstOrThrow();
  const section = await db
    .selectFrom('sections')
    .select(['id', 'class_id'])
    .where('school_id', '=', school.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const students = await db
    .selectFrom('enrollments')
    .select('student_id')
    .where('section_id', '=', section.id)
    .orderBy('student_id')
    .execute();
  const days = await db
    .selectFrom('attendance_registers')
    .select((eb) => [eb.fn.min('date').as('first'), eb.fn.max('date').as('last')])
    .where('school_id', '=', school.id)
    .executeTakeFirstOrThrow();
  return {
    adminEmail: 'attendance-admin0@greenfield.example.com',
    teacherEmail: 'attendance-teacher0@greenfield.example.com',
    // people() numbers each kind from 0 in order of students: student 0 and parent 0 are theirs.
    parentEmail: 'attendance-parent0@greenfield.example.com',
    studentEmail: 'attendance-student0@greenfield.example.com',
    sectionId: section.id,
    classId: section.class_id,
    studentId: students[0]!.student_id,
    studentIds: students.map((s) => s.student_id),
    firstDay: String(days.first),
    lastDay: String(days.last),
  };
}

export async function fillAttendance(
  db: DB,
  size: AttendanceSize,
  hash: string,
  today: string,
): Promise<void> {
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  const school = await db
    .insertInto('schools')
    .values({
      name: 'Riverside Attendance School',
      code: CODE,
      board: 'CBSE',
      email: null,
      phone: null,
      address_line1: null,
      address_line2: null,
      city: 'Pune',
      state: null,
      country: 'India',
      postal_code: null,
      website: null,
      establishment_year: null,
      affiliation_number: null,
      logo_path: null,
      active: true,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const schoolId = school.id;
  const adminUser = await people(db, 1, 'school_admin', 'attendance-admin', hash);
  await db
    .insertInto('school_admins')
    .values({
      school_id: schoolId,
      user_id: adminUser,
      designation: 'Principal',
      joining_date: today,
      ...stamps,
    })
    .execute();
  // Every day of the week a school day, so that the save case finds today one whatever the day.
  await db
    .insertInto('school_settings')
    .values({
      school_id: schoolId,
      section: 'academic',
      value: JSON.stringify({ working_days: [...WEEK_DAYS] }),
      updated_at: now,
    })
    .execute();

  // The school days: the `days` weekdays before today, oldest first, all in the current year.
  const dates: string[] = [];
  for (let d = addDays(today, -1); dates.length < size.days; d = addDays(d, -1)) {
    if (weekdayOf(d) !== 0 && weekdayOf(d) !== 6) dates.unshift(d);
  }
  const year = await db
    .insertInto('academic_years')
    .values({
      school_id: schoolId,
      name: 'Attendance year',
      start_date: addDays(dates[0]!, -7),
      end_date: addDays(today, 60),
      is_current: true,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const sectionCount = Math.ceil(size.students / SECTION_SIZE);
  const perClass = Math.ceil(sectionCount / CLASSES);
  const sections: { id: number; class_id: number }[] = [];
  for (let c = 0; c < CLASSES && sections.length < sectionCount; c++) {
    const schoolClass = await db
      .insertInto('classes')
      .values({ school_id: schoolId, name: `Grade ${c + 1}`, grade_level: c + 1, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let k = 0; k < perClass && sections.length < sectionCount; k++) {
      const section = await db
        .insertInto('sections')
        .values({
          school_id: schoolId,
          class_id: schoolClass.id,
          name: `S${k + 1}`,
          capacity: SECTION_SIZE,
          ...stamps,
        })
        .returning(['id', 'class_id'])
        .executeTakeFirstOrThrow();
      sections.push(section);
    }
  }

  // Student i sits in section floor(i / 40), roll number its place there.
  const firstStudentUser = await people(db, size.students, 'student', 'attendance-student', hash);
  const firstStudent = await nextId(db, 'students');
  await inBatches(
    db,
    size.students,
    (i) => ({
      school_id: schoolId,
      user_id: firstStudentUser + i,
      admission_no: `ATT-${String(i).padStart(5, '0')}`,
      roll_no: String((i % SECTION_SIZE) + 1),
      dob: '2014-06-01',
      gender: (['male', 'female', 'other'] as const)[i % 3]!,
      blood_group: null,
      admission_date: dates[0]!,
      status: 'active' as const,
      ...stamps,
    }),
    (trx, rows) => trx.insertInto('students').values(rows).execute(),
  );
  await inBatches(
    db,
    size.students,
    (i) => {
      const section = sections[Math.floor(i / SECTION_SIZE)]!;
      return {
        school_id: schoolId,
        student_id: firstStudent + i,
        academic_year_id: year.id,
        class_id: section.class_id,
        section_id: section.id,
        roll_no: String((i % SECTION_SIZE) + 1),
        ...stamps,
      };
    },
    (trx, rows) => trx.insertInto('enrollments').values(rows).execute(),
  );

  // A class teacher for each section.
  const firstTeacherUser = await people(db, sections.length, 'teacher', 'attendance-teacher', hash);
  const firstTeacher = await nextId(db, 'teachers');
  await inBatches(
    db,
    sections.length,
    (i) => ({
      school_id: schoolId,
      user_id: firstTeacherUser + i,
      employee_code: `ATT-T${String(i).padStart(4, '0')}`,
      qualification: null,
      specialization: null,
      date_of_joining: dates[0]!,
      gender: null,
      dob: null,
      ...stamps,
    }),
    (trx, rows) => trx.insertInto('teachers').values(rows).execute(),
  );
  await inBatches(
    db,
    sections.length,
    (i) => ({
      school_id: schoolId,
      teacher_id: firstTeacher + i,
      class_id: sections[i]!.class_id,
      section_id: sections[i]!.id,
      is_class_teacher: true,
      ...stamps,
    }),
    (trx, rows) => trx.insertInto('teacher_classes').values(rows).execute(),
  );

  // Who was absent or late: spread over students and days, about 5% and 2.5%.
  const statusOf = (student: number, day: number) => {
    const n = (student * 7919 + day * 104_729) % 40;
    return n < 2 ? ('absent' as const) : n === 2 ? ('late' as const) : null;
  };
  const registers = sections.length * dates.length;
  const firstRegister = await nextId(db, 'attendance_registers');
  const enrolledIn = (s: number) => Math.min(SECTION_SIZE, size.students - s * SECTION_SIZE);
  const countOf = (s: number, d: number, status: 'absent' | 'late') => {
    let n = 0;
    for (let k = 0; k < enrolledIn(s); k++) if (statusOf(s * SECTION_SIZE + k, d) === status) n++;
    return n;
  };
  // Register r is section r % sections, day floor(r / sections): a day's registers are together.
  await inBatches(
    db,
    registers,
    (r) => {
      const s = r % sections.length;
      const d = Math.floor(r / sections.length);
      const [absent, late] = [countOf(s, d, 'absent'), countOf(s, d, 'late')];
      return {
        school_id: schoolId,
        section_id: sections[s]!.id,
        class_id: sections[s]!.class_id,
        academic_year_id: year.id,
        date: dates[d]!,
        enrolled: enrolledIn(s),
        present: enrolledIn(s) - absent - late,
        absent,
        late,
        excused: 0,
        taken_by: firstTeacherUser + s,
        updated_by: firstTeacherUser + s,
        created_at: now,
        updated_at: now,
      };
    },
    (trx, rows) => trx.insertInto('attendance_registers').values(rows).execute(),
  );
  const marks: { r: number; student: number; status: 'absent' | 'late' }[] = [];
  for (let r = 0; r < registers; r++) {
    const s = r % sections.length;
    const d = Math.floor(r / sections.length);
    for (let k = 0; k < enrolledIn(s); k++) {
      const status = statusOf(s * SECTION_SIZE + k, d);
      if (status) marks.push({ r, student: s * SECTION_SIZE + k, status });
    }
  }
  await inBatches(
    db,
    marks.length,
    (m) => ({
      school_id: schoolId,
      register_id: firstRegister + marks[m]!.r,
      student_id: firstStudent + marks[m]!.student,
      date: dates[Math.floor(marks[m]!.r / sections.length)]!,
      status: marks[m]!.status,
      note: null,
    }),
    (trx, rows) => trx.insertInto('attendance_marks').values(rows).execute(),
  );

  // Parent p has students 2p and 2p + 1, siblings in one section (sections hold an even 40).
  const parentCount = Math.ceil(size.students / 2);
  const firstParentUser = await people(db, parentCount, 'parent', 'attendance-parent', hash);
  const firstParent = await nextId(db, 'parents');
  await inBatches(
    db,
    parentCount,
    (i) => ({
      school_id: schoolId,
      user_id: firstParentUser + i,
      relationship_type: (['father', 'mother'] as const)[i % 2]!,
      occupation: null,
      address_same_as_student: true,
      alt_phone: null,
      ...stamps,
    }),
    (trx, rows) => trx.insertInto('parents').values(rows).execute(),
  );
  await inBatches(
    db,
    size.students,
    (i) => ({
      school_id: schoolId,
      parent_id: firstParent + Math.floor(i / 2),
      student_id: firstStudent + i,
      is_primary: true,
      ...stamps,
    }),
    (trx, rows) => trx.insertInto('parent_student').values(rows).execute(),
  );
  // One notice a school day or so, over the year's days, the newest today.
  await inBatches(
    db,
    NOTICES,
    (i) => ({
      school_id: schoolId,
      title: `Notice ${i + 1}`,
      body: `What the school wants its ${AUDIENCES[i % AUDIENCES.length]} to know, number ${i + 1}.`,
      publish_date: i === NOTICES - 1 ? today : dates[Math.floor((i * dates.length) / NOTICES)]!,
      audience: AUDIENCES[i % AUDIENCES.length]!,
      class_id: i % 4 === 3 ? sections[i % sections.length]!.class_id : null,
      section_id: null,
      created_by: adminUser,
      ...stamps,
    }),
    (trx, rows) => trx.insertInto('notices').values(rows).execute(),
  );
}
