import type { RoleSummary, SignedIn } from '@school/contract';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import { isoNow } from '../../lib/time';
import { randomSecret, sha256 } from '../../lib/secrets';
import type { AccessSnapshot } from '../access/access-cache';
import { recordAudit, type Actor } from '../audit/audit.repository';
import type { SignInBrowser } from '../sessions/known-browsers';
import { updateUser } from '../users/users.repository';
import { clearFailuresForEmail } from './login-attempts.repository';
import { toSessionUser } from './session-user';
import { insertToken } from './tokens.repository';

/**
 * Opens a session inside the caller's transaction, whichever way the sign-in went: a password
 * alone, a password and a code (or a recovery code), or a password and a second factor just set
 * up. Everything a sign-in does happens here: the token, noting its browser (the caller delivers
 * the new-browser mail after the commit), last_login_at, forgiving the failures counted against
 * the sign-in key, the `user_login` entry.
 */
export async function openSession(
  trx: DB,
  access: AccessSnapshot,
  signIn: {
    user: UserRow;
    /** As `assertMaySignIn` answered them; `access` holds them (`latest` with their ids). */
    roles: RoleSummary[];
    loginKey: string;
    actor: Actor;
    browser: SignInBrowser;
    secondFactor?: 'code' | 'recovery_code' | 'setup';
  },
): Promise<SignedIn> {
  const { user, loginKey, actor } = signIn;
  const secret = randomSecret();
  const tokenId = await insertToken(trx, {
    userId: user.id,
    tokenHash: sha256(secret),
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
  await signIn.browser.note(trx);
  const updated = await updateUser(trx, user.id, { last_login_at: isoNow() });
  await clearFailuresForEmail(trx, loginKey);
  const sessionUser = await toSessionUser(trx, updated, access, signIn.roles);
  await recordAudit(trx, actor, {
    event: 'user_login',
    description: `${updated.name} signed in`,
    userId: user.id,
    schoolId: sessionUser.school?.id ?? null,
    ...(signIn.secondFactor ? { properties: { second_factor: signIn.secondFactor } } : {}),
  });
  return { token: `${tokenId}|${secret}`, user: sessionUser };
}
