import type { GenderDistribution } from '@school/contract';
import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { ListCount } from '../../lib/pagination';
import { maintainedCounts, sectionSeatsCounter } from '../../lib/row-counts';

/*
 * Enrolments: a student in a year's class and, once assigned, a section. The class and section
 * screens count and list the enrolments of the school's current year; deletes look at every year;
 * a section's seats are its active students.
 */

/** Which enrolments: of a class or of a section, in one year. */
export type EnrolmentScope = { classId: number } | { sectionId: number };

function inScope(db: DB, schoolId: number, scope: EnrolmentScope, yearId: number) {
  const query = db
    .selectFrom('enrollments as e')
    .where('e.school_id', '=', schoolId)
    .where('e.academic_year_id', '=', yearId);
  return 'classId' in scope
    ? query.where('e.class_id', '=', scope.classId)
    : query.where('e.section_id', '=', scope.sectionId);
}

/** Enrolments per class (or section) among `ids` in one year; null year: none yet. */
export async function enrolmentsPer(
  db: DB,
  column: 'class_id' | 'section_id',
  ids: number[],
  yearId: number | null,
): Promise<Map<number, number>> {
  const counts = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0 || yearId === null) return counts;
  const rows = await db
    .selectFrom('enrollments')
    .select([column, (eb) => eb.fn.countAll<number>().as('count')])
    .where(column, 'in', ids)
    .where('academic_year_id', '=', yearId)
    .groupBy(column)
    .execute();
  for (const row of rows) counts.set(row[column] as number, Number(row.count));
  return counts;
}

/**
 * The enrolments that take a seat: their student's. A transferred, graduated (alumni), inactive or
 * archived student stays enrolled, as history, but frees the seat.
 */
export function seatTakers(db: DB) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .where('s.status', '=', 'active')
    .where('s.archived_at', 'is', null);
}

/**
 * Seats taken in these sections in one year, from their maintained counters (lib/row-counts.ts),
 * leaving out the seat `exceptStudentId` holds there (the one being seated).
 */
export async function seatsTaken(
  db: DB,
  sectionIds: number[],
  yearId: number | null,
  exceptStudentId: number | null = null,
): Promise<Map<number, number>> {
  if (sectionIds.length === 0 || yearId === null) return new Map(sectionIds.map((id) => [id, 0]));
  const kept = await maintainedCounts(
    db,
    sectionIds.map((id) => sectionSeatsCounter(id, yearId)),
  );
  const counts = new Map(sectionIds.map((id) => [id, kept.get(sectionSeatsCounter(id, yearId))!]));
  if (exceptStudentId === null) return counts;
  const own = await seatTakers(db)
    .select('e.section_id')
    .where('e.student_id', '=', exceptStudentId)
    .where('e.academic_year_id', '=', yearId)
    .where('e.section_id', 'in', sectionIds)
    .executeTakeFirst();
  if (own?.section_id != null) counts.set(own.section_id, counts.get(own.section_id)! - 1);
  return counts;
}

/** Whether any enrolment is in this year, class or section (for a class or section, of any year). */
export async function hasEnrolments(
  db: DB,
  column: 'academic_year_id' | 'class_id' | 'section_id',
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('enrollments')
    .select('id')
    .where(column, '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The school's enrolments in a year, and how they split by the class's grade level. */
export async function enrolmentsByGrade(
  db: DB,
  schoolId: number,
  yearId: number,
): Promise<{ grade_level: number | null; students: number }[]> {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .select(['c.grade_level', (eb) => eb.fn.countAll<number>().as('students')])
    .where('e.school_id', '=', schoolId)
    .where('e.academic_year_id', '=', yearId)
    .groupBy('c.grade_level')
    .execute();
  return rows
    .map((r) => ({ grade_level: r.grade_level, students: Number(r.students) }))
    .sort((a, b) => (a.grade_level ?? 0) - (b.grade_level ?? 0));
}

export async function genderOf(
  db: DB,
  schoolId: number,
  scope: EnrolmentScope,
  yearId: number | null,
): Promise<GenderDistribution> {
  const out: GenderDistribution = { male: 0, female: 0, other: 0 };
  if (yearId === null) return out;
  const rows = await inScope(db, schoolId, scope, yearId)
    .innerJoin('students as s', 's.id', 'e.student_id')
    .select(['s.gender', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('s.gender')
    .execute();
  for (const row of rows) out[row.gender] += Number(row.count);
  return out;
}

/**
 * The students enrolled in a class or section in the year, counted up to the list bound, and
 * their rows by name.
 */
export function enrolledList(db: DB, schoolId: number, scope: EnrolmentScope, yearId: number) {
  const enrolled = inScope(db, schoolId, scope, yearId);
  const name = isPostgres(db) ? sql`lower(u.name) collate "C"` : sql`lower(u.name)`;
  return {
    count: { filtered: enrolled, counters: null } satisfies ListCount,
    sorted: () =>
      enrolled
        .innerJoin('students as s', 's.id', 'e.student_id')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .innerJoin('classes as c', 'c.id', 'e.class_id')
        .leftJoin('sections as sec', 'sec.id', 'e.section_id')
        .select([
          's.id',
          'u.name',
          'u.email',
          's.admission_no',
          'e.roll_no',
          's.gender',
          's.status',
          'e.class_id',
          'c.name as class_name',
          'e.section_id',
          'sec.name as section_name',
        ])
        .orderBy(name)
        .orderBy('s.id'),
  };
}

export interface StudentEnrolment {
  student_id: number;
  name: string;
  status: string;
  enrolment_id: number | null;
  class_id: number | null;
  class_name: string | null;
  section_id: number | null;
  roll_no: string | null;
}

/** These students of the school, with their enrolment in the year if they have one. */
export async function studentsWithEnrolment(
  db: DB,
  schoolId: number,
  studentIds: number[],
  yearId: number,
): Promise<StudentEnrolment[]> {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('enrollments as e', (join) =>
      join.onRef('e.student_id', '=', 's.id').on('e.academic_year_id', '=', yearId),
    )
    .leftJoin('classes as c', 'c.id', 'e.class_id')
    .select([
      's.id as student_id',
      'u.name',
      's.status',
      'e.id as enrolment_id',
      'e.class_id',
      'c.name as class_name',
      'e.section_id',
      'e.roll_no',
    ])
    .where('s.school_id', '=', schoolId)
    .where('s.id', 'in', studentIds)
    .orderBy('s.id')
    .execute();
}

/** Moves enrolments into a section, each with its roll number when one is given. */
export async function placeInSection(
  trx: DB,
  sectionId: number,
  placements: { enrolmentId: number; rollNo: string | undefined }[],
  now: string,
): Promise<void> {
  for (const { enrolmentId, rollNo } of placements) {
    await trx
      .updateTable('enrollments')
      .set({ section_id: sectionId, updated_at: now, ...(rollNo === undefined ? {} : { roll_no: rollNo }) })
      .where('id', '=', enrolmentId)
      .execute();
  }
}
