import { setTimeout as sleep } from 'node:timers/promises';
import {
  customMessage,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type ResetPasswordRequest,
} from '@school/contract';
import { AppError, invalid, schoolInactive, tooManyRequests } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import {
  hashPassword,
  reusesCurrentPassword,
  SAME_AS_CURRENT_PASSWORD,
  verifyDecoy,
  verifyPassword,
} from '../../lib/passwords';
import { digestsEqual, randomSecret, sha256 } from '../../lib/secrets';
import { isoMinutesAgo, isoMinutesFromNow, isoNow, tryAgainIn } from '../../lib/time';
import { isSuperadmin } from '../access/access-cache';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { passwordPolicyErrors, securitySettings } from '../settings/security-settings';
import { maintenanceMode } from '../settings/settings.service';
import { findUserBySignIn } from '../students/student-sign-in';
import { onlyArchivedPerson } from '../users/person-account';
import { findUserByEmail, rolesOfUser, updateUser } from '../users/users.repository';
import {
  clearFailuresForEmail,
  confirmFailedLogin,
  forgetAttempt,
  lockLoginKeys,
  pruneFailures,
  recentAttempts,
  recordPendingLogin,
} from './login-attempts.repository';
import { LOCKOUT_WINDOW_MINUTES } from './account-lockout';
import { isLockedOutBySchool } from './school-lockout';
import { insertPasswordReset, spendResetsOfUser, usableResetsOfUser } from './password-resets.repository';
import { toSessionUser } from './session-user';
import { deleteToken, deleteTokensOfUser, insertToken } from './tokens.repository';
import { formatInstant, mailWriter, recipientLanguage, say } from '../../lib/i18n';
import { signInBrowser } from '../sessions/known-browsers';

/** Checking a password takes a fraction of a second; a pending attempt this old was cut off. */
const PENDING_FOR_MS = 60_000;
/** How long a sign-in waits for guesses at the same account to be decided, and how often it looks. */
const BUSY_WAIT_MS = 5_000;
const BUSY_RETRY_MS = 25;
const RESET_LINK_MINUTES = 60;

/** Seconds until enough of the counted failures leave the window, or 0 when under the limit. */
function lockedForSeconds(failures: string[], limit: number, now: number): number {
  if (failures.length < limit) return 0;
  const oldestCounted = Date.parse(failures[limit - 1]!);
  return Math.max(1, Math.ceil((oldestCounted + LOCKOUT_WINDOW_MINUTES * 60_000 - now) / 1000));
}

