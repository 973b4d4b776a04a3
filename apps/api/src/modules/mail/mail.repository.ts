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

export async function findMail(db: DB, id: number) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markMail(
  db: DB,
  id: number,
  status: 'sent' | 'logged' | 'failed',
  error: string | null = null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status, error, sent_at: status === 'failed' ? null : isoNow() })
    .where('id', '=', id)
    .execute();
}

/** A link's token in a mail body, as `?token=` or `&token=` up to the next `&` or space. */
const TOKEN_IN_LINK = /([?&]token=)[^&\s]+/g;

export const redactTokens = (text: string) => text.replace(TOKEN_IN_LINK, '$1[redacted]');

/** Once a mail has left, the copy we keep holds no live token (a reset link is as good as a password). */
export async function markMailSent(db: DB, id: number, body: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', error: null, sent_at: isoNow(), body: redactTokens(body) })
    .where('id', '=', id)
    .execute();
}

/** Mails whose delivery never ran: the process stopped between the commit and the send. */
export async function stalePendingMailIds(db: DB, before: string): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((r) => r.id);
}
