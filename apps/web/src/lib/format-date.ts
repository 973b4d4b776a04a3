import { currentLocale } from '@/i18n/language';
import { platformPreferences } from './platform-preferences';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const formats = new Map<string, Intl.DateTimeFormat>();

/** In the reader's language (its locale: i18n/language.ts) and the given timezone. */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${options === DATE ? 'date' : 'time'}|${timeZone ?? ''}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A calendar date (YYYY-MM-DD) is that day wherever it is read: it is read and shown in UTC. A
 * timestamp is shown in the platform's timezone (platform settings), the browser's until known.
 */
function parse(value: string | null | undefined): { date: Date; timeZone: string | undefined } | null {
  if (!value) return null;
  const calendar = CALENDAR_DATE.test(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, timeZone: calendar ? 'UTC' : platformPreferences().timeZone };
}

/** "22 Nov 2026" ("22 nov. 2026" in French), or `empty` when there is no valid date. */
export function formatDate(value: string | null | undefined, empty = '—'): string {
  const parsed = parse(value);
  return parsed ? formatter(DATE, parsed.timeZone).format(parsed.date) : empty;
}

/** "22 Nov 2026, 14:05" in the platform's timezone, or `empty` when there is no valid date. */
export function formatDateTime(value: string | null | undefined, empty = '—'): string {
  const parsed = parse(value);
  return parsed ? formatter(DATE_TIME, parsed.timeZone).format(parsed.date) : empty;
}
