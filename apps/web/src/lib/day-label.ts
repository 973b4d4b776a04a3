import type { DailyActivity } from '@school/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Mon 24 Nov": a day (of the platform timezone) of an activity window, as the charts and the statistics export name it.
 * Read from the date's digits, not through Date, so no timezone can move it to another day.
 */
export function dayLabel({ date, day_name }: Pick<DailyActivity, 'date' | 'day_name'>): string {
  return `${day_name} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}