export async function login(deps: Deps, input: LoginRequest, actor: Actor): Promise<LoginResponse> {
  const email = input.email.toLowerCase();
  const ip = actor.ip ?? 'unknown';
  const settings = await securitySettings(deps.db);

  // Only failures count. The attempt is recorded against its e-mail before the password is checked,
  // in one transaction locked per e-mail, so guesses at one account sent in parallel cannot all
  // pass the strict count; a right password takes the record back. While as many attempts are
  // pending as failures are still allowed, the next one waits for them to be decided rather than
  // being refused, so one account signing in on many devices at once is never turned away. The
  // address counts confirmed failures only, with a limit high enough for a whole school behind
  // one NAT, so parallel correct sign-ins from one address never wait on each other.
  const limits = { email: settings.max_login_attempts, ip: deps.config.loginIpMaxFailures };
  const claimAttempt = () =>
    deps.db.transaction().execute(async (trx) => {
      await lockLoginKeys(trx, [`email:${email}`]);
      const now = Date.now();
      const since = isoMinutesAgo(LOCKOUT_WINDOW_MINUTES, now);
      const seen = await recentAttempts(
        trx,
        { email, ip },
        { failures: since, pending: new Date(now - PENDING_FOR_MS).toISOString() },
        limits,
      );
      const failedForEmail = seen.byEmail.filter((a) => !a.pending).map((a) => a.created_at);
      const wait = Math.max(
        lockedForSeconds(failedForEmail, limits.email, now),
        lockedForSeconds(seen.byIp, limits.ip, now),
      );
      if (wait > 0) return { wait };
      if (seen.byEmail.length >= limits.email) return { busy: true };
      await pruneFailures(trx, since);
      return { attemptId: await recordPendingLogin(trx, email) };
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

  // An e-mail, or a student's school code and admission number.
  const user = await findUserBySignIn(deps.db, email);
  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyDecoy(input.password);
  if (!user || !passwordOk) {
    await confirmFailedLogin(deps.db, claim.attemptId, ip);
    await recordAudit(deps.db, actor, {
      event: 'login_failed',
      description: `Failed sign-in for ${email}`,
      userId: user?.id ?? null,
      properties: { email },
    });
    throw new AppError(401, say('auth.invalid_credentials'));
  }
  await forgetAttempt(deps.db, claim.attemptId);
  // A right password on an account that may not sign in now is refused, and the trail says why.
  const refuse = async (error: AppError, reason: string) => {
    await recordAudit(deps.db, actor, {
      event: 'login_refused',
      description: `Sign-in refused for ${email}: ${reason}`,
      userId: user.id,
      properties: { email, reason },
    });
    return error;
  };
  // Only someone who knows the password learns that the account is blocked.
  if (user.status === 'suspended') {
    throw await refuse(new AppError(403, say('auth.suspended')), 'account suspended');
  }
  if (user.status === 'inactive') {
    throw await refuse(new AppError(403, say('auth.not_active')), 'account not active');
  }
  if (await onlyArchivedPerson(deps.db, user.id)) {
    throw await refuse(new AppError(403, say('auth.archived')), 'archived');
  }
  const superadmin = isSuperadmin(await rolesOfUser(deps.db, user.id));
  // A deactivated school keeps out its admin and its teachers, students and parents alike.
  if (!superadmin && (await isLockedOutBySchool(deps.db, user.id))) {
    throw await refuse(schoolInactive(), 'school inactive');
  }
  // Maintenance keeps everyone but a superadmin out, at sign-in as on every call.
  if ((await maintenanceMode(deps.db)) && !superadmin) {
    throw await refuse(new AppError(503, customMessage('maintenance')), 'maintenance');
  }

  const secret = randomSecret();
  const access = await deps.access.latest();
  const browser = signInBrowser(deps, user, actor, access.platform);
  const result = await deps.db.transaction().execute(async (trx) => {
    const tokenId = await insertToken(trx, {
      userId: user.id,
      tokenHash: sha256(secret),
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
    await browser.note(trx);
    const updated = await updateUser(trx, user.id, { last_login_at: isoNow() });
    await clearFailuresForEmail(trx, email);
    const sessionUser = await toSessionUser(trx, updated, access);
    await recordAudit(trx, actor, {
      event: 'user_login',
      description: `${updated.name} signed in`,
      userId: user.id,
      schoolId: sessionUser.school?.id ?? null,
    });
    return { token: `${tokenId}|${secret}`, user: sessionUser };
  });
  await browser.deliver();
  return result;
}

export async function logout(deps: Deps, tokenId: number, actor: Actor): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await deleteToken(trx, tokenId);
    await recordAudit(trx, actor, { event: 'user_logout', description: 'Signed out' });
  });
}

/** Answers the same whether or not the account exists, so it cannot be used to probe e-mails. */
export async function forgotPassword(
  deps: Deps,
  input: ForgotPasswordRequest,
  actor: Actor,
): Promise<string> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user?.email || user.status !== 'active') return say('auth.forgot_password');
  const email = user.email;

  const secret = randomSecret();
  const link = `${deps.config.appUrl}/reset-password?token=${secret}&email=${encodeURIComponent(email)}`;
  // Asked for by the account's owner: no notification switch holds it back.
  const { platform } = await deps.access.latest();
  const lng = recipientLanguage(user, platform);
  const text = mailWriter(lng, platform.platform_name);
  const expiresAt = isoMinutesFromNow(RESET_LINK_MINUTES);
  const mailId = await deps.db.transaction().execute(async (trx) => {
    await insertPasswordReset(trx, {
      userId: user.id,
      tokenHash: sha256(secret),
      expiresAt,
    });
    await recordAudit(trx, actor, {
      event: 'password_reset_requested',
      description: `Password reset requested for ${email}`,
      userId: user.id,
    });
    return deps.mailer.queue(trx, {
      to: email,
      subject: text('reset.subject'),
      body: [
        text('hello', { name: user.name }),
        '',
        text('reset.asked'),
        text('reset.open_link', { minutes: RESET_LINK_MINUTES }),
        link,
        text('reset.valid_until', { until: formatInstant(lng, expiresAt, platform.default_timezone) }),
        '',
        text('reset.not_you'),
      ].join('\n'),
    });
  });
  await deps.mailer.deliver(mailId);
  return say('auth.forgot_password');
}

export async function resetPassword(deps: Deps, input: ResetPasswordRequest, actor: Actor): Promise<void> {
  // An invitation to a student without an e-mail names them by their sign-in name.
  const user = await findUserBySignIn(deps.db, input.email);
  const resets = user ? await usableResetsOfUser(deps.db, user.id) : [];
  const digest = sha256(input.token);
  if (!user || !resets.some((r) => digestsEqual(r.token_hash, digest))) {
    throw invalid({ token: [say('auth.reset_link_invalid')] });
  }
  const policy = passwordPolicyErrors(input.password, await securitySettings(deps.db));
  if (policy.length > 0) throw invalid({ password: policy });
  // Checked after the link: only its holder learns what the password is not.
  if (await reusesCurrentPassword(user.password_hash, input.password)) {
    throw invalid({ password: [SAME_AS_CURRENT_PASSWORD()] });
  }

  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await spendResetsOfUser(trx, user.id);
    await deleteTokensOfUser(trx, user.id);
    await recordAudit(trx, actor, {
      event: 'password_reset',
      description: `Password reset by e-mail link for ${user.email ?? user.name}`,
      userId: user.id,
    });
  });
}
