import { USER_STATUSES, type UserStatus } from '@school/contract';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/connect';
import { isIn } from '../db/in-list';
import { ROW_COUNTS, foldCounts } from './count-folds';

/**
 * Maintained row counts (migrations 2026_11_24_0210 and 2026_12_10_0400, migrations/row-counters.ts):
 * triggers add each write's change to its counter in the same transaction, so a count is the sum
 * of its counter's rows, exact as soon as the write commits. PostgreSQL adds a row per counter per
 * statement (writers never wait on one row) and reads fold the rows; SQLite keeps one row a
 * counter. A counter names a table ("users") or a table and key ("role_user:3", the users
 * holding role 3).
 */
export const tableCounter = (table: 'schools' | 'contact_messages') => table;
export const roleHoldersCounter = (roleId: number) => `role_user:${roleId}`;
export const usersInStatusCounter = (status: UserStatus) => `users:${status}`;
/**
 * A school's rows of a table counted per school: students and teachers (migration
 * 2026_11_24_0220), its academic structure (2026_11_25_0100), parents (2026_11_25_0200) and
 * notices (2026_11_26_0120).
 */
export const schoolTableCounter = (
  table:
    'students' | 'teachers' | 'parents' | 'academic_years' | 'classes' | 'sections' | 'subjects' | 'notices',
  schoolId: number,
) => `${table}:${schoolId}`;

/**
 * A section's seats taken in a year: its enrolments whose student is active and not archived, as
 * seatTakers counts them (migration 2026_12_10_0800).
 */
export const sectionSeatsCounter = (sectionId: number, yearId: number) =>
  `section_seats:${sectionId}:${yearId}`;
/** `sectionSeatsCounter` of a section and year expressions give (a row of the outer statement). */
export const sectionSeatsCounterAt = (sectionId: Expression<number>, yearId: Expression<number | null>) =>
  sql<string | null>`CAST('section_seats:' AS text) || ${sectionId} || ':' || ${yearId}`;

/** Past this many rows a counter is folded into one when next read, so a sum stays a few rows. */
const FOLD_AFTER = 64;

/** The counts of these counters; a counter with no rows counts 0. */
export async function maintainedCounts(db: DB, names: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(names.map((name) => [name, 0]));
  if (names.length === 0) return counts;
  const rows = await db
    .selectFrom('row_counts')
    .select([
      'name',
      (eb) => eb.fn.sum<number>('delta').as('total'),
      (eb) => eb.fn.countAll<number>().as('parts'),
    ])
    .where('name', 'in', names)
    .groupBy('name')
    .execute();
  const piled: string[] = [];
  for (const row of rows) {
    counts.set(row.name, Number(row.total));
    if (Number(row.parts) > FOLD_AFTER) piled.push(row.name);
  }
  if (piled.length > 0) await fold(db, isIn('name', piled));
  return counts;
}

/** The sum of these counters (one alone, or all users: the sum over their statuses). */
export async function maintainedCount(db: DB, names: string | readonly string[]): Promise<number> {
  const counts = await maintainedCounts(db, typeof names === 'string' ? [names] : names);
  return [...counts.values()].reduce((sum, count) => sum + count, 0);
}

export const allUsersCounters = USER_STATUSES.map(usersInStatusCounter);

/**
 * The sum of these counters as scalar subqueries, for a list to read its count in the statement
 * that reads its page (lib/pagination.ts): the total, and how many rows it summed (`parts`) for
 * `foldIfPiled` after.
 */
export function counterSum(names: readonly string[]): {
  total: RawBuilder<number>;
  parts: RawBuilder<number>;
} {
  const named = isIn('name', names);
  return {
    total: sql<number>`(SELECT coalesce(sum(delta), 0) FROM row_counts WHERE ${named})`,
    parts: sql<number>`(SELECT count(*) FROM row_counts WHERE ${named})`,
  };
}

/**
 * `counterSum` of one counter whose name an expression gives, so a statement over several rows
 * (a page's roles) reads each row's counter in a correlated subquery.
 */
export function counterSumAt(name: RawBuilder<string | null>): {
  total: RawBuilder<number>;
  parts: RawBuilder<number>;
} {
  return {
    total: sql<number>`(SELECT coalesce(sum(delta), 0) FROM row_counts WHERE name = ${name})`,
    parts: sql<number>`(SELECT count(*) FROM row_counts WHERE name = ${name})`,
  };
}

/** Folds these counters when the sum `counterSum` read took more than a few rows. */
export async function foldIfPiled(db: DB, names: readonly string[], parts: number): Promise<void> {
  if (parts > FOLD_AFTER) await fold(db, isIn('name', names));
}

/** Folds the counters `which` picks (lib/count-folds.ts, foldCounts). */
const fold = (db: DB, which: Expression<SqlBool>) => foldCounts(db, ROW_COUNTS, which);
