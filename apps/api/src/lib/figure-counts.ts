import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../db/connect';
import { COUNTED_ZONES } from '../db/migrations/figure-counters';
import { localDate, startOfNextDay } from './calendar';
import { FIGURE_COUNTS, foldCounts } from './count-folds';

/*
 * Maintained figures (migration 2026_12_10_0300, docs/decisions.md "How a new figure keeps its
 * counts"): triggers keep a count per figure, platform timezone, day of that zone and item in the
 * same transaction as each write, so a figure over a window of days reads the rows of that window
 * only, however large the tables it counts. A count is the sum of its rows: SQLite keeps one row a
 * count, PostgreSQL adds a row per write (2026_12_10_0500) and the reads fold them.
 */

/** Past this many rows beyond one per count, a read folds what it read. */
const FOLD_AFTER = 64;

/** Figures counted per day of each platform timezone. */
export type ZoneFigure =
  | 'users_created'
  | 'students_created'
  | 'active_students_created'
  | 'schools_created'
  | 'audit_events'
  | 'school_sign_ins'
  | 'active_users'
  | 'active_schools'
  | 'signed_in_users';

/** The zone's days are counted; a zone the migrations do not count would give wrong figures. */
function counted(timeZone: string): string {
  if (!(COUNTED_ZONES as readonly string[]).includes(timeZone)) {
    throw new Error(`No figures are counted in the timezone ${timeZone}`);
  }
  return timeZone;
}

interface DayRange {
  /** YYYY-MM-DD, included. */
  first: string;
  /** YYYY-MM-DD, included; none: every day from `first` on. */
  last?: string;
}

/** A figure's counts on the days of a range: per day and item (zone '' for a figure of dates). */
async function rowsOn(db: DB, figure: string, zone: string, { first, last }: DayRange) {
  const rows = await db
    .selectFrom('figure_counts')
    .select(['day', 'item', 'n'])
    .where('figure', '=', figure)
    .where('zone', '=', zone)
    .where('day', '>=', first)
    .$if(last !== undefined, (q) => q.where('day', '<=', last!))
    .execute();
  const counts = new Map<string, { day: string; item: string; n: number }>();
  for (const { day, item, n } of rows) {
    const key = JSON.stringify([day, item]);
    const count = counts.get(key) ?? { day, item, n: 0 };
    counts.set(key, { ...count, n: count.n + Number(n) });
  }
  if (rows.length - counts.size > FOLD_AFTER) await fold(db, figure, zone, { first, last });
  return [...counts.values()];
}

/** Folds a figure's counts on the days of a range (lib/count-folds.ts, foldCounts). */
async function fold(db: DB, figure: string, zone: string, { first, last }: DayRange): Promise<void> {
  await foldCounts(
    db,
    FIGURE_COUNTS,
    sql<SqlBool>`figure = ${figure} AND zone = ${zone} AND day >= ${first}
      ${last === undefined ? sql`` : sql`AND day <= ${last}`}`,
  );
}

/** A figure on each day of the range in the zone, all items together (days with none are absent). */
export async function perZoneDay(
  db: DB,
  figure: ZoneFigure,
  timeZone: string,
  range: DayRange,
  item?: string,
): Promise<Map<string, number>> {
  const days = new Map<string, number>();
  for (const row of await rowsOn(db, figure, counted(timeZone), range)) {
    if (item === undefined || row.item === item) days.set(row.day, (days.get(row.day) ?? 0) + row.n);
  }
  return days;
}

/** A figure of the zone summed over the days of the range, per item. */
export async function perItemOnDays(
  db: DB,
  figure: ZoneFigure,
  timeZone: string,
  range: DayRange,
): Promise<Map<string, number>> {
  const items = new Map<string, number>();
  for (const row of await rowsOn(db, figure, counted(timeZone), range)) {
    items.set(row.item, (items.get(row.item) ?? 0) + row.n);
  }
  return items;
}

/**
 * A school's enrolments kept per year and class: its days are year ids and its items class ids
 * (migration 2026_12_10_0300).
 */
export const enrolmentsFigure = (schoolId: number) => `enrolments:${schoolId}`;

/**
 * A figure of no zone on one day and item that expressions give, for a statement over several
 * rows (a page of classes, each with its enrolments in the current year): its sum and how many
 * rows it summed (for `foldDayIfPiled`), as scalar subqueries. A null day counts 0.
 */
export function figureCountAt(figure: string, day: Expression<unknown>, item: Expression<unknown>) {
  const which = sql`figure = ${figure} AND zone = '' AND day = CAST(${day} AS text) AND item = CAST(${item} AS text)`;
  return {
    total: sql<number>`(SELECT coalesce(sum(n), 0) FROM figure_counts WHERE ${which})`,
    parts: sql<number>`(SELECT count(*) FROM figure_counts WHERE ${which})`,
  };
}

/** Folds a figure's day when a count `figureCountAt` read there took more than a few rows. */
export async function foldDayIfPiled(db: DB, figure: string, day: string, parts: number): Promise<void> {
  if (parts - 1 > FOLD_AFTER) await fold(db, figure, '', { first: day, last: day });
}

/**
 * A figure of dates (no zone: notices by publish date, a school's admissions) per date of the
 * range; or of a school's enrolments per year (its days are year ids).
 */
export async function perDate(db: DB, figure: string, range: DayRange): Promise<Map<string, number>> {
  const dates = new Map<string, number>();
  for (const row of await rowsOn(db, figure, '', range))
    dates.set(row.day, (dates.get(row.day) ?? 0) + row.n);
  return dates;
}

/** A figure that is a count per item (schools per board, per state...), items counting none left out. */
export async function perItem(db: DB, figure: string, day = ''): Promise<Map<string, number>> {
  const rows = await rowsOn(db, figure, '', { first: day, last: day });
  return new Map(rows.filter((r) => r.n !== 0).map((r) => [r.item, r.n]));
}

/** Sum of a map's counts. */
export const sumOf = (counts: Map<string, number>): number =>
  [...counts.values()].reduce((sum, n) => sum + n, 0);

/**
 * A figure of the zone's days counted from the instant `since` on (not a day's start: "30 days
 * ago"): the maintained days after the one `since` falls in, and that day's part from `since` on,
 * which `partialDay(until)` counts from the table (at most a day of rows, until the next day).
 */
export async function zoneFigureSince(
  db: DB,
  figure: ZoneFigure,
  since: string,
  timeZone: string,
  partialDay: (until: string) => Promise<number>,
): Promise<number> {
  const day = localDate(new Date(since), timeZone);
  const [later, partial] = await Promise.all([
    perZoneDay(db, figure, timeZone, { first: day }),
    partialDay(startOfNextDay(day, timeZone)),
  ]);
  later.delete(day);
  return sumOf(later) + partial;
}

/** Rows of a table created at or after the instant `since` (zoneFigureSince). */
export async function createdSince(
  db: DB,
  table: 'users' | 'students' | 'schools',
  since: string,
  timeZone: string,
): Promise<number> {
  return zoneFigureSince(db, `${table}_created`, since, timeZone, async (until) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since)
      .where('created_at', '<', until)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}
