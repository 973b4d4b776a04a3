import { setTimeout as sleep } from 'node:timers/promises';
import { tooManyRequests } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { say } from '../../lib/i18n';
import { isoMinutesAgo, tryAgainIn } from '../../lib/time';
import { securitySettings } from '../settings/security-settings';
import { LOCKOUT_WINDOW_MINUTES } from './account-lockout';
import {
  lockLoginKeys,
  pruneFailures,
  recentAttempts,
  recordPendingLogin,
} from './login-attempts.repository';

/** Checking a password takes a fraction of a second; a pending attempt this old was cut off. */
const PENDING_FOR_MS = 60_000;
/** How long a sign-in waits for guesses at the same account to be decided, and how often it looks. */
const BUSY_WAIT_MS = 5_000;
const BUSY_RETRY_MS = 25;

/** Seconds until enough of the counted failures leave the window, or 0 when under the limit. */
function lockedForSeconds(failures: string[], limit: number, now: number): number {
  if (failures.length < limit) return 0;
  const oldestCounted = Date.parse(failures[limit - 1]!);
  return Math.max(1, Math.ceil((oldestCounted + LOCKOUT_WINDOW_MINUTES * 60_000 - now) / 1000));
}

/**
 * A guess at an account's secrets (its password at sign-in, a code of its second factor) claims
 * an attempt against the account's sign-in key before it is checked, or is refused with 429 while
 * the account or the address is locked out. The caller then confirms the attempt as a failure
 * (`confirmFailedLogin`) or takes it back (`forgetAttempt`).
 *
 * Only failures count. The attempt is recorded against its key before the guess is checked, in
 * one transaction locked per key, so guesses at one account sent in parallel cannot all pass the
 * strict count; a right guess takes the record back. While as many attempts are pending as
 * failures are still allowed, the next one waits for them to be decided rather than being
 * refused, so one account signing in on many devices at once is never turned away. The address
 * counts confirmed failures only, with a limit high enough for a whole school behind one NAT, so
 * parallel correct sign-ins from one address never wait on each other.
 */
export async function claimSignInAttempt(deps: Deps, key: string, ip: string): Promise<number> {
  const settings = await securitySettings(deps.db);
  const limits = { email: settings.max_login_attempts, ip: deps.config.loginIpMaxFailures };
  const claimAttempt = () =>
    deps.db.transaction().execute(async (trx) => {
      await lockLoginKeys(trx, [`email:${key}`]);
      const now = Date.now();
      const since = isoMinutesAgo(LOCKOUT_WINDOW_MINUTES, now);
      const seen = await recentAttempts(
        trx,
        { email: key, ip },
        { failures: since, pending: new Date(now - PENDING_FOR_MS).toISOString() },
        limits,
      );
      const failedForKey = seen.byEmail.filter((a) => !a.pending).map((a) => a.created_at);
      const wait = Math.max(
        lockedForSeconds(failedForKey, limits.email, now),
        lockedForSeconds(seen.byIp, limits.ip, now),
      );
      if (wait > 0) return { wait };
      if (seen.byEmail.length >= limits.email) return { busy: true };
      await pruneFailures(trx, since);
      return { attemptId: await recordPendingLogin(trx, key) };
    });
  const started = Date.now();
  let claim = await claimAttempt();
  while (claim.busy && Date.now() - started < BUSY_WAIT_MS) {
    await sleep(BUSY_RETRY_MS);
    claim = await claimAttempt();
  }
  if (claim.attemptId === undefined) {
    const wait = claim.wait ?? Math.ceil(BUSY_WAIT_MS / 1000);
    throw tooManyRequests(wait, say('rate.too_many_logins', { wait: tryAgainIn(wait) }));
  }
  return claim.attemptId;
}
