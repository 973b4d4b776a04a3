import { GROWTH_PERIODS, type StatisticsPeriod } from '@school/contract';
import { addDays, localDate, startOfDay, weekdayOf } from '../../lib/calendar';

/*
 * The periods of the growth chart: days, weeks and months of the platform timezone, on the
 * platform's calendar (lib/calendar.ts, which also gives the days of the activity chart).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** One period: created_at >= start and < end, both ISO timestamps. */
export interface Period {
  name: string;
  /** YYYY-MM-DD of its first day. */
  date: string;
  start: string;
  end: string;
}

/** "5 Nov" of a YYYY-MM-DD date. */
const dayMonth = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** The first day (YYYY-MM-DD) of each of the `count` periods up to the one `now` falls in, and the next. */
function periodDates(period: StatisticsPeriod, now: Date, count: number, timeZone: string): string[] {
  const today = localDate(now, timeZone);
  // count + 1 starts: the last is the end of the current period.
  const offsets = Array.from({ length: count + 1 }, (_, i) => i - (count - 1));
  if (period === 'daily') return offsets.map((i) => addDays(today, i));
  if (period === 'weekly') {
    // ISO weeks begin on Monday; weekdayOf is 0 on Sunday.
    const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
    return offsets.map((i) => addDays(monday, 7 * i));
  }
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return offsets.map((i) => new Date(Date.UTC(year, month - 1 + i, 1)).toISOString().slice(0, 10));
}

function periodName(period: StatisticsPeriod, date: string): string {
  if (period === 'daily') return dayMonth(date);
  if (period === 'weekly') return `Week of ${dayMonth(date)}`;
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/**
 * The last `count` periods, oldest first; the last one holds `now` (and ends after it). Each
 * begins at the first instant of its first day in the zone.
 */
export function growthPeriods(
  period: StatisticsPeriod,
  now: Date,
  timeZone: string,
  count = GROWTH_PERIODS,
): Period[] {
  const dates = periodDates(period, now, count, timeZone);
  const starts = dates.map((date) => startOfDay(date, timeZone));
  return dates.slice(0, -1).map((date, i) => ({
    name: periodName(period, date),
    date,
    start: starts[i]!,
    end: starts[i + 1]!,
  }));
}

/** The instant `days` days before `now`. */
export const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/** A share in percent to one decimal; null when the whole is 0 (there is nothing to share). */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}
