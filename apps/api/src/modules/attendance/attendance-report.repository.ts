import { sql } from 'kysely';
import type { AttendanceStatus } from '@school/contract';
import type { DB } from '../../db/connect';
import { byOptionalText, byText } from '../../lib/sorting';

/*
 * A date range of one class or section: its students, the registers of their sections and the
 * marks on those registers. Registers are read by (class_id, date) or (section_id, date), marks
 * by register: the cost follows the class and the range, never the school's whole history.
 */

/** A class, or one section of it. */
export interface ReportScope {
  classId?: number | undefined;
  sectionId?: number | undefined;
}

export interface ReportRange {
  from: string;
  to: string;
}

/** The students enrolled in the class or section this year (active, not archived), in order. */
export async function reportStudents(db: DB, schoolId: number, yearId: number, scope: ReportScope) {
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
      'e.section_id',
      'c.name as class_name',
      'sec.name as section_name',
    ])
    .where('e.school_id', '=', schoolId)
    .where('e.academic_year_id', '=', yearId)
    .$if(scope.classId !== undefined, (q) => q.where('e.class_id', '=', scope.classId!))
    .$if(scope.sectionId !== undefined, (q) => q.where('e.section_id', '=', scope.sectionId!))
    .where('s.status', '=', 'active')
    .where('s.archived_at', 'is', null)
    .orderBy(byOptionalText('sec.name').key(db))
    .orderBy(byText('u.name').key(db))
    .orderBy('s.id')
    .execute();
}

/** The registers of the class or section in the range. */
function registersIn(db: DB, schoolId: number, scope: ReportScope, range: ReportRange) {
  return db
    .selectFrom('attendance_registers as r')
    .where('r.school_id', '=', schoolId)
    .$if(scope.classId !== undefined, (q) => q.where('r.class_id', '=', scope.classId!))
    .$if(scope.sectionId !== undefined, (q) => q.where('r.section_id', '=', scope.sectionId!))
    .where('r.date', '>=', range.from)
    .where('r.date', '<=', range.to);
}

/**
 * How many registers each section has in the range, on how many dates any was taken, and whether
 * they are exactly the registers of academic year `yearId`: then the students' maintained counts
 * of that year are the counts of their marks on them (see markCounts).
 */
export async function registerDays(
  db: DB,
  schoolId: number,
  scope: ReportScope,
  range: ReportRange,
  yearId: number | null,
) {
  const [bySection, dates, ofYear] = await Promise.all([
    registersIn(db, schoolId, scope, range)
      .select((eb) => [
        'r.section_id',
        eb.fn.countAll<number>().as('days'),
        sql<number>`coalesce(sum(CASE WHEN r.academic_year_id = ${yearId} THEN 1 ELSE 0 END), 0)`.as(
          'of_year',
        ),
      ])
      .groupBy('r.section_id')
      .execute(),
    registersIn(db, schoolId, scope, range)
      .select(sql<number>`count(distinct r.date)`.as('dates'))
      .executeTakeFirstOrThrow(),
    yearId === null ? null : yearRegisters(db, schoolId, scope, yearId),
  ]);
  const total = (pick: (row: (typeof bySection)[number]) => number | string) =>
    bySection.reduce((sum, row) => sum + Number(pick(row)), 0);
  // Every register in the range is of the year, and the year has no other: the same registers.
  const inRange = total((row) => row.days);
  return {
    bySection: new Map(bySection.map((row) => [row.section_id, Number(row.days)])),
    dates: Number(dates.dates),
    wholeYear: ofYear !== null && inRange === total((row) => row.of_year) && inRange === ofYear,
  };
}

/** How many registers the class or section has in the academic year (any date). */
async function yearRegisters(db: DB, schoolId: number, scope: ReportScope, yearId: number) {
  const row = await db
    .selectFrom('attendance_registers as r')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('r.school_id', '=', schoolId)
    .where('r.academic_year_id', '=', yearId)
    .$if(scope.classId !== undefined, (q) => q.where('r.class_id', '=', scope.classId!))
    .$if(scope.sectionId !== undefined, (q) => q.where('r.section_id', '=', scope.sectionId!))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface MarkCount {
  student_id: number;
  section_id: number;
  status: AttendanceStatus;
  count: number;
}

/** The marks on those registers, counted per student, section and status. */
export async function markCounts(
  db: DB,
  schoolId: number,
  scope: ReportScope,
  range: ReportRange,
): Promise<MarkCount[]> {
  const rows = await registersIn(db, schoolId, scope, range)
    .innerJoin('attendance_marks as m', 'm.register_id', 'r.id')
    .select((eb) => ['m.student_id', 'r.section_id', 'm.status', eb.fn.countAll<number>().as('count')])
    .groupBy(['m.student_id', 'r.section_id', 'm.status'])
    .execute();
  return rows.map((row) => ({
    student_id: row.student_id,
    section_id: row.section_id,
    status: row.status,
    count: Number(row.count),
  }));
}

/**
 * The same counts for every register of an academic year, from the counts its marks' triggers
 * keep (attendance_student_counts): a row per marked student, not a row per mark.
 */
export async function yearMarkCounts(
  db: DB,
  schoolId: number,
  scope: ReportScope,
  yearId: number,
): Promise<MarkCount[]> {
  const rows = await db
    .selectFrom('attendance_student_counts')
    .select(['student_id', 'section_id', 'absent', 'late', 'excused'])
    .where('school_id', '=', schoolId)
    .where('academic_year_id', '=', yearId)
    .$if(scope.classId !== undefined, (q) => q.where('class_id', '=', scope.classId!))
    .$if(scope.sectionId !== undefined, (q) => q.where('section_id', '=', scope.sectionId!))
    .execute();
  return rows.flatMap((row) =>
    (['absent', 'late', 'excused'] as const).map((status) => ({
      student_id: row.student_id,
      section_id: row.section_id,
      status,
      count: Number(row[status]),
    })),
  );
}
