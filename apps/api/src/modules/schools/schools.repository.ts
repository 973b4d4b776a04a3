import type { SCHOOL_SORTS, SchoolAdmin, SchoolListQuery, SchoolValues } from '@school/contract';
import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/connect';
import { inKeyList, keyList, type KeyList } from '../../db/in-list';
import type { Database, SchoolRow } from '../../db/database';
import type { ListCount, PageRequest } from '../../lib/pagination';
import { fromJson, jsonRows, relatedByIds } from '../../lib/related-rows';
import { counterSumAt, foldIfPiled, schoolTableCounter, tableCounter } from '../../lib/row-counts';
import { searchedRows, searchedTable } from '../../lib/search';
import { byCreation, byText, byValue, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export type SchoolFilters = Pick<SchoolListQuery, 'search' | 'status' | 'board'>;

export type SchoolSort = (typeof SCHOOL_SORTS)[number];

/** The sorts, newest first by `id`: the column searchedRows gives the list (lib/search.ts). */
const sorts = (id: string): SortColumns<SchoolSort> => ({
  created_at: byCreation(id),
  name: byText('schools.name'),
  code: byText('schools.code'),
  board: byValue('schools.board'),
});

/** The list's filters other than the search, on rows searched either way. */
function withFilters(query: SelectQueryBuilder<Database, 'schools', object>, filters: SchoolFilters) {
  return query
    .$if(filters.status !== undefined, (q) => q.where('schools.active', '=', filters.status === 'active'))
    .$if(filters.board !== undefined, (q) => q.where('schools.board', '=', filters.board!));
}

/** The filtered schools in any order, for an export's batches below an id (searchedTable). */
function filtered(db: DB, filters: SchoolFilters) {
  return withFilters(searchedTable(db, 'schools', filters.search || undefined), filters);
}

/** The schools list's count (all schools: their counter's) and its sorted rows. */
export function schoolList(db: DB, filters: SchoolFilters) {
  const unfiltered = !filters.search && !filters.status && !filters.board;
  const { query, id } = searchedRows(db, 'schools', filters.search || undefined);
  const listed = withFilters(query, filters);
  return {
    count: {
      filtered: listed,
      counters: unfiltered ? tableCounter('schools') : null,
    } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<SchoolSort>, 'sort' | 'direction'>) =>
      sortedBy(db, listed.selectAll('schools'), sorts(id)[sort], direction, id),
  };
}

/** The whole filtered list in batches of ids below the last one, for exports. */
export async function* schoolBatches(
  db: DB,
  filters: SchoolFilters,
  size = 500,
): AsyncGenerator<SchoolRow[]> {
  // No bound on the first batch: PostgreSQL rejects a number beyond its integer range.
  let before: number | undefined;
  for (;;) {
    const batch = await filtered(db, filters)
      .selectAll()
      .$if(before !== undefined, (q) => q.where('id', '<', before!))
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
    if (batch.length === 0) return;
    yield batch;
    before = batch[batch.length - 1]!.id;
  }
}

