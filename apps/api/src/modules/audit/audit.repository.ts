import type { AuditEvent } from '@school/contract';
import type { DB } from '../../db/connect';
import { isoNow } from '../../lib/time';

/** Who did something, from where: taken from the request by the auth plugin. */
export interface Actor {
  userId: number | null;
  schoolId: number | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  /** One of AUDIT_EVENTS, so the audit screen's event filter offers every event written. */
  event: AuditEvent;
  description: string;
  properties?: Record<string, unknown>;
  /** Overrides the actor's user, e.g. a failed sign-in names the account it tried. */
  userId?: number | null;
  schoolId?: number | null;
}

/** Written with the executor of the change it records, so both commit or neither does. */
export async function recordAudit(db: DB, actor: Actor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({
      event: entry.event,
      description: entry.description,
      user_id: entry.userId === undefined ? actor.userId : entry.userId,
      school_id: entry.schoolId === undefined ? actor.schoolId : entry.schoolId,
      ip_address: actor.ip,
      user_agent: actor.userAgent?.slice(0, 512) ?? null,
      properties: entry.properties ? JSON.stringify(entry.properties) : null,
      created_at: isoNow(),
    })
    .execute();
}
