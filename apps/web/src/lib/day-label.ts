import type { DailyActivity } from '@school/contract';
import { currentLocale } from '@/i18n/language';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Mon 24 Nov" ("lun. 24 nov." in French): a day (of the platform timezone) of an activity
 * window, as the charts name it, in the reader's language. The date is read as a UTC calendar
 * day and shown in UTC, so no timezone can move it to another day.
 */
export function dayLabel({ date }: Pick<DailyActivity, 'date' | 'day_name'>): string {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The same day always in English ("Mon 24 Nov"), for what stays English whatever the reader's
 * language: the cells of a CSV export. Read from the date's digits, not through Date.
 */
export function exportDayLabel({ date, day_name }: Pick<DailyActivity, 'date' | 'day_name'>): string {
  return `${day_name} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}
