import {
  fieldMessage,
  type RecoveryCodes,
  type RoleSummary,
  type TurnOffTwoFactorRequest,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@school/contract';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { formatInstant, mailWriter, recipientLanguage, say } from '../../lib/i18n';
import { verifyPassword } from '../../lib/passwords';
import { isoNow } from '../../lib/time';
import { assertMayManageUser, type Grantor } from '../access/delegation';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { confirmFailedLogin, forgetAttempt } from '../auth/login-attempts.repository';
import { claimSignInAttempt } from '../auth/sign-in-attempts';
import { findParent } from '../parents/parents.repository';
import { signInKeyOf } from '../students/student-sign-in';
import { findStudent } from '../students/students.repository';
import { findTeacher } from '../teachers/teachers.repository';
import { assertSchoolAccount, type PersonRole } from '../users/person-account';
import { findUserById, rolesOfUser } from '../users/users.repository';
import { judgeGuess, type Guess, type GuessVerdict } from './guesses';
import { secondFactorRequired } from './sign-in-tickets';
import { newRecoveryCodes, newSecret, otpauthUrl, qrSvg, recoveryCodeHash, stepOfCode } from './totp';
import {
  advanceStep,
  countUnusedRecoveryCodes,
  enabledSecondFactor,
  enableSecondFactor,
  findSecondFactor,
  removeSecondFactor,
  replaceRecoveryCodes,
  savePendingSecret,
} from './two-factor.repository';

/*
 * A person's own second factor (Profile) and its removal by an administrator (docs/decisions.md,
 * "Two-factor sign-in (issue 29)").
 */

/** The new secret as an authenticator app takes it: issuer the platform's name, label the account. */
export async function setupOf(deps: Deps, user: UserRow, secret: string): Promise<TwoFactorSetup> {
  const { platform } = await deps.access.latest();
  const url = otpauthUrl(platform.platform_name, user.email ?? user.name, secret);
  return { secret, otpauth_url: url, qr_svg: await qrSvg(url) };
}

/** A new set of recovery codes: shown once, stored as digests (replacing the old set). */
export function makeRecoveryCodes() {
  const shown = newRecoveryCodes();
  return {
    shown,
    store: (trx: DB, userId: number) => replaceRecoveryCodes(trx, userId, shown.map(recoveryCodeHash)),
  };
}

export async function twoFactorStatus(
  db: DB,
  user: UserRow,
  roles: readonly RoleSummary[],
): Promise<TwoFactorStatus> {
  const factor = await enabledSecondFactor(db, user.id);
  return {
    enabled: factor !== undefined,
    enabled_at: factor?.enabledAt ?? null,
    recovery_codes_left: factor ? await countUnusedRecoveryCodes(db, user.id) : 0,
    required: await secondFactorRequired(db, roles),
  };
}

/** A new secret to confirm with a code (replacing a set-up begun before); 409 when it is on. */
export async function beginSetup(deps: Deps, user: UserRow, actor: Actor): Promise<TwoFactorSetup> {
  if (await enabledSecondFactor(deps.db, user.id)) throw conflict(say('two_factor.already_enabled'));
  const secret = newSecret();
  const setup = await setupOf(deps, user, secret);
  await deps.db.transaction().execute(async (trx) => {
    await savePendingSecret(trx, user.id, secret);
    await recordAudit(trx, actor, {
      event: 'two_factor_setup_started',
      description: `${user.name} began setting up two-factor sign-in`,
    });
  });
  return setup;
}

/**
 * A code from the set-up's secret turns the second factor on. A wrong code is a typo of the
 * person setting it up (the secret is theirs, just shown): 422, not counted toward the lockout.
 */
export async function confirmSetup(
  deps: Deps,
  user: UserRow,
  code: string,
  actor: Actor,
): Promise<RecoveryCodes> {
  const factor = await findSecondFactor(deps.db, user.id);
  if (factor?.enabledAt) throw conflict(say('two_factor.already_enabled'));
  const secret = factor?.pendingSecret;
  if (!secret) throw conflict(say('two_factor.setup_not_started'));
  const step = await stepOfCode(secret, code);
  if (step === null) throw invalid({ code: [fieldMessage('incorrect', 'code')] });
  const codes = makeRecoveryCodes();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await enableSecondFactor(trx, user.id, secret, step))) {
      throw conflict(say('two_factor.already_enabled'));
    }
    await codes.store(trx, user.id);
    await recordAudit(trx, actor, {
      event: 'two_factor_enabled',
      description: `${user.name} turned on two-factor sign-in`,
    });
  });
  return { recovery_codes: codes.shown };
}

