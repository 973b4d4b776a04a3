const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A calendar date (YYYY-MM-DD) is read as local midnight: read as UTC, it would show the day before west of Greenwich. */
function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "22 Nov 2026", or `empty` when there is no valid date. */
export function formatDate(value: string | null | undefined, empty = '—'): string {
  const date = parse(value);
  return date ? DATE.format(date) : empty;
}

/** "22 Nov 2026, 14:05", or `empty` when there is no valid date. */
export function formatDateTime(value: string | null | undefined, empty = '—'): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : empty;
}
