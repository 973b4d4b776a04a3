import type { SECTION_SORTS, SectionUpdateValues } from '@school/contract';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres, type DB } from '../../db/connect';
import { inKeyList, keyList, type KeyList } from '../../db/in-list';
import type { SectionRow } from '../../db/database';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { relatedByIds } from '../../lib/related-rows';
import { currentYearIdOf } from '../academic-years/academic-years.repository';
import { counterSumAt, foldIfPiled, schoolTableCounter, sectionSeatsCounterAt } from '../../lib/row-counts';
import { containsAny } from '../../lib/search';
import { byCreation, byOptionalNumber, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export interface SectionFilters {
  search?: string | undefined;
  class_id?: number | undefined;
}
export type SectionSort = (typeof SECTION_SORTS)[number];

/** A section with the name of its class, as every screen shows it. */
export type SectionWithClass = SectionRow & { class_name: string };

const SORTS: SortColumns<SectionSort> = {
  // By class, and in a class by section name: how a school reads its sections (the default).
  class: { ...byText('classes.name'), then: byText('sections.name') },
  name: byText('sections.name'),
  // No limit counts as the largest.
  capacity: byOptionalNumber('sections.capacity', 'last'),
  created_at: byCreation('sections.id'),
};

/** A school's sections, filtered: every query of this table starts here, with the school. */
function filtered(db: DB, schoolId: number, filters: SectionFilters) {
  let query = db
    .selectFrom('sections')
    .innerJoin('classes', 'classes.id', 'sections.class_id')
    .where('sections.school_id', '=', schoolId);
  if (filters.class_id !== undefined) query = query.where('sections.class_id', '=', filters.class_id);
  if (filters.search) query = query.where(containsAny(['sections.name', 'classes.name'], filters.search));
  return query;
}

const withClass = (db: DB, schoolId: number, filters: SectionFilters) =>
  filtered(db, schoolId, filters).selectAll('sections').select('classes.name as class_name');

/**
 * The sections list's count (the school's counter while unfiltered) and its sorted rows, each
 * with the name of its class.
 */
export function sectionList(db: DB, schoolId: number, filters: SectionFilters) {
  const unfiltered = !filters.search && filters.class_id === undefined;
  return {
    count: {
      filtered: filtered(db, schoolId, filters),
      counters: unfiltered ? schoolTableCounter('sections', schoolId) : null,
    } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<SectionSort>, 'sort' | 'direction'>) =>
      sortedBy(db, withClass(db, schoolId, filters), SORTS[sort], direction, 'sections.id'),
  };
}

export function sectionBatches(
  db: DB,
  schoolId: number,
  filters: SectionFilters,
): AsyncGenerator<SectionWithClass[]> {
  return batchesAfterId((after, size) =>
    withClass(db, schoolId, filters)
      .where('sections.id', '>', after)
      .orderBy('sections.id')
      .limit(size)
      .execute(),
  );
}

export async function findSection(
  db: DB,
  schoolId: number,
  id: number,
): Promise<SectionWithClass | undefined> {
  return withClass(db, schoolId, {}).where('sections.id', '=', id).executeTakeFirst();
}

export interface RelatedOfSection {
  /** Its seats taken in the current year: its active students, as seatsTaken counts them. */
  students_count: number;
}

/** relatedOfSections' statement, compiled once (db/compiled-once.ts). */
const relatedOfSectionsQuery = compiledOnce((db: DB, schoolId: number, sectionIds: KeyList) => {
  const counter = sectionSeatsCounterAt(sql.ref('sections.id'), currentYearIdOf(db, schoolId).$asScalar());
  const seats = counterSumAt(counter);
  return db
    .selectFrom('sections')
    .select(['sections.id', counter.as('counter'), seats.total.as('students_count'), seats.parts.as('parts')])
    .where('sections.school_id', '=', schoolId)
    .where(inKeyList(db, 'sections.id', sectionIds));
});

/**
 * The seats taken in each of a page of the school's sections in the current year, from their
 * maintained counters (lib/row-counts.ts), in one statement. The current year is a scalar
 * subquery (one row at most: academic_years_one_current); with none the counter's name is null
 * and every section has 0.
 */
export async function relatedOfSections(
  db: DB,
  schoolId: number,
  sectionIds: number[],
): Promise<Map<number, RelatedOfSection>> {
  if (sectionIds.length === 0) return new Map();
  const { rows } = await db.executeQuery(relatedOfSectionsQuery(db, schoolId, keyList(db, sectionIds)));
  await Promise.all(
    rows.flatMap((row) => (row.counter === null ? [] : [foldIfPiled(db, [row.counter], Number(row.parts))])),
  );
  return relatedByIds(sectionIds, rows, (row) => ({ students_count: Number(row.students_count) }), {
    students_count: 0,
  });
}

/** The sections of one class, by name. */
export async function listSectionsOfClass(db: DB, schoolId: number, classId: number): Promise<SectionRow[]> {
  return db
    .selectFrom('sections')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('class_id', '=', classId)
    .orderBy(byText('name').key(db))
    .orderBy('id')
    .execute();
}

export async function sectionNameTaken(
  db: DB,
  classId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('sections')
    .select('id')
    .where('class_id', '=', classId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

/** Holds the section's row until the transaction ends: assignments to it run one at a time. */
export async function lockSection(trx: DB, id: number): Promise<void> {
  if (isPostgres(trx))
    await trx.selectFrom('sections').select('id').where('id', '=', id).forUpdate().execute();
}

export async function insertSection(
  db: DB,
  schoolId: number,
  values: SectionUpdateValues & { class_id: number },
): Promise<SectionRow> {
  const now = isoNow();
  return db
    .insertInto('sections')
    .values({ ...values, school_id: schoolId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSection(
  db: DB,
  schoolId: number,
  id: number,
  values: SectionUpdateValues,
): Promise<void> {
  await db
    .updateTable('sections')
    .set({ ...values, updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute();
}

export async function deleteSection(db: DB, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('sections').where('school_id', '=', schoolId).where('id', '=', id).execute();
}

/** Seats of the filtered sections: the sum of the limits, and the ids of the limited ones. */
export async function sectionCapacities(
  db: DB,
  schoolId: number,
  filters: SectionFilters,
): Promise<{ id: number; capacity: number | null }[]> {
  return filtered(db, schoolId, filters).select(['sections.id', 'sections.capacity']).execute();
}