/**
 * A guess at the caller's own second factor (and password) from Profile counts toward the
 * account's lockout as at sign-in: a stolen session must not become a way to guess them, nor to
 * take over the second factor. Claims the attempt (429 while locked), judges, and counts a
 * failure once however many parts of it were wrong.
 */
async function guessAtOwnFactor<T>(
  deps: Deps,
  user: UserRow,
  actor: Actor,
  judge: () => Promise<{ errors: Record<string, string[]>; reasons: string[]; ok: T | null }>,
): Promise<T> {
  const key = (await signInKeyOf(deps.db, user)) ?? `user:${user.id}`;
  const ip = actor.ip ?? 'unknown';
  const attemptId = await claimSignInAttempt(deps, key, ip);
  const { errors, reasons, ok } = await judge();
  if (ok === null) {
    await confirmFailedLogin(deps.db, attemptId, ip);
    await recordAudit(deps.db, actor, {
      event: 'two_factor_code_refused',
      description: `${user.name}'s code refused in their profile: ${reasons.join(', ').replaceAll('_', ' ')}`,
      properties: { email: key, reason: reasons.join(',') },
    });
    throw invalid(errors);
  }
  await forgetAttempt(deps.db, attemptId);
  return ok;
}

const guessErrors = (verdict: Extract<GuessVerdict, { ok: false }>): Record<string, string[]> =>
  verdict.reason === 'wrong_recovery_code'
    ? { recovery_code: [fieldMessage('incorrect', 'recovery_code')] }
    : { code: [fieldMessage('incorrect', 'code')] };

/** A current code for a new set of recovery codes (the old set stops working). */
export async function replaceOwnRecoveryCodes(
  deps: Deps,
  user: UserRow,
  code: string,
  actor: Actor,
): Promise<RecoveryCodes> {
  const factor = await enabledSecondFactor(deps.db, user.id);
  if (!factor) throw conflict(say('two_factor.not_enabled'));
  const step = await guessAtOwnFactor(deps, user, actor, async () => {
    const verdict = await judgeGuess(deps.db, user.id, factor, { code });
    if (verdict.ok) return { errors: {}, reasons: [], ok: verdict.step ?? null };
    return { errors: guessErrors(verdict), reasons: [verdict.reason], ok: null };
  });
  const codes = makeRecoveryCodes();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await advanceStep(trx, user.id, step))) {
      throw invalid({ code: [fieldMessage('incorrect', 'code')] });
    }
    await codes.store(trx, user.id);
    await recordAudit(trx, actor, {
      event: 'two_factor_recovery_codes_regenerated',
      description: `${user.name} made new recovery codes`,
    });
  });
  return { recovery_codes: codes.shown };
}

/**
 * Turning it off takes the password and a code (or a recovery code); not while the security
 * settings require it of the account (409). Its sessions go on.
 */
export async function turnOff(
  deps: Deps,
  user: UserRow,
  roles: readonly RoleSummary[],
  input: TurnOffTwoFactorRequest,
  actor: Actor,
): Promise<void> {
  const factor = await enabledSecondFactor(deps.db, user.id);
  if (!factor) throw conflict(say('two_factor.not_enabled'));
  if (await secondFactorRequired(deps.db, roles)) throw conflict(say('two_factor.required'));
  const guess: Guess =
    input.code !== undefined ? { code: input.code } : { recovery_code: input.recovery_code };
  const verdict = await guessAtOwnFactor(deps, user, actor, async () => {
    const passwordOk = await verifyPassword(user.password_hash, input.current_password);
    const verdict = await judgeGuess(deps.db, user.id, factor, guess);
    const errors: Record<string, string[]> = {};
    const reasons: string[] = [];
    if (!passwordOk) {
      errors.current_password = [fieldMessage('incorrect', 'current_password')];
      reasons.push('wrong_password');
    }
    if (!verdict.ok) {
      Object.assign(errors, guessErrors(verdict));
      reasons.push(verdict.reason);
    }
    return { errors, reasons, ok: passwordOk && verdict.ok ? verdict : null };
  });
  await deps.db.transaction().execute(async (trx) => {
    if (verdict.step !== undefined && !(await advanceStep(trx, user.id, verdict.step))) {
      throw invalid({ code: [fieldMessage('incorrect', 'code')] });
    }
    await removeSecondFactor(trx, user.id);
    await recordAudit(trx, actor, {
      event: 'two_factor_disabled',
      description: `${user.name} turned off two-factor sign-in`,
      properties: {
        before: { enabled_at: factor.enabledAt },
        after: { enabled_at: null },
        ...(verdict.recoveryCodeId !== undefined ? { with: 'recovery_code' } : {}),
      },
    });
  });
}

