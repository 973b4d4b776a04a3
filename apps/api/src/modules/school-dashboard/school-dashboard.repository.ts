import type { WeeklyFigure } from '@school/contract';
import type { DB } from '../../db/connect';
import { maintainedCounts, schoolTableCounter } from '../../lib/row-counts';
import { fixedList } from '../../db/in-list';

/** What the dashboard counts, each a table of school-owned rows with a maintained counter. */
export const COUNTED = ['students', 'teachers', 'classes', 'sections'] as const;
export type Counted = (typeof COUNTED)[number];

/** The delete events whose audit entries hold the deleted rows of each counted table. */
const DELETED: Record<string, Counted> = {
  student_deleted: 'students',
  teacher_deleted: 'teachers',
  class_deleted: 'classes',
  section_deleted: 'sections',
};

interface DeletedRecord {
  created_at?: unknown;
  /** A class takes its sections with it. */
  sections?: { created_at?: unknown }[];
}

/**
 * Rows deleted since `since` that existed before it, per table, read back from the school's
 * delete entries (each keeps the deleted record with its created_at; a week of a school's trail
 * is small and read through its (school_id, created_at) index). Entries written before records
 * carried created_at cannot say, and are left out.
 */
async function deletedSince(db: DB, schoolId: number, since: string): Promise<Record<Counted, number>> {
  const rows = await db
    .selectFrom('audit_logs')
    .select(['event', 'properties'])
    .where('school_id', '=', schoolId)
    .where('created_at', '>=', since)
    .where('event', 'in', fixedList(Object.keys(DELETED)))
    .execute();
  const counts = Object.fromEntries(COUNTED.map((table) => [table, 0])) as Record<Counted, number>;
  const existedBefore = (record: { created_at?: unknown } | undefined) =>
    typeof record?.created_at === 'string' && record.created_at < since;
  for (const row of rows) {
    const before = row.properties
      ? (JSON.parse(row.properties) as { before?: DeletedRecord }).before
      : undefined;
    if (existedBefore(before)) counts[DELETED[row.event]!]++;
    if (row.event === 'class_deleted') {
      counts.sections += (before?.sections ?? []).filter(existedBefore).length;
    }
  }
  return counts;
}

/**
 * Each table's count now and a week ago. "Now" comes from the maintained counters; "a week ago"
 * is now less the rows created since `weekAgo` (the (school_id, created_at) index of students and
 * teachers, the school's few classes and sections by its (school_id, id) index), plus the rows
 * deleted since then that already existed, so a week of deletions shows as a fall.
 */
export async function weeklyFigures(
  db: DB,
  schoolId: number,
  weekAgo: string,
): Promise<Record<Counted, WeeklyFigure>> {
  const [now, deleted, ...added] = await Promise.all([
    maintainedCounts(
      db,
      COUNTED.map((table) => schoolTableCounter(table, schoolId)),
    ),
    deletedSince(db, schoolId, weekAgo),
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
      return [table, { total, last_week: total - Number(added[i]!.n) + deleted[table] }];
    }),
  ) as Record<Counted, WeeklyFigure>;
}
