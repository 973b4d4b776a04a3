/*
 * The month grid of a student's attendance calendar: weeks from Monday (the academic settings'
 * week starts there too), dates as YYYY-MM-DD, computed in UTC so a date is that day everywhere.
 */

/** "2026-11" of "2026-11-03". */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `count` months after `month` ("2026-12" + 1 = "2027-01"). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, index - 1 + count, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The weeks of a month, Monday first; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, index - 1, 1));
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  // getUTCDay counts from Sunday; Monday is the first column.
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The month the calendar opens on: today's, kept within the year (`from`..`to`); a year that has
 * ended opens on its last month.
 */
export function openingMonth(today: string, from: string | null, to: string | null): string {
  if (to !== null && today > to) return monthOf(to);
  if (from !== null && today < from) return monthOf(from);
  return monthOf(today);
}
