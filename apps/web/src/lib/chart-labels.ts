import type { StatisticsPeriod } from '@school/contract';
import { i18next } from '@/i18n/i18n';
import { currentLocale } from '@/i18n/language';

/*
 * The names charts give their points (a month, a week, a day), written in the reader's language
 * from the dates the server sends: its English names (`month_name`, `period_name`, `day_name`)
 * stay in the answers for the spec and the CSV exports. Every date is a calendar day (or month)
 * of the platform timezone, read and shown in UTC so that no timezone moves it.
 */

const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', timeZone: 'UTC' };
const WEEKDAY_DAY_MONTH: Intl.DateTimeFormatOptions = { ...WEEKDAY, day: 'numeric', month: 'short' };

const formats = new Map<string, Intl.DateTimeFormat>();

function format(name: string, options: Intl.DateTimeFormatOptions, date: string): string {
  const locale = currentLocale();
  const key = `${name}|${locale}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formats.set(key, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/** "Nov 2026" ("nov. 2026" in French) for a month written YYYY-MM. */
export const monthLabel = (month: string): string => format('month', MONTH, `${month.slice(0, 7)}-01`);

/** "Tue" ("mar." in French) for a day written YYYY-MM-DD. */
export const weekdayLabel = ({ date }: { date: string }): string => format('weekday', WEEKDAY, date);

/**
 * "Tue 24 Nov" ("mar. 24 nov." in French) for a day written YYYY-MM-DD: a day of an activity
 * window. The statistics CSV keeps lib/day-label's English words.
 */
export const dayOfWindowLabel = ({ date }: { date: string }): string =>
  format('weekday_day_month', WEEKDAY_DAY_MONTH, date);

/**
 * A growth period by its first day (YYYY-MM-DD): "27 Nov" for a day, "Week of 24 Nov" for a
 * week, "Nov 2026" for a month, in the reader's language.
 */
export function periodLabel(period: StatisticsPeriod, start: string): string {
  if (period === 'monthly') return monthLabel(start);
  const day = format('day_month', DAY_MONTH, start);
  return period === 'weekly' ? i18next.t('common:chart.week_of', { date: day }) : day;
}
