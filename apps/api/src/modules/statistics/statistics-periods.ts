import { GROWTH_PERIODS, type StatisticsPeriod } from '@school/contract';
import { addDays, DAY_MS, midnightOf } from '../../lib/calendar';

/*
 * The periods of the growth chart, in UTC, on the platform's calendar (lib/calendar.ts, which
 * also gives the days of the activity chart).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** One period: created_at >= start and < end, both ISO timestamps. */
export interface Period {
  name: string;
  /** YYYY-MM-DD of its first day. */
  date: string;
  start: string;
  end: string;
}

const dayMonth = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;

/** The first instant of each of the `count` periods up to the one `now` falls in, and the next. */
function periodStarts(period: StatisticsPeriod, now: Date, count: number): Date[] {
  const today = midnightOf(now);
  // count + 1 starts: the last is the end of the current period.
  const offsets = Array.from({ length: count + 1 }, (_, i) => i - (count - 1));
  if (period === 'daily') return offsets.map((i) => addDays(today, i));
  if (period === 'weekly') {
    // ISO weeks begin on Monday; getUTCDay() is 0 on Sunday.
    const monday = addDays(today, -((today.getUTCDay() + 6) % 7));
    return offsets.map((i) => addDays(monday, 7 * i));
  }
  return offsets.map((i) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + i, 1)));
}

function periodName(period: StatisticsPeriod, start: Date): string {
  if (period === 'daily') return dayMonth(start);
  if (period === 'weekly') return `Week of ${dayMonth(start)}`;
  return `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
}

/** The last `count` periods, oldest first; the last one holds `now` (and ends after it). */
export function growthPeriods(period: StatisticsPeriod, now: Date, count = GROWTH_PERIODS): Period[] {
  const starts = periodStarts(period, now, count);
  return starts.slice(0, -1).map((start, i) => ({
    name: periodName(period, start),
    date: start.toISOString().slice(0, 10),
    start: start.toISOString(),
    end: starts[i + 1]!.toISOString(),
  }));
}

/** The instant `days` days before `now`. */
export const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/** A share in percent to one decimal; null when the whole is 0 (there is nothing to share). */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}
