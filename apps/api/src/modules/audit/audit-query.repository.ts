import type { AuditFilters, AuditLog, EventCount, Pagination } from '@school/contract';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import { isIn } from '../../db/in-list';
import { startOfDay, startOfNextDay } from '../../lib/calendar';
import {
  COUNT_BOUND,
  countedPage,
  countedPageOf,
  countList,
  offsetOf,
  type Counted,
} from '../../lib/pagination';
import { ftsHolds, hasTrigram, matchesSearch, searchedRows, startsWith } from '../../lib/search';

/**
 * Any of the list's filters (a user's or a school's trail is the list of one of them), and the
 * platform timezone whose days date_from and date_to name.
 */
export type LogFilters = Partial<AuditFilters> & { timeZone: string };

/** A search, with the users whose name or e-mail holds the term: their entries match it too. */
interface LogSearch {
  term: string;
  userIds: number[];
}

/**
 * The filters as the queries read them: the search's users are found once a request (logQuery),
 * and its count and its rows, or an export's count and batches, both use them.
 */
export type LogQuery = Omit<LogFilters, 'search'> & { search?: LogSearch };

/**
 * A search names at most this many users by name or e-mail: their ids go into the query as a
 * list, which both engines answer from the (user_id, created_at) index next to the trigram one.
 * A term matching more people than this is too broad to be about a person.
 */
const SEARCH_USERS = 500;

/** The users whose name or e-mail holds the term. */
async function usersMatching(db: DB, term: string): Promise<number[]> {
  const users = await db
    .selectFrom('users')
    .select('users.id')
    .where(matchesSearch(db, 'users', term))
    .limit(SEARCH_USERS)
    .execute();
  return users.map((u) => u.id);
}

/** The filters with the search's users found, for every query of one request. */
export async function logQuery(db: DB, filters: LogFilters): Promise<LogQuery> {
  const { search, ...others } = filters;
  return search ? { ...others, search: { term: search, userIds: await usersMatching(db, search) } } : others;
}

/** "The entry's own text holds the term": description, event or IP. */
function inEntry(db: DB, term: string): Expression<SqlBool> {
  // A term too short for a trigram matches the start of the event (stored in lower case), through
  // the (event, created_at) index.
  return hasTrigram(term)
    ? matchesSearch(db, 'audit_logs', term)
    : startsWith(sql.ref('audit_logs.event'), term);
}

/** Description, event or IP contains the term, or the entry is by a user whose name or e-mail does. */
function searchCondition(db: DB, { term, userIds }: LogSearch): Expression<SqlBool> {
  if (userIds.length === 0) return inEntry(db, term);
  return sql<SqlBool>`(${inEntry(db, term)} OR ${isIn('audit_logs.user_id', userIds)})`;
}

/** Every filter but the search, as conditions on audit_logs: each the leading column of an index. */
function filterConditions(filters: LogQuery): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const column = (name: string) => sql.ref(`audit_logs.${name}`);
  if (filters.event !== undefined) conditions.push(sql<SqlBool>`${column('event')} = ${filters.event}`);
  if (filters.user_id !== undefined) conditions.push(sql<SqlBool>`${column('user_id')} = ${filters.user_id}`);
  if (filters.school_id !== undefined)
    conditions.push(sql<SqlBool>`${column('school_id')} = ${filters.school_id}`);
  if (filters.date_from !== undefined)
    conditions.push(
      sql<SqlBool>`${column('created_at')} >= ${startOfDay(filters.date_from, filters.timeZone)}`,
    );
  if (filters.date_to !== undefined)
    conditions.push(
      sql<SqlBool>`${column('created_at')} < ${startOfNextDay(filters.date_to, filters.timeZone)}`,
    );
  return conditions;
}

/** The query with every condition, ANDed: with none, no WHERE at all. */
const whereAll =
  (conditions: Expression<SqlBool>[]) =>
  <Tables, From extends keyof Tables, Row>(query: SelectQueryBuilder<Tables, From, Row>) =>
    conditions.reduce((q, condition) => q.where(condition), query);

