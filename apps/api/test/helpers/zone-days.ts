import { PLATFORM_SETTINGS_DEFAULTS } from '@school/contract';
import type { DB } from '../../src/db/connect';
import { saveSettingsGroup } from '../../src/modules/settings/settings.repository';

/*
 * The tests' own calendar of a timezone, worked out apart from the server's (lib/calendar.ts) so
 * that the figures they expect do not come from the code under test: a day of an instant read
 * through Intl, and the first instant of that day found by halving, whatever the zone's offset or
 * DST does that day.
 */

const HOUR = 60 * 60 * 1000;

/** YYYY-MM-DD of the day `ms` falls in, in the zone. */
export const zoneDay = (ms: number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(ms),
  );

/** The first millisecond of the zone's day that holds `ms` (no day is longer than 26 hours). */
export function zoneMidnight(ms: number, timeZone: string): number {
  const day = zoneDay(ms, timeZone);
  let [before, within] = [ms - 26 * HOUR, ms];
  while (within - before > 1) {
    const middle = Math.floor((before + within) / 2);
    if (zoneDay(middle, timeZone) === day) within = middle;
    else before = middle;
  }
  return within;
}

/** Short weekday name of a YYYY-MM-DD date. */
export const weekdayName = (date: string): string =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${date}T12:00:00Z`).getUTCDay()]!;

/** Sets the platform timezone as the settings screen would store it (and the API nodes see it). */
export async function setPlatformTimeZone(db: DB, timeZone: string): Promise<void> {
  await saveSettingsGroup(db, 'platform', { ...PLATFORM_SETTINGS_DEFAULTS, default_timezone: timeZone });
}

/** "YYYY-MM-DD HH:MM:SS" of an instant on the zone's wall clock: how an export writes a time. */
export const zoneDateTime = (instant: string, timeZone: string): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(instant));
