import { fieldMessage } from '@school/contract';
import { sql } from 'kysely';
import type { DB } from '../../db/connect';

/*
 * Roll numbers are unique within a section and year (within the class for its students without a
 * section), ignoring case and surrounding spaces; index `enrollments_roll_no_unique` holds it.
 */

export const ROLL_NO_TAKEN = () => fieldMessage('taken_in_section', 'roll_no');

/** Where a roll number counts: a year, a class and its section (null: the class's sectionless). */
export interface RollPlace {
  yearId: number;
  classId: number;
  sectionId: number | null;
}

/** The form of a roll number the rule compares, as the index does. */
export const rollKey = (rollNo: string) => rollNo.trim().toLowerCase();

/** The name of the student holding the roll number there, other than `exceptStudentId`. */
export async function rollNoHolder(
  db: DB,
  place: RollPlace,
  rollNo: string,
  exceptStudentId: number | null,
): Promise<string | undefined> {
  let query = db
    .selectFrom('enrollments as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.name')
    .where('e.academic_year_id', '=', place.yearId)
    .where('e.class_id', '=', place.classId)
    .where(sql`coalesce(e.section_id, 0)`, '=', place.sectionId ?? 0)
    .where(sql`lower(trim(e.roll_no))`, '=', rollKey(rollNo));
  if (exceptStudentId !== null) query = query.where('e.student_id', '<>', exceptStudentId);
  return (await query.executeTakeFirst())?.name;
}

/** The roll numbers already held there, by their key, with who holds them. */
export async function rollNumbersAt(db: DB, place: RollPlace): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('enrollments')
    .select(['student_id', 'roll_no'])
    .where('academic_year_id', '=', place.yearId)
    .where('class_id', '=', place.classId)
    .where(sql`coalesce(section_id, 0)`, '=', place.sectionId ?? 0)
    .where('roll_no', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [rollKey(r.roll_no!), r.student_id]));
}

/** Orders roll numbers as people read them: 2 before 10, then as text; none last. */
export function compareRollNumbers(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
}

/** The next free numbers after the highest whole number held: renumbering never collides. */
export function numbersAfter(held: Iterable<string>): () => string {
  let next = 1;
  for (const key of held) if (/^\d+$/.test(key)) next = Math.max(next, Number(key) + 1);
  return () => String(next++);
}
