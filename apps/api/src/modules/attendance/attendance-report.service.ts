import {
  attendanceReportProblems,
  type AttendanceReport,
  type AttendanceReportRow,
  type AttendanceReportValues,
  type AttendanceStatus,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid } from '../../lib/app-error';
import { findCurrentYear } from '../academic-years/academic-years.repository';
import { withRate } from './attendance-counts';
import {
  markCounts,
  registerDays,
  yearMarkCounts,
  reportStudents,
  type ReportRange,
  type ReportScope,
} from './attendance-report.repository';
import { classInQuery, sectionInQuery } from './attendance-scope';

type Tally = Record<Exclude<AttendanceStatus, 'present'>, number>;
const noMarks = (): Tally => ({ absent: 0, late: 0, excused: 0 });

/**
 * Each student of the class or section over the range: the registers of their section are their
 * days; absent, late and excused are their marks on those registers, and every other day they
 * were present. The summary adds up the students' figures, so it is what the table shows. A class
 * and a section both given narrow together, as a list's filters do: a section of another class
 * leaves no student.
 */
export async function attendanceReport(
  db: DB,
  schoolId: number,
  query: AttendanceReportValues,
): Promise<AttendanceReport> {
  const problems = attendanceReportProblems(query);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  if (query.class_id !== undefined) await classInQuery(db, schoolId, query.class_id);
  if (query.section_id !== undefined) await sectionInQuery(db, schoolId, query.section_id);
  const scope: ReportScope = { classId: query.class_id, sectionId: query.section_id };
  const range: ReportRange = { from: query.date_from, to: query.date_to };
  const year = await findCurrentYear(db, schoolId);
  const [students, days] = await Promise.all([
    year ? reportStudents(db, schoolId, year.id, scope) : [],
    registerDays(db, schoolId, scope, range, year?.id ?? null),
  ]);
  // A range holding exactly the year's registers (a year's report) reads the counts kept per
  // student; any other range counts the marks of its registers. Without students, none are needed.
  const marks =
    students.length === 0
      ? []
      : days.wholeYear && year
        ? await yearMarkCounts(db, schoolId, scope, year.id)
        : await markCounts(db, schoolId, scope, range);
  // A student's marks count only on their own section's registers: those are their days.
  const tallies = new Map<string, Tally>();
  for (const mark of marks) {
    if (mark.status === 'present') continue;
    const key = `${mark.student_id}:${mark.section_id}`;
    const tally = tallies.get(key) ?? noMarks();
    tally[mark.status] += mark.count;
    tallies.set(key, tally);
  }
  const rows: AttendanceReportRow[] = students.map((s) => {
    const dayCount = s.section_id === null ? 0 : (days.bySection.get(s.section_id) ?? 0);
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
  const sum = (pick: (row: AttendanceReportRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return {
    date_from: query.date_from,
    date_to: query.date_to,
    summary: {
      ...withRate({
        enrolled: sum((r) => r.days),
        present: sum((r) => r.present),
        absent: sum((r) => r.absent),
        late: sum((r) => r.late),
        excused: sum((r) => r.excused),
      }),
      days: days.dates,
    },
    students: rows,
  };
}
