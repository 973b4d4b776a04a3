import type { AuditFilters, AuditLog, EventCount } from '@school/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../db/connect';
import { startOfDay, startOfNextDay } from '../../lib/calendar';
import { COUNT_BOUND, countList, offsetOf, type Counted } from '../../lib/pagination';
import { matchesSearch, startsWith } from '../../lib/search';

/**
 * Any of the list's filters (a user's or a school's trail is the list of one of them), and the
 * platform timezone whose days date_from and date_to name.
 */
export type LogFilters = Partial<AuditFilters> & { timeZone: string };

/** Trigram indexes answer terms of three characters or more (lib/search.ts). */
const TRIGRAM = 3;

/**
 * A search names at most this many users by name or e-mail: their ids go into the query as a
 * list, which both engines answer from the (user_id, created_at) index next to the trigram one.
 * A term matching more people than this is too broad to be about a person.
 */
const SEARCH_USERS = 500;

/** Description, event or IP contains the term, or the entry is by a user whose name or e-mail does. */
async function searchCondition(db: DB, term: string): Promise<Expression<SqlBool>> {
  const users = await db
    .selectFrom('users')
    .select('users.id')
    .where(matchesSearch(db, 'users', term))
    .limit(SEARCH_USERS)
    .execute();
  // A term too short for a trigram matches the start of the event (stored in lower case), through
  // the (event, created_at) index.
  const inEntry =
    [...term].length < TRIGRAM
      ? startsWith(sql.ref('audit_logs.event'), term)
      : matchesSearch(db, 'audit_logs', term);
  if (users.length === 0) return inEntry;
  const ids = users.map((u) => u.id);
  return sql<SqlBool>`(${inEntry} OR audit_logs.user_id IN (${sql.join(ids)}))`;
}

/** The filtered entries: each filter is the leading column of one of the table's indexes. */
async function filtered(db: DB, filters: LogFilters) {
  const search = filters.search ? await searchCondition(db, filters.search) : null;
  return db
    .selectFrom('audit_logs')
    .$if(filters.event !== undefined, (q) => q.where('audit_logs.event', '=', filters.event!))
    .$if(filters.user_id !== undefined, (q) => q.where('audit_logs.user_id', '=', filters.user_id!))
    .$if(filters.school_id !== undefined, (q) => q.where('audit_logs.school_id', '=', filters.school_id!))
    .$if(filters.date_from !== undefined, (q) =>
      q.where('audit_logs.created_at', '>=', startOfDay(filters.date_from!, filters.timeZone)),
    )
    .$if(filters.date_to !== undefined, (q) =>
      q.where('audit_logs.created_at', '<', startOfNextDay(filters.date_to!, filters.timeZone)),
    )
    .$if(search !== null, (q) => q.where(search!));
}

/** The trail only grows and no counter follows its filters: counted up to the list bound. */
export async function countLogs(db: DB, filters: LogFilters, bound = COUNT_BOUND): Promise<Counted> {
  return countList(db, await filtered(db, filters), null, bound);
}

interface LogRow {
  id: number;
  event: string;
  description: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
  properties: string | null;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  school_id: number | null;
  school_name: string | null;
}