/** The filtered entries, the search included. */
function filtered(db: DB, filters: LogQuery) {
  const conditions = filterConditions(filters);
  if (filters.search) conditions.push(searchCondition(db, filters.search));
  return db.selectFrom('audit_logs').$call(whereAll(conditions));
}

/** An entry's place in the list: newest first, ties by id. */
interface Stamp {
  id: number;
  created_at: string;
}

const newestFirst = (a: Stamp, b: Stamp) =>
  a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1;

/**
 * SQLite, a term of a trigram or more: the search walks the FTS5 index newest entry first and
 * stops as soon as it has what the page or the count needs (lib/search.ts, searchedRows). A
 * list of every match sorted by time read all of them: 27,000 for a word in one entry in twenty
 * of the bench's 500,000, 60 ms a page. PostgreSQL's trigram index cannot give its rows in any
 * order; there the search is one filter among the others.
 */
const walksIndex = (db: DB, filters: LogQuery): filters is LogQuery & { search: LogSearch } =>
  !isPostgres(db) && filters.search !== undefined && hasTrigram(filters.search.term);

/**
 * The entries whose own text holds the term and that meet the conditions, read off the FTS5 index
 * (walksIndex), and the id column the walk's order names.
 */
function textMatches(db: DB, term: string, conditions: Expression<SqlBool>[]) {
  const { query, id } = searchedRows(db, 'audit_logs', term);
  return { query: query.select(['audit_logs.id', 'audit_logs.created_at']).$call(whereAll(conditions)), id };
}

/** The first `limit` entries whose own text holds the term, highest id first, with the other filters. */
async function textMatchesById(db: DB, term: string, filters: LogQuery, limit: number): Promise<Stamp[]> {
  // The ORDER BY on the index's rowid is one the index gives as it reads, so nothing is sorted;
  // without it SQLite flattens the subquery, drops its order, and the walk stops at any `limit`
  // matches.
  const { query, id } = textMatches(db, term, filterConditions(filters));
  return query.orderBy(sql.ref(id), 'desc').limit(limit).execute();
}

/**
 * Entries written out of time order that a walk checks one by one (an FTS5 lookup each, about
 * 0.1 ms); more than this and the rest of the index is read instead.
 */
const LATE_CHECKS = 100;

/**
 * The `limit` newest entries (by time, then id) whose own text holds the term. Ids follow time in
 * a trail written as things happen, so the walk by id finds them. Every entry among the newest
 * `limit` by time is at least as new as the oldest walked, and one not walked has a lower id: the
 * entries of that time range with a lower id (written with an earlier time than their id: the
 * first-run seed before a fill, an import of history) are read through the time index and each
 * checked for the term; past LATE_CHECKS of them the rest of the index is walked for the range,
 * which costs what listing every match did before.
 */
async function newestTextMatches(db: DB, term: string, filters: LogQuery, limit: number): Promise<Stamp[]> {
  const walked = await textMatchesById(db, term, filters, limit);
  if (walked.length < limit) return walked;
  const oldest = walked.reduce((min, e) => (e.created_at < min ? e.created_at : min), walked[0]!.created_at);
  const lowestId = Math.min(...walked.map((e) => e.id));
  const laterInTime = [
    ...filterConditions(filters),
    sql<SqlBool>`audit_logs.created_at >= ${oldest}`,
    // The unary plus keeps SQLite on the time index: by id this would read every older entry.
    sql<SqlBool>`+audit_logs.id < ${lowestId}`,
  ];
  const late = await db
    .selectFrom('audit_logs')
    .select('audit_logs.id')
    .$call(whereAll(laterInTime))
    .limit(LATE_CHECKS + 1)
    .execute();
  if (late.length === 0) return walked;
  const rest =
    late.length <= LATE_CHECKS
      ? await db
          .selectFrom('audit_logs')
          .select(['audit_logs.id', 'audit_logs.created_at'])
          .where(
            'audit_logs.id',
            'in',
            late.map((e) => e.id),
          )
          .where(ftsHolds('audit_logs', term, 'audit_logs.id'))
          .execute()
      : await textMatches(db, term, laterInTime).query.execute();
  return [...walked, ...rest];
}

