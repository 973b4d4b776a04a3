import { sql } from 'kysely';
import type { AttendanceStatus } from '@school/contract';
import type { DB } from '../../db/connect';
import type { ListCount } from '../../lib/pagination';
import { fromJson, jsonRow, jsonRows } from '../../lib/related-rows';
import { byOptionalText, byText } from '../../lib/sorting';

/*
 * A date range of one class or section: its students, the registers of their sections and the
 * marks on those registers. Registers are read by (class_id, date) or (section_id, date), a
 * student's marks by (student_id, date), an export's by register: the cost follows the class and
 * the range, never the school's whole history.
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

/**
 * The enrolments of the class or section this year whose student is active and not archived: the
 * report's students, one enrolment each (a student has one a year).
 */
function enrolled(db: DB, schoolId: number, yearId: number, scope: ReportScope) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .where('e.school_id', '=', schoolId)
    .where('e.academic_year_id', '=', yearId)
    .$if(scope.classId !== undefined, (q) => q.where('e.class_id', '=', scope.classId!))
    .$if(scope.sectionId !== undefined, (q) => q.where('e.section_id', '=', scope.sectionId!))
    .where('s.status', '=', 'active')
    .where('s.archived_at', 'is', null);
}

/** The report's students in order (by section, then name), with what a row shows of each. */
export function reportStudents(db: DB, schoolId: number, yearId: number, scope: ReportScope) {
  return enrolled(db, schoolId, yearId, scope)
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
    .orderBy(byOptionalText('sec.name').key(db))
    .orderBy(byText('u.name').key(db))
    .orderBy('s.id');
}

export type ReportStudent = Awaited<ReturnType<ReturnType<typeof reportStudents>['execute']>>[number];

/** The report's students as a list: its count (as every list's) and its sorted rows. */
export function reportStudentList(db: DB, schoolId: number, yearId: number, scope: ReportScope) {
  return {
    count: { filtered: enrolled(db, schoolId, yearId, scope), counters: null } satisfies ListCount,
    sorted: reportStudents(db, schoolId, yearId, scope),
  };
}

export interface SectionSize {
  /** Null: enrolled in no section. */
  sectionId: number | null;
  students: number;
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
  // One statement: on PostgreSQL each is a round trip (lib/related-rows.ts).
  const row = await db
    .selectNoFrom((eb) => [
      jsonRows(
        db,
        registersIn(db, schoolId, scope, range)
          .select([
            'r.section_id',
            eb.fn.countAll<number>().as('days'),
            sql<number>`coalesce(sum(CASE WHEN r.academic_year_id = ${yearId} THEN 1 ELSE 0 END), 0)`.as(
              'of_year',
            ),
          ])
          .groupBy('r.section_id'),
      ).as('by_section'),
      registersIn(db, schoolId, scope, range)
        .select(sql<number>`count(distinct r.date)`.as('dates'))
        .as('dates'),
      (yearId === null ? sql<null>`NULL` : yearRegisters(db, schoolId, scope, yearId)).as('of_year'),
    ])
    .executeTakeFirstOrThrow();
  const bySection = fromJson(row.by_section);
  const total = (pick: (row: (typeof bySection)[number]) => number | string) =>
    bySection.reduce((sum, row) => sum + Number(pick(row)), 0);
  // Every register in the range is of the year, and the year has no other: the same registers.
  const inRange = total((row) => row.days);
  return {
    bySection: new Map(bySection.map((row) => [row.section_id, Number(row.days)])),
    dates: Number(row.dates),
    wholeYear:
      row.of_year !== null && inRange === total((row) => row.of_year) && inRange === Number(row.of_year),
  };
}

/** How many registers the class or section has in the academic year (any date). */
function yearRegisters(db: DB, schoolId: number, scope: ReportScope, yearId: number) {
  return db
    .selectFrom('attendance_registers as r')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('r.school_id', '=', schoolId)
    .where('r.academic_year_id', '=', yearId)
    .$if(scope.classId !== undefined, (q) => q.where('r.class_id', '=', scope.classId!))
    .$if(scope.sectionId !== undefined, (q) => q.where('r.section_id', '=', scope.sectionId!));
}

export interface MarkCount {
  student_id: number;
  section_id: number;
  status: AttendanceStatus;
  count: number;
}

/** Absent, late and excused marks summed over students. */
export interface MarkTotals {
  absent: number;
  late: number;
  excused: number;
}

/** Whose marks to read: a page's students, or every student of the class or section (an export). */
export type MarkedStudents = readonly number[] | 'all';