export async function findSchool(db: DB, id: number): Promise<SchoolRow | undefined> {
  return db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function codeTaken(db: DB, code: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('schools').select('id').where('code', '=', code.toUpperCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertSchool(db: DB, values: SchoolValues): Promise<SchoolRow> {
  const now = isoNow();
  return db
    .insertInto('schools')
    .values({ ...values, active: true, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSchool(
  db: DB,
  id: number,
  values: Partial<Omit<SchoolRow, 'id' | 'created_at' | 'updated_at'>>,
): Promise<SchoolRow> {
  return db
    .updateTable('schools')
    .set({ ...values, updated_at: isoNow() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSchool(db: DB, id: number): Promise<void> {
  await db.deleteFrom('schools').where('id', '=', id).execute();
}

/**
 * What a school's row takes with it when it goes (the rows cascade) and its delete's audit entry
 * keeps: gallery images (their files are removed after the commit), notices and settings.
 */
export async function schoolBelongings(db: DB, id: number) {
  const [gallery, notices, settings] = await Promise.all([
    db.selectFrom('school_gallery_images').selectAll().where('school_id', '=', id).orderBy('id').execute(),
    db.selectFrom('notices').selectAll().where('school_id', '=', id).orderBy('id').execute(),
    db.selectFrom('school_settings').selectAll().where('school_id', '=', id).orderBy('section').execute(),
  ]);
  return {
    gallery,
    notices,
    settings: settings.map((row) => ({ ...row, value: JSON.parse(row.value) as unknown })),
  };
}

/** `schoolTableCounter` of the school an expression gives (a row of the outer statement). */
const schoolTableCounterAt = (table: 'students' | 'teachers', schoolId: Expression<number>) =>
  sql<string>`CAST(${`${table}:`} AS text) || ${schoolId}`;

export interface RelatedOfSchool {
  /** Its students and teachers, from their maintained counters. */
  students: number;
  teachers: number;
  /** Its admin, if any: `school_admins.school_id` is unique. */
  admins: SchoolAdmin[];
}

/** The students, teachers and admins of a page of schools, in one statement compiled once (db/compiled-once.ts). */
const relatedOfSchoolsQuery = compiledOnce((db: DB, schoolIds: KeyList) => {
  const school = sql.ref<number>('schools.id');
  const students = counterSumAt(schoolTableCounterAt('students', school));
  const teachers = counterSumAt(schoolTableCounterAt('teachers', school));
  return db
    .selectFrom('schools')
    .select((eb) => [
      'schools.id',
      students.total.as('students_total'),
      students.parts.as('students_parts'),
      teachers.total.as('teachers_total'),
      teachers.parts.as('teachers_parts'),
      jsonRows(
        db,
        eb
          .selectFrom('school_admins as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select(['a.id', 'a.user_id', 'a.designation', 'a.joining_date', 'u.name', 'u.email'])
          // A school admin is made with an e-mail and keeps one (users form and profile require it).
          .$narrowType<{ email: string }>()
          .whereRef('a.school_id', '=', 'schools.id'),
      ).as('admins'),
    ])
    .where(inKeyList(db, 'schools.id', schoolIds));
});

/** The students, teachers and admins of a page of schools (relatedOfSchoolsQuery). */
export async function relatedOfSchools(db: DB, schoolIds: number[]): Promise<Map<number, RelatedOfSchool>> {
  if (schoolIds.length === 0) return new Map();
  const { rows } = await db.executeQuery(relatedOfSchoolsQuery(db, keyList(db, schoolIds)));
  await Promise.all(
    rows.flatMap((row) => [
      foldIfPiled(db, [schoolTableCounter('students', row.id)], Number(row.students_parts)),
      foldIfPiled(db, [schoolTableCounter('teachers', row.id)], Number(row.teachers_parts)),
    ]),
  );
  return relatedByIds(
    schoolIds,
    rows,
    (row) => ({
      students: Number(row.students_total),
      teachers: Number(row.teachers_total),
      admins: fromJson(row.admins).map((admin) => ({
        id: admin.id,
        user_id: admin.user_id,
        designation: admin.designation,
        joining_date: admin.joining_date,
        user: { id: admin.user_id, name: admin.name, email: admin.email },
      })),
    }),
    { students: 0, teachers: 0, admins: [] },
  );
}

export async function schoolSummary(db: DB) {
  const row = await db
    .selectFrom('schools')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('active', '=', true).then(1).else(0).end()).as('active'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('school_admins')
                .select('id')
                .whereRef('school_admins.school_id', '=', 'schools.id'),
            ),
          ),
        )
        .as('without_admin'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const active = Number(row.active ?? 0);
  return { total, active, inactive: total - active, without_admin: Number(row.without_admin) };
}

export async function studentCounts(db: DB, schoolId: number): Promise<{ total: number; active: number }> {
  const row = await db
    .selectFrom('students')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'active').then(1).else(0).end()).as('active'),
    ])
    .where('school_id', '=', schoolId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active ?? 0) };
}

export async function findAdminOfSchool(db: DB, schoolId: number) {
  return db.selectFrom('school_admins').selectAll().where('school_id', '=', schoolId).executeTakeFirst();
}

export async function findAdminByUser(db: DB, userId: number) {
  return db.selectFrom('school_admins').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function insertSchoolAdmin(
  db: DB,
  values: { school_id: number; user_id: number; designation: string; joining_date: string },
): Promise<void> {
  const now = isoNow();
  await db
    .insertInto('school_admins')
    .values({ ...values, created_at: now, updated_at: now })
    .execute();
}

export async function deleteSchoolAdmin(db: DB, schoolId: number): Promise<void> {
  await db.deleteFrom('school_admins').where('school_id', '=', schoolId).execute();
}