/** The `limit` newest entries by users whose name or e-mail holds the term, with the other filters. */
async function newestByUsers(db: DB, userIds: number[], filters: LogQuery, limit: number): Promise<Stamp[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('audit_logs')
    .select(['audit_logs.id', 'audit_logs.created_at'])
    .$call(whereAll([...filterConditions(filters), isIn('audit_logs.user_id', userIds)]))
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id', 'desc')
    .limit(limit)
    .execute();
}

/** Each entry once: one may match by its text and by its user. */
function union(...lists: Stamp[][]): Stamp[] {
  const byId = new Map<number, Stamp>();
  for (const list of lists) for (const entry of list) byId.set(entry.id, entry);
  return [...byId.values()];
}

/** The trail only grows and no counter follows its filters: counted up to the list bound. */
export async function countLogs(db: DB, filters: LogQuery, bound = COUNT_BOUND): Promise<Counted> {
  if (!walksIndex(db, filters))
    return countList(db, { filtered: filtered(db, filters), counters: null }, bound);
  // Past the bound either part alone shows there are more; short of it, each part is whole.
  const [byText, byUsers] = await Promise.all([
    textMatchesById(db, filters.search.term, filters, bound + 1),
    newestByUsers(db, filters.search.userIds, filters, bound + 1),
  ]);
  const count = union(byText, byUsers).length;
  return count > bound ? { total: bound, isLowerBound: true } : { total: count, isLowerBound: false };
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
function withPeople(query: ReturnType<typeof filtered>) {
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
 *
 * Without a search the page and its count are one statement (countedPage); a search walks two
 * indexes newest first and merges them, so its count and its page are read as their own.
 */
export async function logsPage(
  db: DB,
  filters: LogQuery,
  request: { page: number; perPage: number },
): Promise<{ rows: AuditLog[]; pagination: Pagination }> {
  if (walksIndex(db, filters)) {
    return countedPageOf(
      request,
      () => countLogs(db, filters),
      () => searchedLogs(db, filters, request),
    );
  }
  const { rows, pagination } = await countedPage(
    db,
    request,
    { filtered: filtered(db, filters), counters: null },
    ({ limit, offset }) =>
      withPeople(db.selectFrom('audit_logs'))
        .where(
          'audit_logs.id',
          'in',
          filtered(db, filters)
            .select('audit_logs.id')
            .orderBy('audit_logs.created_at', 'desc')
            .orderBy('audit_logs.id', 'desc')
            .limit(limit)
            .offset(offset),
        )
        .orderBy('audit_logs.created_at', 'desc')
        .orderBy('audit_logs.id', 'desc'),
  );
  return { rows: rows.map(presentLog), pagination };
}

/** A searched page's entries, with their people. */
async function searchedLogs(
  db: DB,
  filters: LogQuery & { search: LogSearch },
  { page, perPage }: { page: number; perPage: number },
): Promise<AuditLog[]> {
  const pageIds = await searchedPageIds(db, filters, offsetOf(page, perPage), perPage);
  if (pageIds.length === 0) return [];
  const rows = await withPeople(db.selectFrom('audit_logs'))
    .where('audit_logs.id', 'in', pageIds)
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id', 'desc')
    .execute();
  return rows.map(presentLog);
}

/** A searched page's ids: the newest `offset + perPage` of each part, merged, then the page of them. */
async function searchedPageIds(
  db: DB,
  filters: LogQuery & { search: LogSearch },
  offset: number,
  perPage: number,
): Promise<number[]> {
  const needed = offset + perPage;
  const [byText, byUsers] = await Promise.all([
    newestTextMatches(db, filters.search.term, filters, needed),
    newestByUsers(db, filters.search.userIds, filters, needed),
  ]);
  return union(byText, byUsers)
    .sort(newestFirst)
    .slice(offset, needed)
    .map((entry) => entry.id);
}

/**
 * The whole filtered trail for an export, newest first like the screen, in batches after the
 * last (created_at, id) seen: each batch starts where the index left off, however deep it is.
 */
export async function* logBatches(db: DB, filters: LogQuery, size = 500): AsyncGenerator<AuditLog[]> {
  const query = withPeople(filtered(db, filters));
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
