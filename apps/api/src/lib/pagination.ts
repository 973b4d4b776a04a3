import { deepestPage, LIST_DEPTH, type Pagination, type SortDirection } from '@school/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/connect';
import { invalid } from './app-error';
import { counterSum, foldIfPiled, maintainedCount } from './row-counts';
import { say } from './i18n';

/**
 * A filtered list is counted up to this many rows: past it the list answers
 * `total: COUNT_BOUND` with `total_is_lower_bound: true` and the screen shows "1,000+". Counting
 * every match of a broad filter over millions of rows is what made lists slow; 1,000 rows are
 * 67 pages, and a filter that matches more is narrowed, not paged (docs/decisions.md, "Lists").
 */
export const COUNT_BOUND = 1_000;

/** The filtered query of any list, of any table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the helpers read no column of it
type ListQuery = SelectQueryBuilder<any, any, any>;

export interface Counted {
  total: number;
  isLowerBound: boolean;
}

/**
 * What a list counts: its filtered rows, and the maintained counters that follow its filters
 * (none, or users by status or role), which count it exactly whatever its size; `counters` null:
 * no counter follows these filters and the rows are counted up to a bound.
 */
export interface ListCount {
  filtered: ListQuery;
  counters: string | readonly string[] | null;
}

const counterNames = (counters: string | readonly string[]) =>
  typeof counters === 'string' ? [counters] : counters;

/**
 * The rows of a filtered list up to `bound + 1`, counted: the database stops reading at the
 * first row past the bound, so the cost never grows with the table.
 */
