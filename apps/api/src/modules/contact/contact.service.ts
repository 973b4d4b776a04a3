import type { ContactMessageValues, Inquiry, InquiryList, PlatformSettings } from '@school/contract';
import type { DB } from '../../db/connect';
import type { ContactMessageRow } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { countedPage, type PageRequest } from '../../lib/pagination';
import { recordAudit, type Actor } from '../audit/audit.repository';
import {
  findInquiry,
  insertContactMessage,
  inquiryList,
  setHandled,
  type InquiryFilters,
  type InquirySort,
  type InquiryRow,
} from './contact.repository';
import { formatInstant, mailWriter, say } from '../../lib/i18n';

export function present(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    school: row.school,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.handled_at ? 'handled' : 'open',
    handled_at: row.handled_at,
    handled_by:
      row.handled_by !== null && row.handler_name !== null
        ? { id: row.handled_by, name: row.handler_name }
        : null,
    created_at: row.created_at,
  };
}

function supportMail(deps: Deps, row: ContactMessageRow, platform: PlatformSettings) {
  // Support reads it in the platform's language; the visitor's words stay as they wrote them.
  const lng = platform.default_language;
  const text = mailWriter(lng, platform.platform_name);
  return {
    to: deps.config.supportEmail,
    subject: text('contact.subject', { topic: row.subject, name: row.name }),
    body: [
      text('contact.wrote'),
      '',
      text('contact.topic_line', { topic: row.subject }),
      text('contact.from_line', { name: row.name, email: row.email }),
      text('contact.organisation_line', { organisation: row.school ?? text('contact.not_given') }),
      text('contact.phone_line', { phone: row.phone ?? text('contact.not_given') }),
      text('contact.received_line', { time: formatInstant(lng, row.created_at, platform.default_timezone) }),
      '',
      row.message,
      '',
      text('contact.reply', { email: row.email, url: `${deps.config.appUrl}/superadmin/inquiries` }),
    ].join('\n'),
  };
}

/**
 * Stores the message, audits it and queues the copy for support in one transaction, then sends
 * the copy: a message is never lost because the mail server is down. The copy is a notice to the
 * platform's administrators, sent while the "Admin notifications" switch is on; the message is
 * kept in Inquiries either way.
 */
export async function receiveContactMessage(
  deps: Deps,
  input: ContactMessageValues,
  actor: Actor,
): Promise<void> {
  const { platform, notifications } = await deps.access.latest();
  const mailId = await deps.db.transaction().execute(async (trx) => {
    const row = await insertContactMessage(trx, {
      ...input,
      ip_address: actor.ip,
      user_agent: actor.userAgent?.slice(0, 512) ?? null,
    });
    await recordAudit(trx, actor, {
      event: 'contact_message_received',
      description: `Contact message from ${row.name} <${row.email}>: ${row.subject}`,
      properties: { contact_message_id: row.id, subject: row.subject, email: row.email },
    });
    if (!notifications.admin_notifications) return null;
    return deps.mailer.queue(trx, supportMail(deps, row, platform));
  });
  if (mailId !== null) await deps.mailer.deliver(mailId);
}

/** What handling an inquiry changes: when, and by whom. */
const handling = (row: InquiryRow) => ({ handled_at: row.handled_at, handled_by: row.handled_by });

export async function inquiryPage(
  db: DB,
  filters: InquiryFilters,
  request: PageRequest<InquirySort>,
): Promise<InquiryList> {
  const { count, sorted } = inquiryList(db, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return { inquiries: rows.map(present), pagination };
}

/** Idempotent, so a double click does no harm; only a real change is audited. */
export async function setInquiryHandled(
  db: DB,
  id: number,
  handled: boolean,
  actor: Actor,
): Promise<Inquiry> {
  const before = await findInquiry(db, id);
  if (!before) throw notFound(say('not_found.inquiry'));
  if (Boolean(before.handled_at) === handled) return present(before);
  return db.transaction().execute(async (trx) => {
    await setHandled(trx, id, handled, actor.userId);
    const after = (await findInquiry(trx, id))!;
    await recordAudit(trx, actor, {
      event: handled ? 'inquiry_handled' : 'inquiry_reopened',
      description: `Inquiry from ${before.name} <${before.email}> ${handled ? 'marked as handled' : 'reopened'}`,
      properties: { contact_message_id: id, before: handling(before), after: handling(after) },
    });
    return present(after);
  });
}
