import type { DB } from '../../src/db/connect';
import { auditsOfEvent } from './superadmin';

/** The event of a refusal over a platform-wide unique value held outside the caller's school. */
export const REFUSED = 'unique_value_refused';

/** The audit trail and the figures its triggers keep (migration 2026_12_10_0300) follow every entry. */
const TRAIL = new Set(['audit_logs', 'figure_counts', 'figure_members']);

/** Every table but the audit trail: what a refused request must leave as it was. */
export const withoutAudit = (tables: string[]) => tables.filter((table) => !TRAIL.has(table));

/** The events written after `afterId`, oldest first. */
export async function eventsAfter(db: DB, afterId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_logs')
    .select('event')
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.event);
}

/** The refusals written after `afterId`: who, which school, and what they tried on which form. */
export async function refusalsAfter(db: DB, afterId: number) {
  return (await auditsOfEvent(db, REFUSED, afterId)).map((entry) => ({
    user_id: entry.user_id,
    school_id: entry.school_id,
    ...(entry.properties as { form: string; field: string; value: string }),
  }));
}
