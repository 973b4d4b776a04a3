import { USER_STATUSES, type UserStatus } from '@school/contract';
import type { DB } from '../db/connect';

/**
 * Maintained row counts (migration 2026_11_24_0210): triggers add a +1 or -1 row per insert or
 * delete, so a count is the sum of its counter's rows, exact as soon as the write commits. A
 * counter names a table ("users") or a table and key ("role_user:3", the users holding role 3).
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
  for (const row of rows) {
    counts.set(row.name, Number(row.total));
    // Inside a caller's transaction the fold waits for a later read.
    if (Number(row.parts) > FOLD_AFTER && !db.isTransaction) await fold(db, row.name);
  }
  return counts;
}

/** The sum of these counters (one alone, or all users: the sum over their statuses). */
export async function maintainedCount(db: DB, names: string | readonly string[]): Promise<number> {
  const counts = await maintainedCounts(db, typeof names === 'string' ? [names] : names);
  return [...counts.values()].reduce((sum, count) => sum + count, 0);
}

export const allUsersCounters = USER_STATUSES.map(usersInStatusCounter);

/**
 * Replaces a counter's rows by one holding their sum. Two folds at once are safe: each deletes
 * only the rows it saw and writes back their sum, so the total never changes.
 */
async function fold(db: DB, name: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const parts = await trx.deleteFrom('row_counts').where('name', '=', name).returning('delta').execute();
    if (parts.length === 0) return;
    const delta = parts.reduce((sum, part) => sum + Number(part.delta), 0);
    await trx.insertInto('row_counts').values({ name, delta }).execute();
  });
}