// ---- Reset by an administrator ----------------------------------------------------------------

/**
 * Removes the account's second factor, its recovery codes and its sign-in tickets (its sessions
 * go on: removing a factor opens nothing), audited with the person it was done to, and tells the
 * person by e-mail in their language: a security notice, sent whatever the notification switches.
 */
async function resetSecondFactor(
  deps: Deps,
  user: UserRow,
  enabledAt: string,
  actor: Actor,
  guard: (trx: DB) => Promise<void> = async () => {},
): Promise<void> {
  // Read before the transaction opens: SQLite has one connection, which the transaction holds.
  const { platform } = await deps.access.latest();
  const lng = recipientLanguage(user, platform);
  const text = mailWriter(lng, platform.platform_name);
  const mailId = await deps.db.transaction().execute(async (trx) => {
    await guard(trx);
    await removeSecondFactor(trx, user.id);
    await recordAudit(trx, actor, {
      event: 'two_factor_reset',
      description: `Two-factor sign-in of ${user.name}${user.email ? ` <${user.email}>` : ''} reset`,
      properties: {
        user_id: user.id,
        before: { enabled_at: enabledAt },
        after: { enabled_at: null },
      },
    });
    if (!user.email) return null;
    return deps.mailer.queue(trx, {
      to: user.email,
      subject: text('two_factor_reset.subject'),
      body: [
        text('hello', { name: user.name }),
        '',
        text('two_factor_reset.removed', {
          when: formatInstant(lng, isoNow(), platform.default_timezone),
        }),
        text('two_factor_reset.next'),
        '',
        text('two_factor_reset.not_you'),
      ].join('\n'),
    });
  });
  if (mailId !== null) await deps.mailer.deliver(mailId);
}

/** A superadmin (or a delegate) removes another user's second factor; never their own this way. */
export async function resetUserSecondFactor(
  deps: Deps,
  id: number,
  actor: Actor,
  grantor: Grantor,
): Promise<UserRow> {
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound(say('not_found.user'));
  if (actor.userId === id) throw conflict(say('two_factor.own_reset'));
  // Whoever may let someone into an account without its second factor must hold its powers.
  await assertMayManageUser(
    grantor,
    (await rolesOfUser(deps.db, id)).map((r) => r.id),
  );
  const factor = await enabledSecondFactor(deps.db, id);
  if (!factor) throw conflict(say('two_factor.nothing_to_reset'));
  await resetSecondFactor(deps, user, factor.enabledAt, actor);
  return user;
}

const FIND_PERSON = {
  teacher: findTeacher,
  student: findStudent,
  parent: findParent,
} as const;

/**
 * A school admin removes the second factor of a teacher, student or parent of their school (by the
 * record's id, as the school's other routes on them): 404 for another school's, 409 for an account
 * that is more than this school's person (assertSchoolAccount) or has no second factor.
 */
export async function resetPersonSecondFactor(
  deps: Deps,
  schoolId: number,
  role: PersonRole,
  id: number,
  actor: Actor,
): Promise<UserRow> {
  const person = await FIND_PERSON[role](deps.db, schoolId, id);
  if (!person) throw notFound(say(`not_found.${role}`));
  const user = await findUserById(deps.db, person.user_id);
  if (!user) throw notFound(say(`not_found.${role}`));
  if (actor.userId === user.id) throw conflict(say('two_factor.own_reset'));
  const factor = await enabledSecondFactor(deps.db, user.id);
  if (!factor) throw conflict(say('two_factor.nothing_to_reset'));
  await resetSecondFactor(deps, user, factor.enabledAt, actor, (trx) =>
    assertSchoolAccount(trx, user.id, schoolId, role, 'edit'),
  );
  return user;
}
