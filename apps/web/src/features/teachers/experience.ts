import type { TFunction } from 'i18next';

const YEAR_MS = 365.25 * 86_400_000;

/**
 * Whole years since the joining date (spec 02 section 9: 365.25-day years, floored), from the
 * administrator's local midnight of that day; null without a date, 0 for a date still to come.
 */
export function experienceYears(dateOfJoining: string | null, now: Date = new Date()): number | null {
  if (!dateOfJoining) return null;
  const joined = new Date(
    /^\d{4}-\d{2}-\d{2}$/.test(dateOfJoining) ? `${dateOfJoining}T00:00:00` : dateOfJoining,
  );
  if (Number.isNaN(joined.getTime())) return null;
  return Math.max(0, Math.floor((now.getTime() - joined.getTime()) / YEAR_MS));
}

/** "1 year", "4 years", or "Not specified" without a joining date (`t` of the teachers namespace). */
export function experienceText(t: TFunction, dateOfJoining: string | null, now?: Date): string {
  const years = experienceYears(dateOfJoining, now);
  if (years === null) return t('experience.not_specified');
  return t('experience.years', { count: years });
}
