import type { DB } from '../../src/db/connect';

export interface AuditRecord {
  id: number;
  event: string;
  description: string;
  user_id: number | null;
  school_id: number | null;
  ip_address: string | null;
  user_agent: string | null;
  properties: Record<string, unknown> | null;
}

/** Audit entries of a user (as actor or subject), oldest first, optionally of one event. */
export async function auditsOf(db: DB, userId: number, event?: string): Promise<AuditRecord[]> {
  let query = db.selectFrom('audit_logs').selectAll().where('user_id', '=', userId);
  if (event) query = query.where('event', '=', event);
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    event: r.event,
    description: r.description,
    user_id: r.user_id,
    school_id: r.school_id,
    ip_address: r.ip_address,
    user_agent: r.user_agent,
    properties: r.properties ? (JSON.parse(r.properties) as Record<string, unknown>) : null,
  }));
}

/** The numeric id part of a `<id>|<secret>` token. */
export const tokenId = (token: string): number => Number(token.split('|')[0]);

export async function tokenRow(db: DB, token: string) {
  return db.selectFrom('access_tokens').selectAll().where('id', '=', tokenId(token)).executeTakeFirst();
}

/** Pretends the token was last used `minutes` ago. */
export async function idleToken(db: DB, token: string, minutes: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ last_used_at: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('id', '=', tokenId(token))
    .execute();
}

export async function userRow(db: DB, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
