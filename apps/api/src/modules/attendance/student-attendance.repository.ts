import type { DB } from '../../db/connect';

/*
 * One student's year: the registers of their section, and their own marks (by the marks'
 * (student_id, date) index), never the marks of anyone else.
 */

/** The section the student is enrolled in for the year, if any. */
export async function sectionOfYear(db: DB, studentId: number, yearId: number): Promise<number | null> {
  const row = await db
    .selectFrom('enrollments')
    .select('section_id')
    .where('student_id', '=', studentId)
    .where('academic_year_id', '=', yearId)
    .executeTakeFirst();
  return row?.section_id ?? null;
}

/** The dates the section's register was taken within the range, oldest first. */
export async function registerDates(db: DB, sectionId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('attendance_registers')
    .select('date')
    .where('section_id', '=', sectionId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
  return rows.map((row) => row.date);
}

/** The student's marks within the range, on any register (a section they have since left too). */
export async function marksOfStudent(db: DB, schoolId: number, studentId: number, from: string, to: string) {
  return db
    .selectFrom('attendance_marks')
    .select(['date', 'status', 'note'])
    .where('student_id', '=', studentId)
    .where('school_id', '=', schoolId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
}
