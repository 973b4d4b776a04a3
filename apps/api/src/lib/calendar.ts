/*
 * The platform's calendar: days are days of the platform timezone (the platform settings'
 * default_timezone), not of UTC, so "today" and each bar of a daily chart are the days the
 * people using the platform live in. Boundaries are worked out here, as ISO UTC timestamps, with
 * the zone's own rules (DST included: a day may last 23 or 25 hours), and the database counts
 * rows between them with range conditions on ISO text, which both engines compare alike.
 */

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a zone, from one cached formatter per zone. */
function wallClock(instant: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** YYYY-MM-DD of the day `instant` falls in, in the zone. */
export const localDate = (instant: Date, timeZone: string): string => wallClock(instant, timeZone).date;

/** "YYYY-MM-DD HH:MM:SS" of an instant on the zone's wall clock (what an export writes). */
export function localDateTime(instant: Date, timeZone: string): string {
  const { date, time } = wallClock(instant, timeZone);
  return `${date} ${time}`;
}

/** How many minutes the zone's wall clock is ahead of UTC at an instant (whole seconds). */
export function offsetMinutes(instantMs: number, timeZone: string): number {
  const { date, time } = wallClock(new Date(instantMs), timeZone);
  return (Date.parse(`${date}T${time}Z`) - Math.floor(instantMs / 1000) * 1000) / 60_000;
}

/** The calendar date `days` after a YYYY-MM-DD date (date arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday of a YYYY-MM-DD date, 0 on Sunday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The first instant of a calendar day in the zone, as an ISO UTC timestamp. The zone's offset at
 * that midnight is found by comparing the wall clock with UTC, twice: the offset after the first
 * guess is right unless a DST change lies between the guess and the midnight.
 */
export function startOfDay(date: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  const offsetAt = (instant: number) => {
    const { date: d, time } = wallClock(new Date(instant), timeZone);
    return Date.parse(`${d}T${time}.000Z`) - Math.floor(instant / 1000) * 1000;
  };
  let instant = midnightUtc - offsetAt(midnightUtc);
  instant = midnightUtc - offsetAt(instant);
  return new Date(instant).toISOString();
}

export const startOfNextDay = (date: string, timeZone: string): string =>
  startOfDay(addDays(date, 1), timeZone);

/** The `days` days of the zone ending with today: timestamps from `start` (inclusive) to `end` (exclusive). */
export interface DayWindow {
  /** Each day, oldest first, with its short weekday name. */
  days: { date: string; day_name: string }[];
  /** YYYY-MM-DD of the first and the last (today) day. */
  first: string;
  last: string;
  start: string;
  end: string;
  /** The zone whose days these are. */
  timeZone: string;
}

/**
 * Only the window's two ends are instants: each is two runs of the zone's formatter (startOfDay),
 * about 5 µs apiece, so an instant for every day cost a 90-day chart 2 ms before it read a row.
 */
export function dayWindow(days: number, now: Date, timeZone: string): DayWindow {
  const today = localDate(now, timeZone);
  // Calendar dates as UTC midnights, which are always a day apart.
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const list = Array.from({ length: days }, (_, i) => {
    const day = new Date(todayMs - (days - 1 - i) * DAY_MS);
    return { date: day.toISOString().slice(0, 10), day_name: DAY_NAMES[day.getUTCDay()]! };
  });
  return {
    days: list,
    first: list[0]!.date,
    last: today,
    start: startOfDay(list[0]!.date, timeZone),
    end: startOfNextDay(today, timeZone),
    timeZone,
  };
}
