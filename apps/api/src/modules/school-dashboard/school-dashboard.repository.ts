import type { WeeklyFigure } from '@school/contract';
import type { DB } from '../../db/connect';
import { maintainedCounts, schoolTableCounter } from '../../lib/row-counts';

/** What the dashboard counts, each a table of school-owned rows with a maintained counter. */
export const COUNTED = ['students', 'teachers', 'classes', 'sections'] as const;
export type Counted = (typeof COUNTED)[number];

/**
 * Each table's count now and a week ago. "Now" comes from the maintained counters; "a week ago"
 * is now less the rows created since `weekAgo` (the (school_id, created_at) index of students and
 * teachers, the school's few classes and sections by its (school_id, id) index), which is the
 * number of today's rows that already existed then. Rows deleted during the week are gone and
 * cannot be counted back, so a week with deletions shows last week's figure as it stands today.
 */
export async function weeklyFigures(
  db: DB,
  schoolId: number,
  weekAgo: string,
): Promise<Record<Counted, WeeklyFigure>> {
  const [now, ...added] = await Promise.all([
    maintainedCounts(
      db,
      COUNTED.map((table) => schoolTableCounter(table, schoolId)),
    ),
    ...COUNTED.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('school_id', '=', schoolId)
        .where('created_at', '>=', weekAgo)
        .executeTakeFirstOrThrow(),
    ),
  ]);
  return Object.fromEntries(
    COUNTED.map((table, i) => {
      const total = now.get(schoolTableCounter(table, schoolId))!;
      return [table, { total, last_week: total - Number(added[i]!.n) }];
    }),
  ) as Record<Counted, WeeklyFigure>;
}