/** Properties are JSON text written by recordAudit; anything else is shown as having none. */
function parseProperties(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function presentLog(row: LogRow): AuditLog {
  return {
    id: row.id,
    event: row.event,
    description: row.description,
    ip_address: row.ip_address,
    user_agent: row.user_agent,
    created_at: row.created_at,
    properties: parseProperties(row.properties),
    user_id: row.user_id,
    // The trail outlives the accounts it names: a deleted user leaves the id and no user.
    user:
      row.user_id !== null && row.user_name !== null
        ? { id: row.user_id, name: row.user_name, email: row.user_email ?? '' }
        : null,
    school_id: row.school_id,
    school:
      row.school_id !== null && row.school_name !== null
        ? { id: row.school_id, name: row.school_name }
        : null,
  };
}

/** The columns of a presented entry, with its user and school when they still exist. */
function withPeople(query: Awaited<ReturnType<typeof filtered>>) {
  return query
    .leftJoin('users', 'users.id', 'audit_logs.user_id')
    .leftJoin('schools', 'schools.id', 'audit_logs.school_id')
    .select([
      'audit_logs.id',
      'audit_logs.event',
      'audit_logs.description',
      'audit_logs.ip_address',
      'audit_logs.user_agent',
      'audit_logs.created_at',
      'audit_logs.properties',
      'audit_logs.user_id',
      'users.name as user_name',
      'users.email as user_email',
      'audit_logs.school_id',
      'schools.name as school_name',
    ]);
}

/**
 * Newest first, ties by id: the created_at index (or the filter's own) gives the order. The page's
 * ids are found first and only its rows are joined to their user and school: joined before the
 * OFFSET, each of the thousands of entries skipped on a deep page was joined too (page 667 took
 * 180 ms on PostgreSQL at 600,000 entries, 5 ms this way).
 */
export async function listLogs(
  db: DB,
  filters: LogFilters,
  page: number,
  perPage: number,
): Promise<AuditLog[]> {
  const pageIds = (await filtered(db, filters))
    .select('audit_logs.id')
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id', 'desc')
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const rows = await withPeople(db.selectFrom('audit_logs'))
    .where('audit_logs.id', 'in', pageIds)
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id', 'desc')
    .execute();
  return rows.map(presentLog);
}

/**
 * The whole filtered trail for an export, newest first like the screen, in batches after the
 * last (created_at, id) seen: each batch starts where the index left off, however deep it is.
 */
export async function* logBatches(db: DB, filters: LogFilters, size = 500): AsyncGenerator<AuditLog[]> {
  const query = withPeople(await filtered(db, filters));
  let last: { created_at: string; id: number } | null = null;
  for (;;) {
    const after: { created_at: string; id: number } | null = last;
    const rows: LogRow[] = await query
      .$if(after !== null, (q) =>
        q.where((eb) =>
          eb(
            eb.refTuple('audit_logs.created_at', 'audit_logs.id'),
            '<',
            eb.tuple(after!.created_at, after!.id),
          ),
        ),
      )
      .orderBy('audit_logs.created_at', 'desc')
      .orderBy('audit_logs.id', 'desc')
      .limit(size)
      .execute();
    if (rows.length === 0) return;
    yield rows.map(presentLog);
    last = rows[rows.length - 1]!;
  }
}

/** Entries per event from `since` (and by one user or school), most first, in SQL. */
export async function countsByEvent(
  db: DB,
  since: string,
  subject: { user_id?: number; school_id?: number } = {},
): Promise<EventCount[]> {
  const rows = await db
    .selectFrom('audit_logs')
    .select(['audit_logs.event', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('audit_logs.created_at', '>=', since)
    .$if(subject.user_id !== undefined, (q) => q.where('audit_logs.user_id', '=', subject.user_id!))
    .$if(subject.school_id !== undefined, (q) => q.where('audit_logs.school_id', '=', subject.school_id!))
    .groupBy('audit_logs.event')
    .execute();
  return byCount(new Map(rows.map((r) => [r.event, Number(r.count)])));
}

/** Counts per event, most first (ties by event), events counting none left out. */
export function byCount(counts: Map<string, number>): EventCount[] {
  return [...counts]
    .filter(([, count]) => count !== 0)
    .map(([event, count]) => ({ event, count }))
    .sort((a, b) => b.count - a.count || a.event.localeCompare(b.event));
}

/**
 * The latest `limit` entries of these events from `since`. Each event's latest are read from its
 * own (event, created_at) index, newest first, and only those are merged: one query over the
 * whole list of events read and sorted every entry of the window (a month of failed sign-ins,
 * 2,000 at the bench's size: 29 ms on SQLite, against 1 ms this way).
 */
export async function latestOfEvents(
  db: DB,
  events: readonly string[],
  since: string,
  limit: number,
): Promise<AuditLog[]> {
  const [first, ...rest] = events.map((event, i) =>
    db
      .selectFrom(
        db
          .selectFrom('audit_logs')
          .select(['audit_logs.id'])
          .where('audit_logs.event', '=', event)
          .where('audit_logs.created_at', '>=', since)
          .orderBy('audit_logs.created_at', 'desc')
          .orderBy('audit_logs.id', 'desc')
          .limit(limit)
          .as(`latest_${i}`),
      )
      .select(`latest_${i}.id`),
  );
  if (!first) return [];
  const candidates = rest.reduce((union, next) => union.unionAll(next), first);
  const rows = await withPeople(db.selectFrom('audit_logs'))
    .where('audit_logs.id', 'in', candidates)
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(presentLog);
}