function countUpTo(db: DB, filtered: ListQuery, bound: number) {
  return db
    .selectFrom(
      filtered
        .select(sql<number>`1`.as('one'))
        .limit(bound + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'));
}

function bounded(count: number, bound: number): Counted {
  return count > bound ? { total: bound, isLowerBound: true } : { total: count, isLowerBound: false };
}

/**
 * The one count of every list, alone (an export counts the rows it may still write: `bound`,
 * modules/audit/csv-export.ts); a page reads it in its own statement (countedPage). Exact for a
 * list its counters follow, else exact up to `bound` and a lower bound past it.
 */
export async function countList(db: DB, count: ListCount, bound = COUNT_BOUND): Promise<Counted> {
  if (count.counters !== null) return exactly(await maintainedCount(db, count.counters));
  const row = await countUpTo(db, count.filtered, bound).executeTakeFirstOrThrow();
  return bounded(Number(row.count), bound);
}

/**
 * A counted list's pagination. Past the bound the last page is the last one the bound covers:
 * it exists and can be reached, and the rows beyond it are reached by sorting the other way or
 * narrowing the filters.
 */
function pagination(counted: Counted, page: number, perPage: number): Pagination {
  return {
    total: counted.total,
    total_is_lower_bound: counted.isLowerBound,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(counted.total / perPage)),
  };
}

/** A count known to be exact (a maintained counter's). */
const exactly = (total: number): Counted => ({ total, isLowerBound: false });

/** The count of a list with nothing in it. */
const NOTHING: Counted = exactly(0);

/** An empty list's page: nothing to read (a class's students while no year is current). */
export function emptyPage<T>(request: { page: number; perPage: number }): {
  rows: T[];
  pagination: Pagination;
} {
  offsetOf(request.page, request.perPage); // a page too deep is refused here as on any list
  return { rows: [], pagination: pagination(NOTHING, request.page, request.perPage) };
}

/**
 * Where a page starts, in rows. Every OFFSET of every list comes from here: a page starting at
 * LIST_DEPTH rows or deeper is refused, since an offset makes the database read and drop every
 * row before it (page 9,999 of the audit trail read 150,000 entries a request, and a dozen such
 * requests held the whole pool). Checked before anything is read, whatever the list holds.
 */
export function offsetOf(page: number, perPage: number): number {
  checkPage(page, perPage);
  return (page - 1) * perPage;
}

/** Refuses (422 on `page`) a page that starts LIST_DEPTH rows deep or more; see offsetOf. */
export function checkPage(page: number, perPage: number): void {
  if ((page - 1) * perPage >= LIST_DEPTH) {
    throw invalid({
      page: [say('input.page_too_deep', { max: deepestPage(perPage), per_page: perPage })],
    });
  }
}

/** The columns a page's statement carries its count in, taken off its rows before they go on. */
interface CountColumns {
  list_total: number | string;
  list_count_parts: number | string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's query
type PageQuery<T> = SelectQueryBuilder<any, any, T>;

/** Where a page's rows are cut from its sorted list (LIMIT and OFFSET). */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of any list, with its pagination, in one statement: the page's rows each carry the
 * list's count, computed once as a scalar subquery. `page` is the sorted list, cut to the page
 * here; or, for a list that cuts its page inside the statement (the audit trail finds a page's
 * ids before it joins their people), the statement for a window. The page's depth is checked
 * before anything is read (offsetOf). On PostgreSQL a statement's round trip is most of what it
 * costs (docs/decisions.md, "Round trips are what a PostgreSQL request costs"), and the page and
 * its count now come from one snapshot.
 *
 * A page that comes back empty has no row to carry the count: on the first page the list is
 * empty; on a later one (past the end) the list is counted by a second statement. A sum of
 * counters that has piled up rows is folded after (lib/row-counts.ts).
 */
export async function countedPage<T>(
  db: DB,
  request: { page: number; perPage: number },
  count: ListCount,
  page: PageQuery<T> | ((window: PageWindow) => PageQuery<T>),
): Promise<{ rows: T[]; pagination: Pagination }> {
  const window = { limit: request.perPage, offset: offsetOf(request.page, request.perPage) };
  const names = count.counters === null ? null : counterNames(count.counters);
  const sum = names === null ? null : counterSum(names);
  const statement =
    typeof page === 'function' ? page(window) : page.limit(window.limit).offset(window.offset);
  const read = (await statement
    .select(
      sum === null ? countUpTo(db, count.filtered, COUNT_BOUND).as('list_total') : sum.total.as('list_total'),
    )
    .select(sum === null ? sql<null>`NULL`.as('list_count_parts') : sum.parts.as('list_count_parts'))
    .execute()) as (T & CountColumns)[];
  const first = read[0];
  if (first === undefined) {
    const counted = window.offset === 0 ? NOTHING : await countList(db, count);
    return { rows: [], pagination: pagination(counted, request.page, request.perPage) };
  }
  if (names !== null) await foldIfPiled(db, names, Number(first.list_count_parts));
  const total = Number(first.list_total);
  return {
    rows: read.map(({ list_total: _total, list_count_parts: _parts, ...row }) => row as T),
    pagination: pagination(
      names === null ? bounded(total, COUNT_BOUND) : exactly(total),
      request.page,
      request.perPage,
    ),
  };
}

/**
 * A page of a list whose count is not a query (the audit trail's search, counted by walking two
 * indexes): `count` and `read` run as statements of their own. The first page, the one nearly
 * every visit reads, is read first: when it comes back short it is the whole list, counted by
 * its rows. Any other page is counted first and read only when it can hold rows (an OFFSET past
 * the end would read and drop every row before it); past a bounded count ("1,000+") the rows are
 * read, as far as LIST_DEPTH, so every page the screen offers is served.
 */
export async function countedPageOf<T>(
  request: { page: number; perPage: number },
  count: () => Promise<Counted>,
  read: () => Promise<T[]>,
): Promise<{ rows: T[]; pagination: Pagination }> {
  const start = offsetOf(request.page, request.perPage);
  if (start === 0) {
    const rows = await read();
    const counted = rows.length < request.perPage ? exactly(rows.length) : await count();
    return { rows, pagination: pagination(counted, request.page, request.perPage) };
  }
  const counted = await count();
  const beyondTheEnd = !counted.isLowerBound && start >= counted.total;
  return {
    rows: beyondTheEnd ? [] : await read(),
    pagination: pagination(counted, request.page, request.perPage),
  };
}

/** One page of a sorted list, as the client asked for it. */
export interface PageRequest<S extends string> {
  sort: S;
  /** Absent: the column's natural direction. */
  direction?: SortDirection | undefined;
  page: number;
  perPage: number;
}

/** A list query's page, sort and direction, out of the validated query string. */
export function pageRequest<S extends string>(query: {
  page: number;
  per_page: number;
  sort: S;
  direction?: SortDirection | undefined;
}): PageRequest<S> {
  return { sort: query.sort, direction: query.direction, page: query.page, perPage: query.per_page };
}

/** Export batch size: a few hundred rows a query keeps memory flat and round trips few. */
export const EXPORT_BATCH = 500;

/**
 * A whole list in batches of ids after the last one (oldest first), for exports: `fetch` gives
 * the rows with an id above `after`, at most `size`, in id order.
 */
export async function* batchesAfterId<T extends { id: number }>(
  fetch: (after: number, size: number) => Promise<T[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const batch = await fetch(after, size);
    if (batch.length === 0) return;
    yield batch;
    after = batch[batch.length - 1]!.id;
  }
}
