import type { DailyActivity } from '@school/contract';
import { currentLocale } from '@/i18n/language';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Tue 24 Nov" ("mar. 24 nov." in French): a day of the activity window as the chart names it, in
 * the reader's language. The date is a calendar day of the platform timezone, read in UTC so no
 * timezone moves it to another day. The CSV export keeps lib/day-label's English words.
 */
export function chartDayLabel({ date }: Pick<DailyActivity, 'date'>): string {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DAY);
    formats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
