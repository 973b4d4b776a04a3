import type { DB } from '../../db/connect';
import type { ListCount, PageWindow } from '../../lib/pagination';

export interface ActivityFilters {
  event?: string | undefined;
}

/**
 * A school's audit entries: those written in its admin's scope (the actor's school) or naming it.
 * Every query of the school's trail starts here, with the school.
 */
function filtered(db: DB, schoolId: number, filters: ActivityFilters) {
  let query = db.selectFrom('audit_logs').where('audit_logs.school_id', '=', schoolId);
  if (filters.event) query = query.where('audit_logs.event', '=', filters.event);
  return query;
}

/**
 * A school's trail as a list: counted up to the list bound (the trail only grows, and no counter
 * follows it per school), and the statement for a page of it. Newest first, straight from the
 * (school_id, created_at) index; ids break ties the same way. The page's ids come first and only
 * they are joined to their user, so the entries a deep page skips are read from the index alone
 * (as the audit log's list does).
 */
export function activityList(db: DB, schoolId: number, filters: ActivityFilters) {
  return {
    count: { filtered: filtered(db, schoolId, filters), counters: null } satisfies ListCount,
    window: ({ limit, offset }: PageWindow) =>
      db
        .selectFrom('audit_logs')
        .where(
          'audit_logs.id',
          'in',
          filtered(db, schoolId, filters)
            .select('audit_logs.id')
            .orderBy('audit_logs.created_at', 'desc')
            .orderBy('audit_logs.id', 'desc')
            .limit(limit)
            .offset(offset),
        )
        .leftJoin('users', 'users.id', 'audit_logs.user_id')
        .select([
          'audit_logs.id',
          'audit_logs.event',
          'audit_logs.description',
          'users.name as user_name',
          'audit_logs.created_at',
        ])
        .orderBy('audit_logs.created_at', 'desc')
        .orderBy('audit_logs.id', 'desc'),
  };
}
