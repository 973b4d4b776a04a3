import type { SecondFactorLoginRequest, SetupSignedIn, SignedIn, TwoFactorSetup } from '@school/contract';
import { AppError, conflict, invalid } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { fieldMessage } from '@school/contract';
import { say } from '../../lib/i18n';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { confirmFailedLogin, forgetAttempt } from '../auth/login-attempts.repository';
import { openSession } from '../auth/open-session';
import { assertMaySignIn } from '../auth/sign-in-checks';
import { claimSignInAttempt } from '../auth/sign-in-attempts';
import { findUserById } from '../users/users.repository';
import { judgeGuess } from './guesses';
import { ticketRefused, usableTicket } from './sign-in-tickets';
import { newSecret, stepOfCode } from './totp';
import {
  advanceStep,
  enabledSecondFactor,
  enableSecondFactor,
  setTicketSecret,
  spendRecoveryCode,
  spendTicket,
  takeCountedFailure,
} from './two-factor.repository';
import { makeRecoveryCodes, setupOf } from './two-factor.service';
import { signInBrowser } from '../sessions/known-browsers';

/*
 * Sign-in, step two (docs/decisions.md, "Two-factor sign-in (issue 29)"): the ticket of the
 * password step and a code, or the set-up of a second factor an administrator must have. The
 * ticket is spent when it yields a session, and only then.
 */

/** The one refusal of the code step, whether the password or the code was wrong. */
const credentialsRefused = () => new AppError(401, say('two_factor.invalid_credentials'));

/** `POST /api/login/second-factor`: the ticket and a code (or a recovery code) for the session. */
export async function signInWithSecondFactor(
  deps: Deps,
  input: SecondFactorLoginRequest,
  actor: Actor,
): Promise<SignedIn> {
  const ticket = await usableTicket(deps.db, input.ticket, 'code');
  const user = await findUserById(deps.db, ticket.userId);
  if (!user) throw ticketRefused();
  const ip = actor.ip ?? 'unknown';
  // A guess at the second factor counts toward the lockout as a wrong password does.
  const attemptId = await claimSignInAttempt(deps, ticket.loginKey, ip);
  const factor = await enabledSecondFactor(deps.db, user.id);
  const verdict = factor
    ? await judgeGuess(deps.db, user.id, factor, input)
    : ({ ok: false, reason: 'wrong_code' } as const);
  if (!ticket.passwordOk || !verdict.ok) {
    // The first failure of a wrong password's ticket was counted at the password step: a password
    // and a code guessed once count once, whichever of them was wrong.
    if (!ticket.passwordOk && (await takeCountedFailure(deps.db, ticket.id))) {
      await forgetAttempt(deps.db, attemptId);
    } else {
      await confirmFailedLogin(deps.db, attemptId, ip);
    }
    const reason = !ticket.passwordOk ? 'wrong_password' : verdict.ok ? 'wrong_code' : verdict.reason;
    await recordAudit(deps.db, actor, {
      event: 'two_factor_code_refused',
      description: `Second step of a sign-in refused for ${ticket.loginKey}: ${reason.replaceAll('_', ' ')}`,
      userId: user.id,
      properties: { email: ticket.loginKey, reason },
    });
    throw credentialsRefused();
  }
  await forgetAttempt(deps.db, attemptId);
  // The account may have been suspended (or its school deactivated) since the password step.
  const roles = await assertMaySignIn(deps, user, ticket.loginKey, actor);
  const access = await deps.access.latest(roles.map((r) => r.id));
  const browser = signInBrowser(deps, user, actor, access.platform);
  const session = await deps.db.transaction().execute(async (trx) => {
    if (!(await spendTicket(trx, ticket.id))) throw ticketRefused();
    if (verdict.step !== undefined && !(await advanceStep(trx, user.id, verdict.step))) {
      // The same code, accepted meanwhile by a request racing this one.
      throw credentialsRefused();
    }
    if (verdict.recoveryCodeId !== undefined) {
      if (!(await spendRecoveryCode(trx, verdict.recoveryCodeId))) throw credentialsRefused();
      await recordAudit(trx, actor, {
        event: 'two_factor_recovery_code_used',
        description: `${user.name} signed in with a recovery code`,
        userId: user.id,
      });
    }
    return openSession(trx, access, {
      user,
      roles,
      loginKey: ticket.loginKey,
      actor,
      browser,
      secondFactor: verdict.step !== undefined ? 'code' : 'recovery_code',
    });
  });
  await browser.deliver();
  return session;
}

/** `POST /api/login/second-factor/setup`: a new secret for the ticket (replacing an earlier one). */
export async function beginSetupAtSignIn(
  deps: Deps,
  input: { ticket: string },
  actor: Actor,
): Promise<TwoFactorSetup> {
  const ticket = await usableTicket(deps.db, input.ticket, 'setup');
  const user = await findUserById(deps.db, ticket.userId);
  if (!user) throw ticketRefused();
  const secret = newSecret();
  const setup = await setupOf(deps, user, secret);
  await deps.db.transaction().execute(async (trx) => {
    await setTicketSecret(trx, ticket.id, secret);
    await recordAudit(trx, actor, {
      event: 'two_factor_setup_started',
      description: `${user.name} began setting up two-factor sign-in at sign-in`,
      userId: user.id,
    });
  });
  return setup;
}

/**
 * `POST /api/login/second-factor/setup/confirm`: a code from the ticket's new secret turns the
 * second factor on, makes the recovery codes and opens the session. A wrong code is a typo while
 * setting up, not a guess at a secret: 422, not counted.
 */
export async function confirmSetupAtSignIn(
  deps: Deps,
  input: { ticket: string; code: string },
  actor: Actor,
): Promise<SetupSignedIn> {
  const ticket = await usableTicket(deps.db, input.ticket, 'setup');
  const user = await findUserById(deps.db, ticket.userId);
  if (!user) throw ticketRefused();
  if (!ticket.pendingSecret) throw conflict(say('two_factor.setup_not_started'));
  const secret = ticket.pendingSecret;
  const step = await stepOfCode(secret, input.code);
  if (step === null) throw invalid({ code: [fieldMessage('incorrect', 'code')] });
  const roles = await assertMaySignIn(deps, user, ticket.loginKey, actor);
  const codes = makeRecoveryCodes();
  const access = await deps.access.latest(roles.map((r) => r.id));
  const browser = signInBrowser(deps, user, actor, access.platform);
  const signedIn = await deps.db.transaction().execute(async (trx) => {
    if (!(await spendTicket(trx, ticket.id))) throw ticketRefused();
    if (!(await enableSecondFactor(trx, user.id, secret, step))) {
      throw conflict(say('two_factor.already_enabled'));
    }
    await codes.store(trx, user.id);
    await recordAudit(trx, actor, {
      event: 'two_factor_enabled',
      description: `${user.name} turned on two-factor sign-in at sign-in`,
      userId: user.id,
    });
    const session = await openSession(trx, access, {
      user,
      roles,
      loginKey: ticket.loginKey,
      actor,
      browser,
      secondFactor: 'setup',
    });
    return { ...session, recovery_codes: codes.shown };
  });
  await browser.deliver();
  return signedIn;
}
