import type { DB } from '../../db/connect';
import { countSums, type RegisterCounts } from './attendance.repository';

/*
 * The attendance figures the dashboards and analytics show, summed from registers (never from
 * marks). A school's days come from attendance_school_days, the per-day sums its triggers keep,
 * since a year of a large school is tens of thousands of registers; a class or a section sums its
 * own registers (a year of a section is ~200, through its (section_id, date) index; of a class a
 * few thousand, read from an index that holds their counts).
 */

/** Counts as summed: PostgreSQL sums arrive as text, which withRate reads. */
export type SummedCounts = Record<keyof RegisterCounts, number | string>;

/** The school's days from `from` to `to` (YYYY-MM-DD, both included) with registers, oldest first. */
export async function schoolDays(
  db: DB,
  schoolId: number,
  from: string,
  to: string,
): Promise<(SummedCounts & { date: string })[]> {
  return (
    db
      .selectFrom('attendance_school_days')
      .select('date')
      .select(countSums)
      .where('school_id', '=', schoolId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      // Two academic years of the school may share a date: one figure per day.
      .groupBy('date')
      .orderBy('date')
      .execute()
  );
}

/** Whether the school has taken any register at all. */
export async function schoolHasRegisters(db: DB, schoolId: number): Promise<boolean> {
  const row = await db
    .selectFrom('attendance_school_days')
    .select('school_id')
    .where('school_id', '=', schoolId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The sums of the school's registers of an academic year. */
export async function schoolYearCounts(db: DB, schoolId: number, yearId: number): Promise<SummedCounts> {
  return db
    .selectFrom('attendance_school_days')
    .select(countSums)
    .where('school_id', '=', schoolId)
    .where('academic_year_id', '=', yearId)
    .executeTakeFirstOrThrow();
}

/** The sums of the registers of a class or a section in an academic year. */
export async function placeYearCounts(
  db: DB,
  place: { class_id: number } | { section_id: number },
  yearId: number,
): Promise<SummedCounts> {
  const query = db
    .selectFrom('attendance_registers')
    .select(countSums)
    .where('academic_year_id', '=', yearId);
  return (
    'class_id' in place
      ? query.where('class_id', '=', place.class_id)
      : query.where('section_id', '=', place.section_id)
  ).executeTakeFirstOrThrow();
}
