import type { ACADEMIC_YEAR_SORTS, AcademicYearListQuery, AcademicYearValues } from '@school/contract';
import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { AcademicYearRow } from '../../db/database';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { enrolmentsFigure, perDate } from '../../lib/figure-counts';
import { schoolTableCounter } from '../../lib/row-counts';
import { containsAny } from '../../lib/search';
import { byCreation, byText, byValue, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export type AcademicYearFilters = Pick<AcademicYearListQuery, 'search'>;
export type AcademicYearSort = (typeof ACADEMIC_YEAR_SORTS)[number];

const SORTS: SortColumns<AcademicYearSort> = {
  // ISO dates order as text; newest year first unless asked otherwise.
  start_date: { ...byValue('start_date'), natural: 'desc' },
  name: byText('name'),
  created_at: byCreation('id'),
};

/** A school's years, filtered: every query of this table starts here, with the school. */
function filtered(db: DB, schoolId: number, filters: AcademicYearFilters) {
  let query = db.selectFrom('academic_years').where('school_id', '=', schoolId);
  if (filters.search) query = query.where(containsAny(['name'], filters.search));
  return query;
}

/** The years list's count (the school's counter while unfiltered) and its sorted rows. */
export function academicYearList(db: DB, schoolId: number, filters: AcademicYearFilters) {
  return {
    count: {
      filtered: filtered(db, schoolId, filters),
      counters: filters.search ? null : schoolTableCounter('academic_years', schoolId),
    } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<AcademicYearSort>, 'sort' | 'direction'>) =>
      sortedBy(db, filtered(db, schoolId, filters).selectAll(), SORTS[sort], direction, 'id'),
  };
}

export function academicYearBatches(
  db: DB,
  schoolId: number,
  filters: AcademicYearFilters,
): AsyncGenerator<AcademicYearRow[]> {
  return batchesAfterId((after, size) =>
    filtered(db, schoolId, filters).selectAll().where('id', '>', after).orderBy('id').limit(size).execute(),
  );
}

export async function findAcademicYear(
  db: DB,
  schoolId: number,
  id: number,
): Promise<AcademicYearRow | undefined> {
  return filtered(db, schoolId, {}).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCurrentYear(db: DB, schoolId: number): Promise<AcademicYearRow | undefined> {
  return filtered(db, schoolId, {}).selectAll().where('is_current', '=', true).executeTakeFirst();
}

/** The id of the school's current year, or null while it has none. */
export async function currentYearId(db: DB, schoolId: number): Promise<number | null> {
  return (await findCurrentYear(db, schoolId))?.id ?? null;
}

export async function yearNameTaken(
  db: DB,
  schoolId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = filtered(db, schoolId, {})
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * A year of the school, other than `exceptId`, sharing at least one day with start..end (both
 * inclusive; ISO dates compare as text), the earliest first.
 */
export async function overlappingYear(
  db: DB,
  schoolId: number,
  period: { start_date: string; end_date: string },
  exceptId?: number,
): Promise<AcademicYearRow | undefined> {
  let query = filtered(db, schoolId, {})
    .selectAll()
    .where('start_date', '<=', period.end_date)
    .where('end_date', '>=', period.start_date);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.orderBy('start_date').orderBy('id').executeTakeFirst();
}

/**
 * Holds the school's row until the transaction ends, so that two switches of its current year
 * run one after the other (SQLite runs one write transaction at a time anyway).
 */
export async function lockSchool(trx: DB, schoolId: number): Promise<void> {
  if (isPostgres(trx)) {
    await trx.selectFrom('schools').select('id').where('id', '=', schoolId).forUpdate().execute();
  }
}

/**
 * The school's current year's id as a subquery, for a statement that counts or shows its
 * enrolments: one row at most (academic_years_one_current); with none it is null, and no
 * enrolment matches it.
 */
export function currentYearIdOf(db: DB, schoolId: number) {
  return db
    .selectFrom('academic_years')
    .select('academic_years.id')
    .where('academic_years.school_id', '=', schoolId)
    .where('academic_years.is_current', '=', true);
}

/** No year of the school is current any more. */
export async function clearCurrentYear(trx: DB, schoolId: number): Promise<void> {
  await trx
    .updateTable('academic_years')
    .set({ is_current: false, updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('is_current', '=', true)
    .execute();
}

export async function insertAcademicYear(
  db: DB,
  schoolId: number,
  values: AcademicYearValues,
): Promise<AcademicYearRow> {
  const now = isoNow();
  return db
    .insertInto('academic_years')
    .values({ ...values, school_id: schoolId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateAcademicYear(
  db: DB,
  schoolId: number,
  id: number,
  values: Partial<AcademicYearValues>,
): Promise<AcademicYearRow> {
  return db
    .updateTable('academic_years')
    .set({ ...values, updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteAcademicYear(db: DB, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('academic_years').where('school_id', '=', schoolId).where('id', '=', id).execute();
}

/**
 * Students enrolled in each of these years of the school, from its enrolments kept per year and
 * class (lib/figure-counts.ts), whose days are year ids: one read of all the school's years (a
 * row per year and class), as ids ordered as text make no range.
 */
export async function enrolmentsPerYear(
  db: DB,
  schoolId: number,
  yearIds: number[],
): Promise<Map<number, number>> {
  if (yearIds.length === 0) return new Map();
  const counts = await perDate(db, enrolmentsFigure(schoolId), { first: '' });
  return new Map(yearIds.map((id) => [id, counts.get(String(id)) ?? 0]));
}

/** The stat cards' counts: all years, and those that ended before `today` and are not current. */
export async function academicYearCounts(
  db: DB,
  schoolId: number,
  today: string,
): Promise<{ total: number; archived: number }> {
  const row = await filtered(db, schoolId, {})
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number>(sql`CASE WHEN NOT is_current AND end_date < ${today} THEN 1 ELSE 0 END`)
        .as('archived'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), archived: Number(row.archived ?? 0) };
}
