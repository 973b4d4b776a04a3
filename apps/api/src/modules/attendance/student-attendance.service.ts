import type { AttendanceStatus, StudentAttendance } from '@school/contract';
import type { DB } from '../../db/connect';
import { notFound } from '../../lib/app-error';
import type { AcademicYearRow } from '../../db/database';
import { findCurrentYear } from '../academic-years/academic-years.repository';
import { findStudent } from '../students/students.repository';
import { countMarks, withRate } from './attendance-counts';
import { marksOfStudent, registerDates, sectionOfYear } from './student-attendance.repository';

type Day = StudentAttendance['days'][number];

/**
 * A student of the school's current academic year: each day a register of their section was
 * taken, with their mark (present unless marked), plus any day they were marked on another
 * section's register (before a move); the counts and rate over those days. Another school's
 * student is 404.
 */
export async function studentAttendance(
  db: DB,
  schoolId: number,
  studentId: number,
): Promise<StudentAttendance> {
  if (!(await findStudent(db, schoolId, studentId))) throw notFound();
  const year = await findCurrentYear(db, schoolId);
  return attendanceOfYear(
    db,
    schoolId,
    studentId,
    year && { ...year, sectionId: await sectionOfYear(db, studentId, year.id) },
  );
}

/** A current year and the section the student is enrolled in for it (null: none). */
export type YearPlace = Pick<AcademicYearRow, 'id' | 'start_date' | 'end_date'> & {
  sectionId: number | null;
};

/**
 * The rule above, for a student already found with their year and section (a portal's own child
 * or self): their days of the year, or nothing while the school has no current year.
 */
export async function attendanceOfYear(
  db: DB,
  schoolId: number,
  studentId: number,
  year: YearPlace | undefined,
): Promise<StudentAttendance> {
  if (!year) {
    return { academic_year_id: null, from: null, to: null, counts: withRate(countMarks(0, [])), days: [] };
  }
  const sectionId = year.sectionId;
  const [dates, marks] = await Promise.all([
    sectionId === null ? [] : registerDates(db, sectionId, year.start_date, year.end_date),
    marksOfStudent(db, schoolId, studentId, year.start_date, year.end_date),
  ]);
  const byDate = new Map<string, Day>(dates.map((date) => [date, { date, status: 'present', note: null }]));
  for (const mark of marks) byDate.set(mark.date, { date: mark.date, status: mark.status, note: mark.note });
  const days = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const by: Record<AttendanceStatus, number> = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const day of days) by[day.status] += 1;
  return {
    academic_year_id: year.id,
    from: year.start_date,
    to: year.end_date,
    counts: withRate({ enrolled: days.length, ...by }),
    days,
  };
}
