import type { DB } from '../../db/connect';
import type { ListCount } from '../../lib/pagination';
import { schoolTableCounter } from '../../lib/row-counts';
import { byText } from '../../lib/sorting';
import { countSums } from './attendance.repository';

/*
 * A date across the school: every section with its register of that day, if taken. The figures
 * are the registers' own counts; no mark is read.
 */

export interface OverviewFilters {
  date: string;
  class_id?: number | undefined;
}

/** The school's sections (or a class's), with their class: the rows of the overview. */
function sectionsOf(db: DB, schoolId: number, classId: number | undefined) {
  return db
    .selectFrom('sections as sec')
    .innerJoin('classes as c', 'c.id', 'sec.class_id')
    .where('sec.school_id', '=', schoolId)
    .$if(classId !== undefined, (q) => q.where('sec.class_id', '=', classId!));
}

/**
 * The overview's list: its count (every section of the school, its counter's; a class's are
 * counted) and its rows, sections by class, then section name, each with its register of the date.
 */
export function overviewList(db: DB, schoolId: number, filters: OverviewFilters) {
  return {
    count: {
      filtered: sectionsOf(db, schoolId, filters.class_id),
      counters: filters.class_id === undefined ? schoolTableCounter('sections', schoolId) : null,
    } satisfies ListCount,
    sorted: () =>
      sectionsOf(db, schoolId, filters.class_id)
        .leftJoin('attendance_registers as r', (join) =>
          join.onRef('r.section_id', '=', 'sec.id').on('r.date', '=', filters.date),
        )
        .leftJoin('users as taker', 'taker.id', 'r.taken_by')
        .select([
          'sec.id as section_id',
          'sec.name as section_name',
          'sec.class_id',
          'c.name as class_name',
          'r.id as register_id',
          'r.taken_by',
          'taker.name as taken_by_name',
          'r.created_at as taken_at',
          'r.enrolled',
          'r.present',
          'r.absent',
          'r.late',
          'r.excused',
        ])
        .orderBy(byText('c.name').key(db))
        .orderBy('c.id')
        .orderBy(byText('sec.name').key(db))
        .orderBy('sec.id'),
  };
}
export type OverviewRow = Awaited<
  ReturnType<ReturnType<ReturnType<typeof overviewList>['sorted']>['execute']>
>[number];

/** The day's registers of the school (or class): how many, and their summed counts. */
export async function registerSums(db: DB, schoolId: number, filters: OverviewFilters) {
  return db
    .selectFrom('attendance_registers')
    .select((eb) => [eb.fn.countAll<number>().as('taken'), ...countSums])
    .where('school_id', '=', schoolId)
    .where('date', '=', filters.date)
    .$if(filters.class_id !== undefined, (q) => q.where('class_id', '=', filters.class_id!))
    .executeTakeFirstOrThrow();
}
