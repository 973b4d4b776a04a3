import type { SchoolActivity } from '@school/contract';
import type { DB } from '../../db/connect';
import { countList, offsetOf, type Counted } from '../../lib/pagination';

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

/** Counted up to the list bound: the trail only grows, and no counter follows it per school. */
export async function countActivities(db: DB, schoolId: number, filters: ActivityFilters): Promise<Counted> {
  return countList(db, filtered(db, schoolId, filters), null);
}

/**
 * Newest first, straight from the (school_id, created_at) index; ids break ties the same way. The
 * page's ids come first and only they are joined to their user, so the entries a deep page skips
 * are read from the index alone (as the audit log's list does).
 */
export async function listActivities(
  db: DB,
  schoolId: number,
  filters: ActivityFilters,
  page: number,
  perPage: number,
): Promise<SchoolActivity[]> {
  const pageIds = filtered(db, schoolId, filters)
    .select('audit_logs.id')
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id', 'desc')
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  return db
    .selectFrom('audit_logs')
    .where('audit_logs.id', 'in', pageIds)
    .leftJoin('users', 'users.id', 'audit_logs.user_id')
    .select([
      'audit_logs.id',
      'audit_logs.event',
      'audit_logs.description',
      'users.name as user_name',
      'audit_logs.created_at',
    ])
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id', 'desc')
    .execute();
}
