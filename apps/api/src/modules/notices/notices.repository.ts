import type { NOTICE_SORTS, NoticeListQuery, NoticeValues } from '@school/contract';
import { sql, type Selectable } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { NoticesTable } from '../../db/database';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { schoolTableCounter } from '../../lib/row-counts';
import { containsAny } from '../../lib/search';
import { byCreation, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export type NoticeRow = Selectable<NoticesTable>;
/**
 * A notice with the name of the account that posted it (null once that account is gone) and the
 * names of the class and section it is addressed to (null when it is not).
 */
export type NoticeWithAuthor = NoticeRow & {
  author_name: string | null;
  class_name: string | null;
  section_name: string | null;
};

export type NoticeFilters = Pick<NoticeListQuery, 'search'>;
export type NoticeSort = (typeof NOTICE_SORTS)[number];

const SORTS: SortColumns<NoticeSort> = {
  // Newest first by default; dates are YYYY-MM-DD text, so text order is date order, and the
  // (school_id, publish_date, id) index serves it. A school's notices are few: title needs none.
  publish_date: { key: () => sql.ref('notices.publish_date'), natural: 'desc' },
  title: byText('notices.title'),
  created_at: byCreation('notices.id'),
};

/** A school's notices, filtered: every query of this table starts here, with the school. */
function filtered(db: DB, schoolId: number, filters: NoticeFilters) {
  let query = db.selectFrom('notices').where('notices.school_id', '=', schoolId);
  // A plain scan of one school's notices: too few to be worth a trigram index.
  if (filters.search) query = query.where(containsAny(['notices.title', 'notices.body'], filters.search));
  return query;
}

function withAuthor(db: DB, schoolId: number, filters: NoticeFilters) {
  return filtered(db, schoolId, filters)
    .leftJoin('users', 'users.id', 'notices.created_by')
    .leftJoin('classes', 'classes.id', 'notices.class_id')
    .leftJoin('sections', 'sections.id', 'notices.section_id')
    .selectAll('notices')
    .select(['users.name as author_name', 'classes.name as class_name', 'sections.name as section_name']);
}

/** A school's notices list: its count (all of them: the school's counter) and its sorted rows. */
export function noticeList(db: DB, schoolId: number, filters: NoticeFilters) {
  return {
    count: {
      filtered: filtered(db, schoolId, filters),
      counters: filters.search ? null : schoolTableCounter('notices', schoolId),
    } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<NoticeSort>, 'sort' | 'direction'>) =>
      sortedBy(db, withAuthor(db, schoolId, filters), SORTS[sort], direction, 'notices.id'),
  };
}

export function noticeBatches(
  db: DB,
  schoolId: number,
  filters: NoticeFilters,
): AsyncGenerator<NoticeWithAuthor[]> {
  return batchesAfterId((after, size) =>
    withAuthor(db, schoolId, filters)
      .where('notices.id', '>', after)
      .orderBy('notices.id')
      .limit(size)
      .execute(),
  );
}

export async function findNotice(
  db: DB,
  schoolId: number,
  id: number,
): Promise<NoticeWithAuthor | undefined> {
  return withAuthor(db, schoolId, {}).where('notices.id', '=', id).executeTakeFirst();
}

/**
 * Locks the school's notice for the rest of the transaction: an edit and a delete, or two
 * deletes, take turns, and the later one finds it gone (404) instead of acting on a stale read.
 */
export async function lockNotice(trx: DB, schoolId: number, id: number): Promise<boolean> {
  const query = filtered(trx, schoolId, {}).select('notices.id').where('notices.id', '=', id);
  // SQLite runs one writing transaction at a time already.
  const row = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
  return row !== undefined;
}

export async function insertNotice(
  db: DB,
  schoolId: number,
  values: NoticeValues,
  createdBy: number | null,
): Promise<NoticeRow> {
  const now = isoNow();
  return db
    .insertInto('notices')
    .values({ ...values, school_id: schoolId, created_by: createdBy, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateNotice(
  db: DB,
  schoolId: number,
  id: number,
  values: NoticeValues,
): Promise<void> {
  await db
    .updateTable('notices')
    .set({ ...values, updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute();
}

export async function deleteNotice(db: DB, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('notices').where('school_id', '=', schoolId).where('id', '=', id).execute();
}

/** Where a notice may be addressed: a class (with its sections) or one section. */
export type NoticePlace = { classId: number } | { sectionId: number };

/**
 * How many notices are addressed to the class (or to one of its sections) or to the section:
 * deleting it would leave them addressed to nothing (the 409 of a class's or section's delete).
 */
export async function countNoticesAddressedTo(db: DB, schoolId: number, place: NoticePlace): Promise<number> {
  let query = filtered(db, schoolId, {}).select((eb) => eb.fn.countAll<number | string>().as('count'));
  query =
    'classId' in place
      ? query.where((eb) =>
          eb.or([
            eb('notices.class_id', '=', place.classId),
            eb(
              'notices.section_id',
              'in',
              eb.selectFrom('sections').select('sections.id').where('sections.class_id', '=', place.classId),
            ),
          ]),
        )
      : query.where('notices.section_id', '=', place.sectionId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
