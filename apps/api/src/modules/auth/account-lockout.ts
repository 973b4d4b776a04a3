import type { DB } from '../../db/connect';
import { isoMinutesAgo } from '../../lib/time';
import { securitySettings } from '../settings/security-settings';
import { failuresOfEmails } from './login-attempts.repository';

/** Failed sign-ins count against an account for this long (auth.service.ts). */
export const LOCKOUT_WINDOW_MINUTES = 15;

/**
 * When the sign-in lockout of each locked account ends: an account is locked while its e-mail has
 * `max_login_attempts` failures in the window, until the oldest of those leaves it. Accounts that
 * are not locked are absent from the map. One query for the whole page.
 */
export async function lockedUntil(db: DB, emails: string[]): Promise<Map<string, string>> {
  const failures = await failuresOfEmails(db, emails, isoMinutesAgo(LOCKOUT_WINDOW_MINUTES));
  // Without a failure nobody is locked, whatever the limit: a page of users whose e-mails had no
  // failed sign-in lately (nearly every page) costs one query, not two.
  if (failures.length === 0) return new Map();
  const limit = (await securitySettings(db)).max_login_attempts;
  const byEmail = new Map<string, string[]>();
  for (const { email, created_at } of failures)
    byEmail.set(email, [...(byEmail.get(email) ?? []), created_at]);
  const locked = new Map<string, string>();
  for (const [email, times] of byEmail) {
    if (times.length < limit) continue;
    const oldestCounted = Date.parse(times[limit - 1]!);
    locked.set(email, new Date(oldestCounted + LOCKOUT_WINDOW_MINUTES * 60_000).toISOString());
  }
  return locked;
}
