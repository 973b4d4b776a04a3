/*
 * The platform's calendar, in UTC: the audit activity and the statistics both count by day.
 * Boundaries are worked out here as ISO timestamps and the database counts rows between them
 * with range conditions on ISO text, which both engines compare alike.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 00:00 UTC of the day `now` falls in. */
export const midnightOf = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export const addDays = (day: Date, days: number): Date => new Date(day.getTime() + days * DAY_MS);

/** `YYYY-MM-DD` as the first instant of that UTC day, and of the day after it. */
export const startOfDay = (date: string): string => `${date}T00:00:00.000Z`;
export const startOfNextDay = (date: string): string => addDays(new Date(startOfDay(date)), 1).toISOString();

/** The `days` UTC days ending with today: timestamps from `start` (inclusive) to `end` (exclusive). */
export interface DayWindow {
  /** Each day, oldest first, with its short weekday name. */
  days: { date: string; day_name: string }[];
  /** YYYY-MM-DD of the first and the last (today) day. */
  first: string;
  last: string;
  start: string;
  end: string;
}

export function dayWindow(days: number, now: Date): DayWindow {
  const today = midnightOf(now);
  const list = Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - (days - 1));
    return { date: day.toISOString().slice(0, 10), day_name: DAY_NAMES[day.getUTCDay()]! };
  });
  const first = list[0]!.date;
  const last = list.at(-1)!.date;
  return { days: list, first, last, start: startOfDay(first), end: startOfNextDay(last) };
}
