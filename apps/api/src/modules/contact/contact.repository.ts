import type { ContactMessageValues, INQUIRY_SORTS, InquiryListQuery } from '@school/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/connect';
import type { ContactMessageRow, Database } from '../../db/database';
import type { ListCount, PageRequest } from '../../lib/pagination';
import { tableCounter } from '../../lib/row-counts';
import { searchedRows, searchedTable } from '../../lib/search';
import { byCreation, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export type InquiryFilters = Pick<InquiryListQuery, 'search' | 'status'>;

export type InquirySort = (typeof INQUIRY_SORTS)[number];

/** The sorts, newest first by `id`: the column searchedRows gives the list (lib/search.ts). */
const sorts = (id: string): SortColumns<InquirySort> => ({
  created_at: byCreation(id),
  name: byText('contact_messages.name'),
  email: byText('contact_messages.email'),
});

/** A stored message with the name of the superadmin who handled it. */
export type InquiryRow = ContactMessageRow & { handler_name: string | null };

/** The list's filters other than the search, on rows searched either way. */
function withFilters(
  query: SelectQueryBuilder<Database, 'contact_messages', object>,
  filters: InquiryFilters,
) {
  return query
    .$if(filters.status === 'open', (q) => q.where('contact_messages.handled_at', 'is', null))
    .$if(filters.status === 'handled', (q) => q.where('contact_messages.handled_at', 'is not', null));
}

/**
 * The filtered inquiries in any order, for an export's batches below an id (searchedTable: the
 * trigram index of the searched columns, like users and schools).
 */
function filtered(db: DB, filters: InquiryFilters) {
  return withFilters(searchedTable(db, 'contact_messages', filters.search || undefined), filters);
}

/** The inquiries list's count (all of them: their counter's) and its sorted rows, each with its handler. */
export function inquiryList(db: DB, filters: InquiryFilters) {
  const unfiltered = !filters.search && !filters.status;
  const { query, id } = searchedRows(db, 'contact_messages', filters.search || undefined);
  const listed = withFilters(query, filters);
  return {
    count: {
      filtered: listed,
      counters: unfiltered ? tableCounter('contact_messages') : null,
    } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<InquirySort>, 'sort' | 'direction'>) =>
      sortedBy(
        db,
        listed
          .leftJoin('users as u', 'u.id', 'contact_messages.handled_by')
          .selectAll('contact_messages')
          .select('u.name as handler_name'),
        sorts(id)[sort],
        direction,
        id,
      ),
  };
}

/**
 * The whole filtered list for an export, newest first like the list's default order, in batches
 * before the last id seen (ids grow with creation), so a deep batch costs what the first does.
 */
export async function* inquiryBatches(
  db: DB,
  filters: InquiryFilters,
  size = 500,
): AsyncGenerator<InquiryRow[]> {
  let before: number | undefined;
  for (;;) {
    const batch = await filtered(db, filters)
      .leftJoin('users as u', 'u.id', 'contact_messages.handled_by')
      .selectAll('contact_messages')
      .select('u.name as handler_name')
      .$if(before !== undefined, (q) => q.where('contact_messages.id', '<', before!))
      .orderBy('contact_messages.id', 'desc')
      .limit(size)
      .execute();
    if (batch.length === 0) return;
    yield batch;
    before = batch[batch.length - 1]!.id;
  }
}

export async function findInquiry(db: DB, id: number): Promise<InquiryRow | undefined> {
  return db
    .selectFrom('contact_messages')
    .leftJoin('users as u', 'u.id', 'contact_messages.handled_by')
    .selectAll('contact_messages')
    .select('u.name as handler_name')
    .where('contact_messages.id', '=', id)
    .executeTakeFirst();
}

export async function insertContactMessage(
  db: DB,
  values: ContactMessageValues & { ip_address: string | null; user_agent: string | null },
): Promise<ContactMessageRow> {
  const now = isoNow();
  return db
    .insertInto('contact_messages')
    .values({ ...values, handled_at: null, handled_by: null, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks a message handled (by whom), or open again. */
export async function setHandled(db: DB, id: number, handled: boolean, userId: number | null): Promise<void> {
  const now = isoNow();
  await db
    .updateTable('contact_messages')
    .set({ handled_at: handled ? now : null, handled_by: handled ? userId : null, updated_at: now })
    .where('id', '=', id)
    .execute();
}
