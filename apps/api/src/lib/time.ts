/** Timestamps are stored as ISO 8601 UTC text (see db/database.ts). */
import { say } from './i18n';
export const isoNow = (): string => new Date().toISOString();

export const isoMinutesAgo = (minutes: number, from = Date.now()): string =>
  new Date(from - minutes * 60_000).toISOString();

export const isoMinutesFromNow = (minutes: number, from = Date.now()): string =>
  new Date(from + minutes * 60_000).toISOString();

/**
 * "Please try again in 59 minutes": a wait told to a person, in whole minutes rounded up (a wait
 * under a minute is "1 minute"). Retry-After headers stay in seconds, as HTTP wants.
 */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return say('rate.try_again_in', { count: minutes });
}
