import type { DB } from '../../db/connect';
import { isoNow } from '../../lib/time';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * A header line must stay one line, whatever a visitor typed or a superadmin named the platform:
 * every subject passes through here on its way out.
 */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function insertMail(db: DB, mail: OutgoingMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: oneLine(mail.subject),
      body: mail.body,
      status: 'pending',
      error: null,
      created_at: isoNow(),
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** No SMTP server is set: the outbox row is the delivery. */
export async function markMailLogged(db: DB, id: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'logged', error: null, sent_at: isoNow(), next_attempt_at: null })
    .where('id', '=', id)
    .execute();
}

/** A delivery failed: tried again from `retryAt`, or never again when null (attempts used up). */
export async function markMailFailed(
  db: DB,
  id: number,
  error: string,
  retryAt: string | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', error, sent_at: null, next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes a mail for one delivery attempt, if no one else has: a pending mail, or a failed one whose
 * retry time has come, and in either case not claimed by another attempt still within its
 * `until`. One conditional UPDATE, so of two sweeps (or API nodes) racing only one gets the row.
 * Returns the mail with its attempts counted, or undefined when it was not there to take.
 */
export async function claimMail(db: DB, id: number, now: string, until: string) {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: until }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'pending'),
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]),
        ]),
        eb.and([eb('status', '=', 'failed'), eb('next_attempt_at', '<=', now)]),
      ]),
    )
    .returning(['id', 'to_address', 'subject', 'body', 'attempts'])
    .executeTakeFirst();
}
export type ClaimedMail = NonNullable<Awaited<ReturnType<typeof claimMail>>>;

/** A link's token in a mail body, as `?token=` or `&token=` up to the next `&` or space. */
const TOKEN_IN_LINK = /([?&]token=)[^&\s]+/g;

export const redactTokens = (text: string) => text.replace(TOKEN_IN_LINK, '$1[redacted]');

/** Once a mail has left, the copy we keep holds no live token (a reset link is as good as a password). */
export async function markMailSent(db: DB, id: number, body: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', error: null, sent_at: isoNow(), body: redactTokens(body), next_attempt_at: null })
    .where('id', '=', id)
    .execute();
}

/**
 * Mail the sweep should try: pending a minute after it was written (the process stopped between
 * the commit and the send), or failed with its retry time come; either not claimed right now.
 */
export async function dueMailIds(db: DB, now: string, pendingBefore: string): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'pending'),
          eb('created_at', '<', pendingBefore),
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]),
        ]),
        eb.and([eb('status', '=', 'failed'), eb('next_attempt_at', '<=', now)]),
      ]),
    )
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((r) => r.id);
}
