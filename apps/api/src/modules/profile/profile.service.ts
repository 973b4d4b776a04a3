import {
  type ChangePasswordRequest,
  type FieldErrors,
  fieldMessage,
  type Language,
  type SessionUser,
  type UpdateMeRequest,
} from '@school/contract';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import { invalid } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import {
  hashPassword,
  reusesCurrentPassword,
  SAME_AS_CURRENT_PASSWORD,
  verifyPassword,
} from '../../lib/passwords';
import { removeStoredFile, storeFile } from '../../lib/storage';
import { isSuperadmin } from '../access/access-cache';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { rolesWithAccess, toSessionUser } from '../auth/session-user';
import { endOtherAccess } from '../auth/tokens.repository';
import { passwordPolicyErrors, securitySettings } from '../settings/security-settings';
import { EMAIL_TAKEN, platformValueErrors } from '../taken-values/taken-values.service';
import { emailTaken, lockUser, rolesOfUser, schoolOfAdmin, updateUser } from '../users/users.repository';
import { mailWriter, recipientLanguage } from '../../lib/i18n';

const PROFILE_FIELDS = ['name', 'email', 'phone'] as const;

/** A profile field as the audit entry keeps it: SQLite's 0/1 read as the boolean it is. */
const auditedValue = (user: UserRow, field: (typeof PROFILE_FIELDS)[number] | 'absence_emails') =>
  field === 'absence_emails' ? Boolean(user.absence_emails) : user[field];

export async function updateMe(
  deps: Deps,
  user: UserRow,
  tokenId: number,
  input: UpdateMeRequest,
  actor: Actor,
): Promise<SessionUser> {
  const changes = { name: input.name, email: input.email.toLowerCase(), phone: input.phone ?? null };
  // Only a parent has absence e-mails to turn off; anyone else's value is no field of theirs.
  const roles = await rolesOfUser(deps.db, user.id);
  const isParent = roles.some((r) => r.name === 'parent');
  const absenceEmails =
    isParent && input.absence_emails !== undefined ? { absence_emails: input.absence_emails } : {};
  const audited = isParent ? [...PROFILE_FIELDS, 'absence_emails' as const] : PROFILE_FIELDS;
  const emailChanged = changes.email !== user.email;
  // The e-mail is how an account is recovered: moving it takes the password, as changing that does.
  if (emailChanged) {
    const taken = await emailErrors(deps.db, user, changes.email, actor);
    if (Object.keys(taken).length > 0) throw invalid(taken);
    if (!input.current_password) {
      throw invalid({ current_password: [fieldMessage('required', 'current_password')] });
    }
    if (!(await verifyPassword(user.password_hash, input.current_password))) {
      throw invalid({ current_password: [fieldMessage('incorrect', 'current_password')] });
    }
  }
  const access = await deps.access.latest(roles.map((r) => r.id));
  const { result, noticeId } = await deps.db.transaction().execute(async (trx) => {
    const updated = await updateUser(trx, user.id, { ...changes, ...absenceEmails });
    let noticeId: number | null = null;
    if (emailChanged) {
      await endOtherAccess(trx, user.id, tokenId);
      // A notice to a user about their account: the "Email notifications" switch. A student who had
      // no e-mail has no old address to tell.
      if (user.email && updated.email && access.notifications.email_notifications) {
        noticeId = await deps.mailer.queue(
          trx,
          emailChangedNotice(
            user.email,
            user.name,
            updated.email,
            mailWriter(recipientLanguage(user, access.platform), access.platform.platform_name),
          ),
        );
      }
    }
    await recordAudit(trx, actor, {
      event: 'user_updated',
      description: `${updated.name} updated their profile`,
      properties: {
        before: Object.fromEntries(audited.map((f) => [f, auditedValue(user, f)])),
        after: Object.fromEntries(audited.map((f) => [f, auditedValue(updated, f)])),
      },
    });
    return { result: await toSessionUser(trx, updated, access, roles), noticeId };
  });
  if (noticeId !== null) await deps.mailer.deliver(noticeId);
  return result;
}

/**
 * A superadmin sees every account anyway. Anyone else could learn through their own e-mail change
 * whether an address is on the platform, so that refusal is counted and audited like a school
 * form's (`platformValueErrors`); a school admin's own school's people are no news to them.
 */
