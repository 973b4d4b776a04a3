import { platformPreferences } from './platform-preferences';

/*
 * The server counts days in the platform timezone (statistics, audit activity and filters,
 * "today"); the screens name that zone where they speak of days, and date what they make by it.
 */

/** The platform timezone ("Asia/Kolkata"), or the browser's own while the settings are not loaded. */
export const platformZoneName = (): string =>
  platformPreferences().timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today's date (YYYY-MM-DD) in the platform timezone. */
export const platformToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: platformZoneName(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