/**
 * The marks on those registers, counted per student, section and status. A page's students' are
 * found by student: a mark carries its date, so each is a probe of (student_id, date), whatever
 * the class holds; everyone's are the marks of the range's registers.
 */
export async function markCounts(
  db: DB,
  schoolId: number,
  scope: ReportScope,
  range: ReportRange,
  students: MarkedStudents,
): Promise<MarkCount[]> {
  if (students !== 'all' && students.length === 0) return [];
  const marks =
    students === 'all'
      ? registersIn(db, schoolId, scope, range).innerJoin('attendance_marks as m', 'm.register_id', 'r.id')
      : db
          .selectFrom('attendance_marks as m')
          .innerJoin('attendance_registers as r', 'r.id', 'm.register_id')
          .where('m.student_id', 'in', students)
          .where('m.date', '>=', range.from)
          .where('m.date', '<=', range.to)
          .where('r.school_id', '=', schoolId)
          .$if(scope.classId !== undefined, (q) => q.where('r.class_id', '=', scope.classId!))
          .$if(scope.sectionId !== undefined, (q) => q.where('r.section_id', '=', scope.sectionId!));
  const rows = await marks
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
  students: MarkedStudents,
): Promise<MarkCount[]> {
  if (students !== 'all' && students.length === 0) return [];
  const rows = await db
    .selectFrom('attendance_student_counts')
    .select(['student_id', 'section_id', 'absent', 'late', 'excused'])
    .where('school_id', '=', schoolId)
    .where('academic_year_id', '=', yearId)
    .$if(students !== 'all', (q) => q.where('student_id', 'in', students as readonly number[]))
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

/** The figures of all the report's students: how many each section holds, and their marks. */
export interface ReportFigures {
  sizes: SectionSize[];
  totals: MarkTotals;
}

/**
 * The report's figures over all its students, in one statement: how many each section holds, and
 * their marks summed. Only a student's marks on their own section's registers count (as on their
 * row): over a whole year, from the kept counts; over any other range, from the marks of the
 * range, each student's found by (student_id, date).
 */
export async function reportFigures(
  db: DB,
  schoolId: number,
  yearId: number,
  scope: ReportScope,
  range: ReportRange | 'whole year',
): Promise<ReportFigures> {
  const students = () => enrolled(db, schoolId, yearId, scope);
  const totals =
    range === 'whole year'
      ? students()
          .innerJoin('attendance_student_counts as k', (join) =>
            join
              .onRef('k.student_id', '=', 'e.student_id')
              .onRef('k.section_id', '=', 'e.section_id')
              .onRef('k.academic_year_id', '=', 'e.academic_year_id')
              .onRef('k.school_id', '=', 'e.school_id'),
          )
          // As on the rows: a section moved to another class keeps its old counts under the old class.
          .$if(scope.classId !== undefined, (q) => q.where('k.class_id', '=', scope.classId!))
          .select([
            sql<number>`coalesce(sum(k.absent), 0)`.as('absent'),
            sql<number>`coalesce(sum(k.late), 0)`.as('late'),
            sql<number>`coalesce(sum(k.excused), 0)`.as('excused'),
          ])
      : students()
          .innerJoin('attendance_marks as m', 'm.student_id', 'e.student_id')
          .innerJoin('attendance_registers as r', (join) =>
            join.onRef('r.id', '=', 'm.register_id').onRef('r.section_id', '=', 'e.section_id'),
          )
          .where('m.date', '>=', range.from)
          .where('m.date', '<=', range.to)
          .where('r.school_id', '=', schoolId)
          // The registers of the class only, as the rows' (registersIn): a section moved to another
          // class keeps its earlier registers under the old one.
          .$if(scope.classId !== undefined, (q) => q.where('r.class_id', '=', scope.classId!))
          .select(
            (['absent', 'late', 'excused'] as const).map((status) =>
              sql<number>`coalesce(sum(CASE WHEN m.status = ${sql.lit(status)} THEN 1 ELSE 0 END), 0)`.as(
                status,
              ),
            ),
          );
  const row = await db
    .selectNoFrom((eb) => [
      jsonRows(
        db,
        students()
          .select(['e.section_id', eb.fn.countAll<number>().as('students')])
          .groupBy('e.section_id'),
      ).as('sizes'),
      jsonRow(db, totals).as('totals'),
    ])
    .executeTakeFirstOrThrow();
  const sums = fromJson(row.totals);
  return {
    sizes: fromJson(row.sizes).map((size) => ({
      sectionId: size.section_id,
      students: Number(size.students),
    })),
    totals: {
      absent: Number(sums?.absent ?? 0),
      late: Number(sums?.late ?? 0),
      excused: Number(sums?.excused ?? 0),
    },
  };
}
