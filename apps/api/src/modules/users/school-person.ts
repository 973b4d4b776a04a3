import { fieldMessage, isSchoolPersonRole, type FieldErrors, type Gender } from '@school/contract';
import type { DB } from '../../db/connect';
import { conflict, invalid } from '../../lib/app-error';
import { isoNow } from '../../lib/time';
import { findSchool } from '../schools/schools.repository';
import { admissionNoTaken, insertStudent } from '../students/students.repository';
import { employeeCodeTaken, insertTeacher } from '../teachers/teachers.repository';
import { say } from '../../lib/i18n';

/*
 * A teacher, student or parent is a person of one school: the school's Teachers, Students and
 * Parents screens list them and its counts include them. A user the superadmin makes with one of
 * those roles is therefore made as that school's person too, and a role change never leaves such
 * a role without its school's record (or a record without its role), so that the platform's
 * figures by role and the schools' own figures agree.
 */

interface PersonInput {
  role: string;
  school_id?: number | undefined;
  admission_no?: string | undefined;
  employee_code?: string | undefined;
  gender?: Gender | undefined;
}

/** What the school's own record of the new person needs (the contract asks for the fields). */
export async function schoolPersonErrors(db: DB, input: PersonInput): Promise<FieldErrors> {
  if (!isSchoolPersonRole(input.role) || input.school_id === undefined) return {};
  if (!(await findSchool(db, input.school_id))) return { school_id: [fieldMessage('selected', 'school_id')] };
  if (
    input.role === 'student' &&
    input.admission_no &&
    (await admissionNoTaken(db, input.school_id, input.admission_no))
  ) {
    return { admission_no: [fieldMessage('taken', 'admission_no')] };
  }
  if (
    input.role === 'teacher' &&
    input.employee_code &&
    (await employeeCodeTaken(db, input.school_id, input.employee_code))
  ) {
    return { employee_code: [fieldMessage('taken', 'employee_code')] };
  }
  return {};
}

/**
 * The school's record of a new teacher or student, in the user's transaction: a teacher with their
 * code and gender, a student admitted today and not yet placed in a class (the school places them, as it
 * does when editing a student). Null for other roles.
 */
export async function insertSchoolPerson(
  trx: DB,
  userId: number,
  input: PersonInput,
): Promise<{ school_id: number } | null> {
  if (input.school_id === undefined || !input.gender) return null;
  if (input.role === 'teacher' && input.employee_code) {
    return insertTeacher(trx, input.school_id, userId, {
      employee_code: input.employee_code,
      qualification: null,
      specialization: null,
      date_of_joining: isoNow().slice(0, 10),
      gender: input.gender,
      dob: null,
    });
  }
  if (input.role === 'student' && input.admission_no) {
    return insertStudent(trx, input.school_id, userId, {
      admission_no: input.admission_no,
      roll_no: null,
      dob: null,
      gender: input.gender,
      blood_group: null,
      admission_date: isoNow().slice(0, 10),
      status: 'active',
    });
  }
  return null;
}

/** Which person records of a school the user has. */
async function personRecords(db: DB, userId: number): Promise<Set<string>> {
  const [teacher, student, parent] = await Promise.all(
    (['teachers', 'students', 'parents'] as const).map((table) =>
      db.selectFrom(table).select('id').where('user_id', '=', userId).executeTakeFirst(),
    ),
  );
  const held = new Set<string>();
  if (teacher) held.add('teacher');
  if (student) held.add('student');
  if (parent) held.add('parent');
  return held;
}

/**
 * A role change keeps roles and school records together: a person role is given only to a user
 * its school already records as such (422), and taken only from one it does not (409).
 */
export async function assertPersonRolesKept(
  db: DB,
  userId: number,
  change: { added: readonly string[]; dropped: readonly string[] },
  field: 'role' | 'role_ids',
): Promise<void> {
  const added = change.added.filter(isSchoolPersonRole);
  const dropped = change.dropped.filter(isSchoolPersonRole);
  if (added.length === 0 && dropped.length === 0) return;
  const records = await personRecords(db, userId);
  const orphan = added.find((role) => !records.has(role));
  if (orphan) {
    throw invalid({
      [field]: [say(`rules.orphan_${orphan}`)],
    });
  }
  const recorded = dropped.find((role) => records.has(role));
  if (recorded) {
    throw conflict(say(`conflict.recorded_${recorded}`));
  }
}
