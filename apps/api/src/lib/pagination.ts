import { deepestPage, LIST_DEPTH, type Pagination, type SortDirection } from '@school/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/connect';
import { invalid } from './app-error';
import { maintainedCount } from './row-counts';
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
 * How many rows a filtered list holds: exact up to `bound`, a lower bound past it. The
 * database stops reading at the first row past the bound, so the cost never grows with the table.
 */
async function countUpTo(db: DB, filtered: ListQuery, bound: number): Promise<Counted> {
  const row = await db
    .selectFrom(
      filtered
        .select(sql<number>`1`.as('one'))
        .limit(bound + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count > bound ? { total: bound, isLowerBound: true } : { total: count, isLowerBound: false };
}

/**
 * The one count of every list: a list whose filters a maintained counter follows (none, or
 * users by status or role) names its counters and is counted exactly whatever its size; any
 * other (`counters` null) is counted up to `bound`: COUNT_BOUND for a page, the rows the caller
 * may still export for an export (modules/audit/csv-export.ts).
 */
export async function countList(
  db: DB,
  filtered: ListQuery,
  counters: string | readonly string[] | null,
  bound = COUNT_BOUND,
): Promise<Counted> {
  return counters === null ? countUpTo(db, filtered, bound) : exactly(await maintainedCount(db, counters));
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

/** The count of a list with nothing in it (a class's students while no year is current). */
export const NOTHING: Counted = exactly(0);

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

/**
 * One page of any list, with its pagination: the page's depth is checked first (offsetOf).
 *
 * The first page, the one nearly every visit reads, is read before anything is counted: when it
 * comes back short it is the whole list, counted exactly by its rows, and the list is not counted
 * (one statement fewer: on PostgreSQL a round trip, which is most of what a statement costs;
 * docs/decisions.md, "Round trips are what a PostgreSQL request costs"). A full first page is
 * counted after it.
 *
 * Any other page is counted first, and its rows are read only when it can hold some: a page at
 * or past the end of an exact count answers empty without reading a row (its OFFSET would read
 * and drop every row before it); past a bounded count ("1,000+") the rows are read, as far as
 * LIST_DEPTH, so every page the screen offers ("Next while pages come back full") is served.
 */
export async function countedPage<T>(
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
