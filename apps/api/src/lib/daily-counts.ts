import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connect';
import type { DayWindow } from './calendar';

/*
 * Counts per UTC day over a bounded window (lib/calendar.ts), grouped in the database: the tables
 * may hold millions of rows, and nothing is read into memory but one figure a day. The audit
 * activity and the platform statistics both count this way.
 */

/** The UTC day of an ISO timestamp column, as SQL: its first ten characters in both engines. */
export const dayOf = (column: string): RawBuilder<string> => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** Grouped rows as a map of `YYYY-MM-DD` to a count (PostgreSQL answers counts as text). */
export async function perDay(
  rows: Promise<{ day: string; n: number | string | bigint }[]>,
): Promise<Map<string, number>> {
  return new Map((await rows).map((r) => [r.day, Number(r.n)]));
}

/** Rows of a table created on each day of the window, through the table's created_at index. */
export function createdPerDay(
  db: DB,
  table: 'users' | 'students',
  window: DayWindow,
): Promise<Map<string, number>> {
  const day = dayOf(`${table}.created_at`);
  return perDay(
    db
      .selectFrom(table)
      .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', window.start)
      .where('created_at', '<', window.end)
      .groupBy(day)
      .execute(),
  );
}

/**
 * Sign-ins (user_login audit entries) on each day of the window, by the (event, created_at)
 * index; with `schoolsOnly`, only those of users with a school (the entry names it).
 */
export function signInsPerDay(
  db: DB,
  window: DayWindow,
  { schoolsOnly = false }: { schoolsOnly?: boolean } = {},
): Promise<Map<string, number>> {
  const day = dayOf('audit_logs.created_at');
  return perDay(
    db
      .selectFrom('audit_logs')
      .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('audit_logs.event', '=', 'user_login')
      .where('audit_logs.created_at', '>=', window.start)
      .where('audit_logs.created_at', '<', window.end)
      .$if(schoolsOnly, (q) => q.where('audit_logs.school_id', 'is not', null))
      .groupBy(day)
      .execute(),
  );
}
