import type { AttendanceDay } from '@school/contract';
import type { DB } from '../../db/connect';
import { countedPage } from '../../lib/pagination';
import { countMarks, withRate } from './attendance-counts';
import {
  overviewList,
  registerSums,
  type OverviewFilters,
  type OverviewRow,
} from './attendance-overview.repository';
import { classInQuery } from './attendance-scope';
import { isSchoolDay } from './attendance.service';

/** A section's line: its register's counts, or nothing counted while it is not taken. */
function presentRow(row: OverviewRow): AttendanceDay['sections'][number] {
  const taken = row.register_id !== null;
  return {
    section_id: row.section_id,
    section_name: row.section_name,
    class_id: row.class_id,
    class_name: row.class_name,
    taken,
    taken_by: row.taken_by === null ? null : { id: row.taken_by, name: row.taken_by_name ?? '' },
    taken_at: row.taken_at,
    counts: withRate(
      taken
        ? {
            enrolled: row.enrolled ?? 0,
            present: row.present ?? 0,
            absent: row.absent ?? 0,
            late: row.late ?? 0,
            excused: row.excused ?? 0,
          }
        : countMarks(0, []),
    ),
  };
}

/**
 * The administrator's view of a date: a page of sections (by class, then name) with their
 * registers, and a summary of every section of the school or class, summed from the registers.
 */
export async function attendanceDay(
  db: DB,
  schoolId: number,
  filters: OverviewFilters,
  page: { page: number; perPage: number },
): Promise<AttendanceDay> {
  if (filters.class_id !== undefined) await classInQuery(db, schoolId, filters.class_id);
  const overview = overviewList(db, schoolId, filters);
  const [{ rows, pagination }, sums, schoolDay] = await Promise.all([
    countedPage(db, page, overview.count, overview.sorted()),
    registerSums(db, schoolId, filters),
    isSchoolDay(db, schoolId, filters.date),
  ]);
  const { taken, ...counts } = sums;
  return {
    date: filters.date,
    school_day: schoolDay,
    // The list's count is every section of the school or class (a class has a handful).
    summary: { ...withRate(counts), sections: pagination.total, taken: Number(taken) },
    sections: rows.map(presentRow),
    pagination,
  };
}
