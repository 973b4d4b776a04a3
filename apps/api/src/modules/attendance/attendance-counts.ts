import type { AttendanceCounts, AttendanceStatus } from '@school/contract';
import type { RegisterCounts, StoredMark } from './attendance.repository';

/**
 * The rate of a register, a day or a range: the percent of the counted students who came
 * (present or late), one decimal; null when nobody was counted. PostgreSQL sums arrive as text.
 */
export function withRate(counts: Record<keyof RegisterCounts, number | string>): AttendanceCounts {
  const [enrolled, present, absent, late, excused] = [
    counts.enrolled,
    counts.present,
    counts.absent,
    counts.late,
    counts.excused,
  ].map(Number) as [number, number, number, number, number];
  return {
    enrolled,
    present,
    absent,
    late,
    excused,
    rate: enrolled === 0 ? null : Math.round(((present + late) / enrolled) * 1000) / 10,
  };
}

/** The counts of a register of `enrolled` students whose marks are `marks` (the rest present). */
export function countMarks(enrolled: number, marks: readonly StoredMark[]): RegisterCounts {
  const by: Record<AttendanceStatus, number> = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const mark of marks) by[mark.status] += 1;
  return { enrolled, ...by, present: enrolled - by.absent - by.late - by.excused };
}
