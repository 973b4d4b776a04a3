import type {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  ResetPasswordRequest,
} from '@school/contract';
import { AppError, invalid } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import {
  hashPassword,
  reusesCurrentPassword,
  SAME_AS_CURRENT_PASSWORD,
  verifyDecoy,
  verifyPassword,
} from '../../lib/passwords';
import { digestsEqual, randomSecret, sha256 } from '../../lib/secrets';
import { isoMinutesFromNow } from '../../lib/time';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { passwordPolicyErrors, securitySettings } from '../settings/security-settings';
import { findUserBySignIn } from '../students/student-sign-in';
import { issueTicket, secondStepOf } from '../two-factor/sign-in-tickets';
import { enabledSecondFactor } from '../two-factor/two-factor.repository';
import { findUserByEmail, updateUser } from '../users/users.repository';
import { confirmFailedLogin, forgetAttempt } from './login-attempts.repository';
import { openSession } from './open-session';
import { insertPasswordReset, spendResetsOfUser, usableResetsOfUser } from './password-resets.repository';
import { assertMaySignIn } from './sign-in-checks';
import { claimSignInAttempt } from './sign-in-attempts';
import { deleteToken, deleteTokensOfUser } from './tokens.repository';
import { formatInstant, mailWriter, recipientLanguage, say } from '../../lib/i18n';
import { signInBrowser } from '../sessions/known-browsers';

const RESET_LINK_MINUTES = 60;

/**
 * Sign-in, step one (docs/decisions.md, "Two-factor sign-in (issue 29)"): the password. It opens
 * the session, or answers the second step with a ticket: `code` for an account with a second
 * factor, `setup` for an administrator whom the security settings require to have one and who
 * has none. An account with a second factor gets the `code` step for a wrong password too (the
 * failure counted at once, as any), so that the answer does not tell whether the password was
 * right before a code is; unknown e-mails and accounts without one answer 401 as before.
 */
export async function login(deps: Deps, input: LoginRequest, actor: Actor): Promise<LoginResponse> {
  const email = input.email.toLowerCase();
  const ip = actor.ip ?? 'unknown';
  const attemptId = await claimSignInAttempt(deps, email, ip);

  // An e-mail, or a student's school code and admission number.
  const user = await findUserBySignIn(deps.db, email);
  const passwordOk = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyDecoy(input.password);
  if (!user || !passwordOk) {
    await confirmFailedLogin(deps.db, attemptId, ip);
    await recordAudit(deps.db, actor, {
      event: 'login_failed',
      description: `Failed sign-in for ${email}`,
      userId: user?.id ?? null,
      properties: { email },
    });
    if (user && (await enabledSecondFactor(deps.db, user.id))) {
      return issueTicket(deps.db, { user, purpose: 'code', loginKey: email, passwordOk: false });
    }
    throw new AppError(401, say('auth.invalid_credentials'));
  }
  await forgetAttempt(deps.db, attemptId);
  const roles = await assertMaySignIn(deps, user, email, actor);

  const step = await secondStepOf(deps, user, roles);
  if (step) return issueTicket(deps.db, { user, purpose: step, loginKey: email, passwordOk: true });
  const access = await deps.access.latest(roles.map((r) => r.id));
  const browser = signInBrowser(deps, user, actor, access.platform);
  const session = await deps.db
    .transaction()
    .execute((trx) => openSession(trx, access, { user, roles, loginKey: email, actor, browser }));
  await browser.deliver();
  return session;
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