async function emailErrors(db: DB, user: UserRow, email: string, actor: Actor): Promise<FieldErrors> {
  if (isSuperadmin(await rolesOfUser(db, user.id))) {
    return (await emailTaken(db, email, user.id)) ? { email: [EMAIL_TAKEN()] } : {};
  }
  const school = await schoolOfAdmin(db, user.id);
  return platformValueErrors(db, { ...actor, schoolId: school?.id ?? null }, 'profile', [
    { field: 'email', value: email, of: { id: user.id, email: user.email ?? '' } },
  ]);
}

/**
 * Tells the old address, so that a taken-over account does not change hands in silence: in the
 * user's language (`text`), decided as the notice is queued.
 */
function emailChangedNotice(
  oldEmail: string,
  name: string,
  newEmail: string,
  text: ReturnType<typeof mailWriter>,
) {
  return {
    to: oldEmail,
    subject: text('email_changed.subject'),
    body: [
      text('hello', { name }),
      '',
      text('email_changed.changed', { old: oldEmail, new: newEmail }),
      text('email_changed.signed_out'),
      '',
      text('email_changed.not_you'),
    ].join('\n'),
  };
}

/** The user's own language (null: the platform's default), audited with before and after. */
export async function setLanguage(
  deps: Deps,
  user: UserRow,
  language: Language | null,
  actor: Actor,
): Promise<SessionUser> {
  const { roles, access } = await rolesWithAccess(deps, user.id);
  return deps.db.transaction().execute(async (trx) => {
    const { language: before } = await lockUser(trx, user.id);
    const updated = await updateUser(trx, user.id, { language });
    await recordAudit(trx, actor, {
      event: 'user_updated',
      description: `${user.name} changed their language`,
      properties: { before: { language: before ?? null }, after: { language } },
    });
    return toSessionUser(trx, updated, access, roles);
  });
}

export async function changePassword(
  deps: Deps,
  user: UserRow,
  tokenId: number,
  input: ChangePasswordRequest,
  actor: Actor,
): Promise<void> {
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw invalid({ current_password: [fieldMessage('incorrect', 'current_password')] });
  }
  const policy = passwordPolicyErrors(input.password, await securitySettings(deps.db));
  if (policy.length > 0) throw invalid({ password: policy });
  if (await reusesCurrentPassword(user.password_hash, input.password)) {
    throw invalid({ password: [SAME_AS_CURRENT_PASSWORD()] });
  }

  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash });
    // Other sessions and reset links end; the session that changed the password goes on.
    await endOtherAccess(trx, user.id, tokenId);
    await recordAudit(trx, actor, {
      event: 'password_changed',
      description: `${user.name} changed their password`,
    });
  });
}

export async function setProfilePicture(
  deps: Deps,
  user: UserRow,
  image: { ext: string; data: Buffer },
  actor: Actor,
): Promise<SessionUser> {
  const stored = await storeFile(deps.config.storageDir, 'profile-pictures', image.ext, image.data);
  try {
    const { roles, access } = await rolesWithAccess(deps, user.id);
    const { result, previous } = await deps.db.transaction().execute(async (trx) => {
      const { profile_picture: before } = await lockUser(trx, user.id);
      const updated = await updateUser(trx, user.id, { profile_picture: stored });
      await recordAudit(trx, actor, {
        event: 'user_updated',
        description: `${user.name} changed their profile picture`,
        properties: { before: { profile_picture: before }, after: { profile_picture: stored } },
      });
      return { result: await toSessionUser(trx, updated, access, roles), previous: before };
    });
    await removeStoredFile(deps.config.storageDir, previous);
    return result;
  } catch (error) {
    await removeStoredFile(deps.config.storageDir, stored);
    throw error;
  }
}

export async function removeProfilePicture(deps: Deps, user: UserRow, actor: Actor): Promise<SessionUser> {
  const { roles, access } = await rolesWithAccess(deps, user.id);
  const { result, previous } = await deps.db.transaction().execute(async (trx) => {
    const { profile_picture: before } = await lockUser(trx, user.id);
    const updated = await updateUser(trx, user.id, { profile_picture: null });
    await recordAudit(trx, actor, {
      event: 'user_updated',
      description: `${user.name} removed their profile picture`,
      properties: { before: { profile_picture: before }, after: { profile_picture: null } },
    });
    return { result: await toSessionUser(trx, updated, access, roles), previous: before };
  });
  // The file goes only once the database no longer points at it.
  await removeStoredFile(deps.config.storageDir, previous);
  return result;
}
