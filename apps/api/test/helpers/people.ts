import type { Selectable } from 'kysely';
import type { DB } from '../../src/db/connect';
import type { ParentRow, StudentsTable, TeachersTable } from '../../src/db/database';
import { isoNow } from '../../src/lib/time';
import { createUser, type FactoryUser, type UserOverrides } from './factories';

/**
 * Students and teachers of a school, each with a user of its own (role student or teacher).
 * The school admin modules that create them through the API come later; the platform only
 * counts them and refuses to delete a school that has any.
 */
export async function createStudent(
  db: DB,
  schoolId: number,
  options: { status?: StudentsTable['status']; user?: UserOverrides } = {},
): Promise<{ user: FactoryUser; student: Selectable<StudentsTable> }> {
  const user = await createUser(db, { roles: ['student'], ...options.user });
  const now = isoNow();
  const student = await db
    .insertInto('students')
    .values({
      school_id: schoolId,
      user_id: user.id,
      admission_no: `ADM-${user.id}`,
      roll_no: null,
      dob: null,
      gender: 'male',
      blood_group: null,
      admission_date: now.slice(0, 10),
      status: options.status ?? 'active',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, student };
}

export async function createTeacher(
  db: DB,
  schoolId: number,
  options: { user?: UserOverrides } = {},
): Promise<{ user: FactoryUser; teacher: Selectable<TeachersTable> }> {
  const user = await createUser(db, { roles: ['teacher'], ...options.user });
  const now = isoNow();
  const teacher = await db
    .insertInto('teachers')
    .values({
      school_id: schoolId,
      user_id: user.id,
      employee_code: `EMP-${user.id}`,
      qualification: null,
      specialization: null,
      date_of_joining: now.slice(0, 10),
      gender: null,
      dob: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, teacher };
}

/** A teacher who teaches a class's section as its class teacher and a new subject there. */
export async function teacherOfSection(
  db: DB,
  schoolId: number,
  place: { classId: number; sectionId: number },
): Promise<{ teacherId: number; name: string; subjectId: number }> {
  const { user, teacher } = await createTeacher(db, schoolId);
  const now = isoNow();
  const stamps = { school_id: schoolId, created_at: now, updated_at: now };
  const subject = await db
    .insertInto('subjects')
    .values({ ...stamps, name: `Subject ${teacher.id}`, code: null, description: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const at = { teacher_id: teacher.id, class_id: place.classId, section_id: place.sectionId };
  await db
    .insertInto('teacher_classes')
    .values({ ...stamps, ...at, is_class_teacher: true })
    .execute();
  await db
    .insertInto('teacher_subjects')
    .values({ ...stamps, ...at, subject_id: subject.id })
    .execute();
  return { teacherId: teacher.id, name: user.name, subjectId: subject.id };
}

/** A parent of the school (role parent) without an argon2 hash of their own, linked to `students`. */
export async function createParent(
  db: DB,
  schoolId: number,
  options: { relationship?: ParentRow['relationship_type']; students?: number[]; user?: UserOverrides } = {},
): Promise<{ user: FactoryUser; parent: ParentRow }> {
  const user = await createUser(db, { roles: ['parent'], ...options.user });
  return { user, parent: await parentRecordOf(db, schoolId, user.id, options) };
}

/**
 * A parent record at the school for an account that exists (a teacher who is also a parent, a
 * person of two schools), linked to these students.
 */
export async function parentRecordOf(
  db: DB,
  schoolId: number,
  userId: number,
  options: { relationship?: ParentRow['relationship_type']; students?: number[] } = {},
): Promise<ParentRow> {
  const now = isoNow();
  const stamps = { school_id: schoolId, created_at: now, updated_at: now };
  const parent = await db
    .insertInto('parents')
    .values({
      ...stamps,
      user_id: userId,
      relationship_type: options.relationship ?? 'father',
      occupation: null,
      address_same_as_student: true,
      alt_phone: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const student_id of options.students ?? []) {
    // At most one primary parent per student (migration 2026_11_29_0320): the first linked.
    const primary = await db
      .selectFrom('parent_student')
      .select('id')
      .where('student_id', '=', student_id)
      .where('is_primary', '=', true)
      .executeTakeFirst();
    await db
      .insertInto('parent_student')
      .values({ ...stamps, parent_id: parent.id, student_id, is_primary: primary === undefined })
      .execute();
  }
  return parent;
}
