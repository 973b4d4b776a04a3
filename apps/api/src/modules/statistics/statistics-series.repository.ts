import type { DB } from '../../db/connect';
import { localDate, type DayWindow } from '../../lib/calendar';
import { perDate, perZoneDay, sumOf } from '../../lib/figure-counts';
import type { Period } from './statistics-periods';

/*
 * Counts over time, from the figures kept per day of the platform timezone (lib/figure-counts.ts):
 * a window reads one row a day, never the rows it counts.
 */

/** Tables counted by the day their rows were created. */
export type CreatedTable = 'schools' | 'users' | 'students';

/** Rows created within each period, and after the last one ended (clock skew, nothing else). */
export async function createdPerPeriod(
  db: DB,
  table: CreatedTable,
  periods: readonly Period[],
  timeZone: string,
): Promise<{ perPeriod: number[]; after: number }> {
  const days = await perZoneDay(db, `${table}_created`, timeZone, { first: periods[0]!.date });
  // Period i holds the days from its first to the next one's first; the day the last one ends
  // on begins "after".
  const firstDays = [...periods.map((p) => p.date), localDate(new Date(periods.at(-1)!.end), timeZone)];
  const perPeriod = periods.map(() => 0);
  let after = 0;
  for (const [day, n] of days) {
    const i = firstDays.findLastIndex((first) => first <= day);
    if (i === periods.length) after += n;
    else perPeriod[i]! += n;
  }
  return { perPeriod, after };
}

/** Notices whose publish date is each day of the window (kept per publish date). */
export const noticesPerDay = (db: DB, window: DayWindow) =>
  perDate(db, 'notices_published', { first: window.first, last: window.last });

/** Notices published on the dates from `first` to `last`. */
export async function noticesPublished(db: DB, first: string, last: string): Promise<number> {
  return sumOf(await perDate(db, 'notices_published', { first, last }));
}
