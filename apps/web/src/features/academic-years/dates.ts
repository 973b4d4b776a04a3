const DAY_MS = 86_400_000;

/** Today's local date as YYYY-MM-DD: the day the administrator is living, not UTC's. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Days a year spans, its first and last day included; both dates read as UTC, so no DST hour. */
export function durationDays(startDate: string, endDate: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.round(ms / DAY_MS) + 1;
}
