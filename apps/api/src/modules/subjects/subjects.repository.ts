import type { SUBJECT_SORTS, SubjectListQuery, SubjectValues } from '@school/contract';
import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import type { SubjectRow } from '../../db/database';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { schoolTableCounter } from '../../lib/row-counts';
import { containsAny } from '../../lib/search';
import { byCreation, byOptionalText, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export type SubjectFilters = Pick<SubjectListQuery, 'search'>;
export type SubjectSort = (typeof SUBJECT_SORTS)[number];

const SORTS: SortColumns<SubjectSort> = {
  name: byText('name'),
  code: byOptionalText('code'),
  created_at: byCreation('id'),
};

/** A school's subjects, filtered: every query of this table starts here, with the school. */
function filtered(db: DB, schoolId: number, filters: SubjectFilters) {
  let query = db.selectFrom('subjects').where('school_id', '=', schoolId);
  if (filters.search) query = query.where(containsAny(['name', 'code'], filters.search));
  return query;
}

/** The subjects list's count (the school's counter while unfiltered) and its sorted rows. */
export function subjectList(db: DB, schoolId: number, filters: SubjectFilters) {
  return {
    count: {
      filtered: filtered(db, schoolId, filters),
      counters: filters.search ? null : schoolTableCounter('subjects', schoolId),
    } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<SubjectSort>, 'sort' | 'direction'>) =>
      sortedBy(db, filtered(db, schoolId, filters).selectAll(), SORTS[sort], direction, 'id'),
  };
}

export function subjectBatches(
  db: DB,
  schoolId: number,
  filters: SubjectFilters,
): AsyncGenerator<SubjectRow[]> {
  return batchesAfterId((after, size) =>
    filtered(db, schoolId, filters).selectAll().where('id', '>', after).orderBy('id').limit(size).execute(),
  );
}

export async function findSubject(db: DB, schoolId: number, id: number): Promise<SubjectRow | undefined> {
  return filtered(db, schoolId, {}).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of name and code another subject of the school already has, ignoring case. */
export async function takenSubjectFields(
  db: DB,
  schoolId: number,
  values: Pick<SubjectValues, 'name' | 'code'>,
  exceptId?: number,
): Promise<{ name: boolean; code: boolean }> {
  const rows = await filtered(db, schoolId, {})
    .select(['name', 'code'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(name)`, '=', values.name.toLowerCase()),
        ...(values.code ? [eb(sql`lower(code)`, '=', values.code.toLowerCase())] : []),
      ]),
    )
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .execute();
  return {
    name: rows.some((r) => r.name.toLowerCase() === values.name.toLowerCase()),
    code: values.code !== null && rows.some((r) => r.code?.toLowerCase() === values.code!.toLowerCase()),
  };
}

export async function insertSubject(db: DB, schoolId: number, values: SubjectValues): Promise<SubjectRow> {
  const now = isoNow();
  return db
    .insertInto('subjects')
    .values({ ...values, school_id: schoolId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSubject(
  db: DB,
  schoolId: number,
  id: number,
  values: SubjectValues,
): Promise<SubjectRow> {
  return db
    .updateTable('subjects')
    .set({ ...values, updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSubject(db: DB, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('subjects').where('school_id', '=', schoolId).where('id', '=', id).execute();
}

/** Teachers assigned to teach each of these subjects. */
export async function teachersPerSubject(db: DB, subjectIds: number[]): Promise<Map<number, number>> {
  const counts = new Map(subjectIds.map((id) => [id, 0]));
  if (subjectIds.length === 0) return counts;
  const rows = await db
    .selectFrom('teacher_subjects')
    .select(['subject_id', (eb) => eb.fn.count<number>('teacher_id').distinct().as('count')])
    .where('subject_id', 'in', subjectIds)
    .groupBy('subject_id')
    .execute();
  for (const row of rows) counts.set(row.subject_id, Number(row.count));
  return counts;
}
