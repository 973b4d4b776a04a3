import {
  attendanceReportProblems,
  type AttendanceReport,
  type AttendanceReportRow,
  type AttendanceReportValues,
  type AttendanceStatus,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid } from '../../lib/app-error';
import { countedPage, emptyPage, offsetOf } from '../../lib/pagination';
import { findCurrentYear } from '../academic-years/academic-years.repository';
import { withRate } from './attendance-counts';
import {
  markCounts,
  registerDays,
  reportStudentList,
  reportStudents,
  reportFigures,
  yearMarkCounts,
  type MarkCount,
  type MarkedStudents,
  type MarkTotals,
  type SectionSize,
  type ReportRange,
  type ReportScope,
  type ReportStudent,
} from './attendance-report.repository';
import { classInQuery, sectionInQuery } from './attendance-scope';

type Tally = Record<Exclude<AttendanceStatus, 'present'>, number>;
const noMarks = (): Tally => ({ absent: 0, late: 0, excused: 0 });

/** What every reading of a report starts from: the checked query, its year and its registers. */
async function reportBasis(db: DB, schoolId: number, query: AttendanceReportValues) {
  const problems = attendanceReportProblems(query);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  if (query.class_id !== undefined) await classInQuery(db, schoolId, query.class_id);
  if (query.section_id !== undefined) await sectionInQuery(db, schoolId, query.section_id);
  const scope: ReportScope = { classId: query.class_id, sectionId: query.section_id };
  const range: ReportRange = { from: query.date_from, to: query.date_to };
  const year = await findCurrentYear(db, schoolId);
  const days = await registerDays(db, schoolId, scope, range, year?.id ?? null);
  return { scope, range, yearId: year?.id ?? null, days };
}

type Basis = Awaited<ReturnType<typeof reportBasis>>;

/**
 * These students' marks: a range holding exactly the year's registers (a year's report) reads the
 * counts kept per student; any other range counts the marks of its registers.
 */
function marksOf(db: DB, schoolId: number, basis: Basis, students: MarkedStudents) {
  return basis.days.wholeYear && basis.yearId !== null
    ? yearMarkCounts(db, schoolId, basis.scope, basis.yearId, students)
    : markCounts(db, schoolId, basis.scope, basis.range, students);
}

/**
 * Each student's line: the registers of their section are their days; absent, late and excused
 * are their marks on those registers (a student's marks count only there), and every other day
 * they were present.
 */
function rowsOf(basis: Basis, students: readonly ReportStudent[], marks: readonly MarkCount[]) {
  const tallies = new Map<string, Tally>();
  for (const mark of marks) {
    if (mark.status === 'present') continue;
    const key = `${mark.student_id}:${mark.section_id}`;
    const tally = tallies.get(key) ?? noMarks();
    tally[mark.status] += mark.count;
    tallies.set(key, tally);
  }
  return students.map((s): AttendanceReportRow => {
    const dayCount = s.section_id === null ? 0 : (basis.days.bySection.get(s.section_id) ?? 0);
    const tally = tallies.get(`${s.student_id}:${s.section_id}`) ?? noMarks();
    const counts = withRate({
      enrolled: dayCount,
      present: dayCount - tally.absent - tally.late - tally.excused,
      ...tally,
    });
    return {
      student_id: s.student_id,
      name: s.name,
      admission_no: s.admission_no,
      class_name: s.class_name,
      section_name: s.section_name ?? '',
      days: dayCount,
      present: counts.present,
      absent: counts.absent,
      late: counts.late,
      excused: counts.excused,
      rate: counts.rate,
    };
  });
}

/**
 * A page of the students of a class or section over a range, and a summary of all of them. The
 * summary is summed in SQL, as their rows would add up: each section's registers times its
 * students are the days, and the students' marks on their own section's registers the rest; so a
 * page reads the marks of its own students only, and the answer's size is a page's whatever the
 * class holds. A class and a section both given narrow together, as a list's filters do: a
 * section of another class leaves no student.
 */
export async function attendanceReport(
  db: DB,
  schoolId: number,
  query: AttendanceReportValues,
  page: { page: number; perPage: number },
): Promise<AttendanceReport> {
  offsetOf(page.page, page.perPage); // a page too deep is refused before anything is read
  const basis = await reportBasis(db, schoolId, query);
  const { yearId, scope } = basis;
  if (yearId === null) {
    return { ...summed(basis, query, [], noMarks()), students: [], pagination: emptyPage(page).pagination };
  }
  const list = reportStudentList(db, schoolId, yearId, scope);
  const [{ rows: students, pagination }, { sizes, totals }] = await Promise.all([
    countedPage(db, page, list.count, list.sorted),
    reportFigures(db, schoolId, yearId, scope, basis.days.wholeYear ? 'whole year' : basis.range),
  ]);
  const marks = await marksOf(
    db,
    schoolId,
    basis,
    students.map((s) => s.student_id),
  );
  return { ...summed(basis, query, sizes, totals), students: rowsOf(basis, students, marks), pagination };
}

/** The report's range and its summary: every section's registers times its students are the days. */
function summed(
  basis: Basis,
  query: AttendanceReportValues,
  sizes: readonly SectionSize[],
  totals: MarkTotals,
): Pick<AttendanceReport, 'date_from' | 'date_to' | 'summary'> {
  const enrolled = sizes.reduce(
    (sum, size) =>
      sum + (size.sectionId === null ? 0 : (basis.days.bySection.get(size.sectionId) ?? 0) * size.students),
    0,
  );
  return {
    date_from: query.date_from,
    date_to: query.date_to,
    summary: {
      ...withRate({
        enrolled,
        present: enrolled - totals.absent - totals.late - totals.excused,
        ...totals,
      }),
      days: basis.days.dates,
    },
  };
}

/** Every student's line of the report, for its export: one class's students, read at once. */
export async function attendanceReportRows(
  db: DB,
  schoolId: number,
  query: AttendanceReportValues,
): Promise<AttendanceReportRow[]> {
  const basis = await reportBasis(db, schoolId, query);
  if (basis.yearId === null) return [];
  const students = await reportStudents(db, schoolId, basis.yearId, basis.scope).execute();
  return rowsOf(basis, students, await marksOf(db, schoolId, basis, 'all'));
}
