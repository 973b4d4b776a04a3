import type { StudentInviteResult, StudentInviteValues } from '@school/contract';
import type { DB } from '../../db/connect';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { randomSecret, sha256 } from '../../lib/secrets';
import { isoMinutesFromNow } from '../../lib/time';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { insertPasswordReset } from '../auth/password-resets.repository';
import { endOtherAccess } from '../auth/tokens.repository';
import { signInNameOf } from '../students/student-sign-in';
import { findStudent, parentsOf } from '../students/students.repository';
import { accountErrors, assertSchoolAccount } from '../users/person-account';
import { findUserByEmail, updateUser } from '../users/users.repository';
import { formatInstant, mailWriter, recipientLanguage, say } from '../../lib/i18n';

/*
 * Inviting a student's account (docs/decisions.md, "People"): a link to set its password, made by
 * the password-reset machinery (single use, stored as a digest) but valid for a week, goes to the
 * student's own e-mail (set on them here when they had none) or to one of their linked parents.
 * The student then signs in with their e-mail, or without one with their sign-in name
 * (`CODE/ADMISSION`), which the e-mail tells.
 */
const INVITE_LINK_MINUTES = 7 * 24 * 60;

export async function inviteStudent(
  deps: Deps,
  schoolId: number,
  id: number,
  values: StudentInviteValues,
  actor: Actor,
): Promise<StudentInviteResult> {
  const { db } = deps;
  const student = await findStudent(db, schoolId, id);
  if (!student) throw notFound(say('not_found.student'));
  if (student.archived_at !== null) {
    throw conflict(say('people.archived_student_invite'));
  }
  const signInName = (await signInNameOf(db, schoolId))(student.admission_no);
  // To the student: their e-mail, the one given (set on them) or the one they have.
  const ownEmail = values.send_to === 'student' ? (values.email ?? student.email) : student.email;
  if (ownEmail === null && values.send_to === 'student') {
    throw invalid({ email: [say('people.email_required')] });
  }
  const emailChanged = ownEmail !== null && ownEmail.toLowerCase() !== student.email?.toLowerCase();
  if (emailChanged) {
    const errors = await accountErrors(db, { actor, role: 'student' }, { email: ownEmail }, student);
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }
  let to = ownEmail ?? '';
  let parentName: string | null = null;
  if (values.send_to === 'parent') {
    const parent = (await parentsOf(db, id)).find((p) => p.id === values.parent_id);
    if (!parent) throw invalid({ parent_id: [say('people.parent_invalid')] });
    to = parent.email;
    parentName = parent.name;
  }
  const signsInWith = ownEmail ?? signInName;
  const mailId = await db.transaction().execute(async (trx) => {
    await assertSchoolAccount(trx, student.user_id, schoolId, 'student', 'edit');
    if (emailChanged) {
      await updateUser(trx, student.user_id, { email: ownEmail });
      // Whoever the old address reached must not keep the child's account.
      await endOtherAccess(trx, student.user_id);
    }
    await recordAudit(trx, actor, {
      event: 'student_invited',
      description: `Student ${student.name} (${student.admission_no}) invited to sign in, link sent to ${to}`,
      userId: actor.userId,
      properties: {
        student_id: id,
        sent_to: values.send_to,
        parent_id: values.send_to === 'parent' ? values.parent_id : null,
        before: { email: student.email },
        after: { email: ownEmail },
      },
    });
    return queueInvitation(deps, trx, {
      userId: student.user_id,
      to,
      name: student.name,
      readerName: parentName,
      signsInWith,
    });
  });
  await deps.mailer.deliver(mailId);
  return { sent_to: to, sign_in_name: signsInWith };
}

/**
 * An invitation inside the caller's transaction: a link to set the account's password, valid for
 * a week, and its mail to `to` in the reader's language (their own choice, else the platform's).
 * `readerName` is set when someone else reads it for the account's holder (a parent for a child).
 * Answers the mail's id, to deliver once the transaction has committed.
 */
export async function queueInvitation(
  deps: Deps,
  trx: DB,
  invite: { userId: number; to: string; name: string; readerName: string | null; signsInWith: string },
): Promise<number> {
  const secret = randomSecret();
  const link = `${deps.config.appUrl}/reset-password?token=${secret}&email=${encodeURIComponent(invite.signsInWith)}`;
  // The snapshot the request already holds: no query, since this runs inside the caller's
  // transaction and a query on another connection would wait on it for ever on SQLite's one.
  const { platform } = deps.access.held() ?? (await deps.access.latest());
  const lng = recipientLanguage(await findUserByEmail(trx, invite.to), platform);
  const text = mailWriter(lng, platform.platform_name);
  const expiresAt = isoMinutesFromNow(INVITE_LINK_MINUTES);
  await insertPasswordReset(trx, { userId: invite.userId, tokenHash: sha256(secret), expiresAt });
  const theirs = invite.readerName !== null;
  return deps.mailer.queue(trx, {
    to: invite.to,
    subject: text('invite.subject', { name: invite.name }),
    body: [
      text('hello', { name: invite.readerName ?? invite.name }),
      '',
      theirs ? text('invite.child_invited', { name: invite.name }) : text('invite.you_invited'),
      text(theirs ? 'invite.open_link_theirs' : 'invite.open_link_yours', {
        days: INVITE_LINK_MINUTES / (24 * 60),
      }),
      link,
      text('invite.valid_until', { until: formatInstant(lng, expiresAt, platform.default_timezone) }),
      '',
      text(theirs ? 'invite.they_sign_in' : 'invite.you_sign_in', { name: invite.signsInWith }),
    ].join('\n'),
  });
}
