import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connect';
import type { DayWindow } from './calendar';

/*
 * Counts per day of the platform timezone over a bounded window (lib/calendar.ts), grouped in the
 * database: the tables may hold millions of rows, and nothing is read into memory but one figure a
 * day. The audit activity and the platform statistics both count this way.
 */

/**
 * The window's day of an ISO timestamp column, as SQL: a search through the days' first instants
 * (worked out with the zone's rules, DST included), halving the days at each step, so a row costs
 * a handful of text comparisons, alike in both engines, whatever the zone. Only rows within the
 * window are meant to be asked. The boundaries and dates are written into the statement as
 * literals: they are ours (never user input), and a 90-day window stays well under any engine's
 * limit of bound parameters even when the expression is repeated in GROUP BY.
 */
export function dayOf(column: string, window: DayWindow): RawBuilder<string> {
  const ref = sql.ref(column);
  const among = (from: number, to: number): RawBuilder<string> => {
    if (to - from === 1) return sql<string>`${sql.lit(window.days[from]!.date)}`;
    const middle = Math.floor((from + to) / 2);
    return sql<string>`(CASE WHEN ${ref} < ${sql.lit(window.days[middle]!.start)} THEN ${among(from, middle)} ELSE ${among(middle, to)} END)`;
  };
  // A window of one day would be a bare constant, which PostgreSQL refuses to GROUP BY.
  if (window.days.length === 1) {
    return sql<string>`(CASE WHEN ${ref} < ${sql.lit(window.end)} THEN ${sql.lit(window.days[0]!.date)} END)`;
  }
  return among(0, window.days.length);
}

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
  const day = dayOf(`${table}.created_at`, window);
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
  const day = dayOf('audit_logs.created_at', window);
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
