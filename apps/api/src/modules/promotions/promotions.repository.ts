import type { DB } from '../../db/connect';
import { isoNow } from '../../lib/time';

/*
 * The rows a class promotion or graduation reads and writes: the active students of a class (or
 * section) in a year, held under their locks, and the enrolments of the year they move into.
 */

/** A class, or one section of it, in a year. */
export interface ClassInYear {
  yearId: number;
  classId: number;
  sectionId: number | null;
}

export interface Candidate {
  student_id: number;
  name: string;
  admission_no: string;
  class_name: string;
  section_id: number | null;
  section_name: string | null;
  roll_no: string | null;
}

/** The active students enrolled in the class (or section) that year, by roll number order later. */
export async function activeStudentsOf(db: DB, schoolId: number, source: ClassInYear): Promise<Candidate[]> {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .leftJoin('sections as sec', 'sec.id', 'e.section_id')
    .select([
      's.id as student_id',
      'u.name',
      's.admission_no',
      'c.name as class_name',
      'e.section_id',
      'sec.name as section_name',
      'e.roll_no',
    ])
    .where('e.school_id', '=', schoolId)
    .where('e.academic_year_id', '=', source.yearId)
    .where('e.class_id', '=', source.classId)
    .$if(source.sectionId !== null, (q) => q.where('e.section_id', '=', source.sectionId!))
    .where('s.status', '=', 'active')
    .orderBy('s.id')
    .execute();
}

/** Which of these students have an enrolment in the year, with its place as a label. */
export async function enrolledIn(db: DB, ids: number[], yearId: number): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('academic_years as y', 'y.id', 'e.academic_year_id')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .leftJoin('sections as sec', 'sec.id', 'e.section_id')
    .select(['e.student_id', 'y.name as year_name', 'c.name as class_name', 'sec.name as section_name'])
    .where('e.student_id', 'in', ids)
    .where('e.academic_year_id', '=', yearId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.student_id,
      `${r.class_name}${r.section_name === null ? '' : ` - ${r.section_name}`} (${r.year_name})`,
    ]),
  );
}

export async function insertEnrolments(
  trx: DB,
  schoolId: number,
  rows: {
    student_id: number;
    academic_year_id: number;
    class_id: number;
    section_id: number | null;
    roll_no: string | null;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  const now = isoNow();
  await trx
    .insertInto('enrollments')
    .values(rows.map((r) => ({ ...r, school_id: schoolId, created_at: now, updated_at: now })))
    .execute();
}

/** Graduates: their status becomes alumni (their enrolments stay, as history). */
export async function markGraduated(trx: DB, schoolId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('students')
    .set({ status: 'alumni', updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('id', 'in', ids)
    .execute();
}
