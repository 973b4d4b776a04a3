import { RECENT_ACTIVITY_LIMIT, type RecentActivity, type SortDirection } from '@school/contract';
import type { DB } from '../../db/connect';

/**
 * The platform's latest audit entries, read newest first from the created_at index (ids break
 * ties), then listed in the order asked for: the dashboard's time column sorts these entries.
 */
export async function recentActivities(db: DB, direction: SortDirection): Promise<RecentActivity[]> {
  const rows = await db
    .selectFrom('audit_logs')
    .leftJoin('users', 'users.id', 'audit_logs.user_id')
    .select([
      'audit_logs.id',
      'audit_logs.event',
      'audit_logs.description',
      'users.name as user_name',
      'users.email as user_email',
      'audit_logs.created_at',
    ])
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id', 'desc')
    .limit(RECENT_ACTIVITY_LIMIT)
    .execute();
  return direction === 'asc' ? rows.reverse() : rows;
}
