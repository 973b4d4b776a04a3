import { GROWTH_PERIODS, type StatisticsPeriod } from '@school/contract';

/*
 * The calendar of the statistics, in UTC: the periods of the growth chart and the days of the
 * activity chart. Boundaries are worked out here and the database counts rows between them with
 * range conditions on ISO text, which both engines compare alike.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** One period: created_at >= start and < end, both ISO timestamps. */
export interface Period {
  name: string;
  /** YYYY-MM-DD of its first day. */
  date: string;
  start: string;
  end: string;
}

/** 00:00 UTC of the day `now` falls in. */
export const startOfDay = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);
const dayMonth = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;

/** The first instant of each of the `count` periods up to the one `now` falls in, and the next. */
function periodStarts(period: StatisticsPeriod, now: Date, count: number): Date[] {
  const today = startOfDay(now);
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

/** The `days` UTC days ending today, oldest first, with their short weekday names. */
export function windowDays(days: number, now: Date): { date: string; day_name: string }[] {
  const today = startOfDay(now);
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - (days - 1));
    return { date: day.toISOString().slice(0, 10), day_name: DAYS[day.getUTCDay()]! };
  });
}

/** The instant `days` days before `now`. */
export const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/** A share in percent to one decimal; null when the whole is 0 (there is nothing to share). */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}
