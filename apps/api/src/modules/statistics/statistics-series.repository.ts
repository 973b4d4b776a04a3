import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import type { DayWindow } from '../../lib/calendar';
import { perDay } from '../../lib/daily-counts';
import type { Period } from './statistics-periods';

/*
 * Counts over time, each one indexed range scan of a bounded window: the tables may hold
 * millions of rows, and nothing is read into memory but one figure per period or day. Counts per
 * day shared with the audit activity are in lib/daily-counts.ts.
 */

/** Tables counted by when their rows were created (each has an index on created_at). */
export type CreatedTable = 'schools' | 'users' | 'students';

/** Rows created within each period, and after the last one ended (clock skew, nothing else). */
export async function createdPerPeriod(
  db: DB,
  table: CreatedTable,
  periods: readonly Period[],
): Promise<{ perPeriod: number[]; after: number }> {
  const last = periods.at(-1)!;
  const within = (from: string, to: string) =>
    sql<number>`sum(case when created_at >= ${from} and created_at < ${to} then 1 else 0 end)`;
  const row = await db
    .selectFrom(table)
    .select([
      ...periods.map((p, i) => within(p.start, p.end).as(`p${i}`)),
      sql<number>`sum(case when created_at >= ${last.end} then 1 else 0 end)`.as('after'),
    ])
    .where('created_at', '>=', periods[0]!.start)
    .executeTakeFirstOrThrow();
  const figures = row as Record<string, unknown>;
  // An empty range sums to null; PostgreSQL answers sums as text.
  return {
    perPeriod: periods.map((_, i) => Number(figures[`p${i}`] ?? 0)),
    after: Number(figures.after ?? 0),
  };
}

/** Rows created at or after `since`. */
export async function createdSince(db: DB, table: CreatedTable, since: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Notices whose publish date is each day of the window (a date column, by its own index). */
export function noticesPerDay(db: DB, window: DayWindow) {
  return perDay(
    db
      .selectFrom('notices')
      .select(['publish_date as day', (eb) => eb.fn.countAll<number>().as('n')])
      .where('publish_date', '>=', window.first)
      .where('publish_date', '<=', window.last)
      .groupBy('publish_date')
      .execute(),
  );
}
