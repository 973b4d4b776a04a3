import type { DailyActivity } from '@school/contract';
import { currentLocale } from '@/i18n/language';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Mon 24 Nov" in English whatever the reader's language: a day (of the platform timezone) of an
 * activity window as the statistics export names it (CSV cells stay English). Read from the
 * date's digits, not through Date, so no timezone can move it to another day. Charts use
 * `localDayLabel`.
 */
export function dayLabel({ date, day_name }: Pick<DailyActivity, 'date' | 'day_name'>): string {
  return `${day_name} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Mon 24 Nov" ("lun. 24 nov." in French, "सोम, 24 नव॰" in Hindi): the same day as a chart names
 * it, in the reader's language. The date is read as a UTC calendar day and shown in UTC, so no
 * timezone can move it to another day.
 */
export function localDayLabel({ date }: Pick<DailyActivity, 'date'>): string {
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
