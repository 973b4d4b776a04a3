import type { Selectable } from 'kysely';
import type { DB } from '../../src/db/connect';
import type { StudentsTable, TeachersTable, UserRow } from '../../src/db/database';
import { isoNow } from '../../src/lib/time';
import { createUser, type UserOverrides } from './factories';

/**
 * Students and teachers of a school, each with a user of its own (role student or teacher).
 * The school admin modules that create them through the API come later; the platform only
 * counts them and refuses to delete a school that has any.
 */
export async function createStudent(
  db: DB,
  schoolId: number,
  options: { status?: StudentsTable['status']; user?: UserOverrides } = {},
): Promise<{ user: UserRow & { password: string }; student: Selectable<StudentsTable> }> {
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
): Promise<{ user: UserRow & { password: string }; teacher: Selectable<TeachersTable> }> {
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
