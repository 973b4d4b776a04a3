import type { DailyActivity } from '@school/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Mon 24 Nov" in English whatever the reader's language: a day (of the platform timezone) of an
 * activity window as the statistics export names it (CSV cells stay English). Read from the
 * date's digits, not through Date, so no timezone can move it to another day. Charts use
 * `dayOfWindowLabel` (lib/chart-labels.ts).
 */
export function dayLabel({ date, day_name }: Pick<DailyActivity, 'date' | 'day_name'>): string {
  return `${day_name} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}
