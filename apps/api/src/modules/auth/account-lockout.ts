import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import { isoMinutesAgo } from '../../lib/time';
import { securitySettings } from '../settings/security-settings';
import { failuresAt } from './login-attempts.repository';

/** Failed sign-ins count against an account for this long (auth.service.ts). */
export const LOCKOUT_WINDOW_MINUTES = 15;

/** When the sign-in lockout of the account at this e-mail ends, or null when it is not locked. */
export async function lockedUntil(db: DB, email: string): Promise<string | null> {
  const failures = await failuresAt(db, sql.val(email), lockoutWindowStart()).execute();
  const ends = await lockEnds(db, new Map([[email, failures.map((f) => f.created_at)]]));
  return ends.get(email) ?? null;
}

/** Failed sign-ins before this instant no longer count against an account. */
export const lockoutWindowStart = () => isoMinutesAgo(LOCKOUT_WINDOW_MINUTES);

/**
 * When each account's lockout ends, from its failed sign-ins in the window, newest first: an
 * account is locked while its e-mail has `max_login_attempts` failures in the window, until the
 * oldest of those leaves it. An account not locked is absent from the map.
 */
export async function lockEnds<K>(db: DB, failures: Map<K, string[]>): Promise<Map<K, string>> {
  const locked = new Map<K, string>();
  // Without a failure nobody is locked, whatever the limit: a page of users whose e-mails had no
  // failed sign-in lately (nearly every page) does not read the settings.
  if (![...failures.values()].some((times) => times.length > 0)) return locked;
  const limit = (await securitySettings(db)).max_login_attempts;
  for (const [key, times] of failures) {
    if (times.length < limit) continue;
    const oldestCounted = Date.parse(times[limit - 1]!);
    locked.set(key, new Date(oldestCounted + LOCKOUT_WINDOW_MINUTES * 60_000).toISOString());
  }
  return locked;
}
