import type {
  PARENT_SORTS,
  ParentChild,
  ParentStudent,
  ParentUpdateValues,
  RelationshipType,
} from '@school/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/connect';
import { inKeyList, keyList, type KeyList } from '../../db/in-list';
import type { ParentRow } from '../../db/database';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { fromJson, jsonRows, relatedByIds } from '../../lib/related-rows';
import { currentYearIdOf } from '../academic-years/academic-years.repository';
import { schoolTableCounter } from '../../lib/row-counts';
import { peopleMatching, personMatches } from '../../lib/search';
import { byCreation, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export interface ParentFilters {
  search?: string | undefined;
  relationship_type?: RelationshipType | undefined;
}
export type ParentSort = (typeof PARENT_SORTS)[number];

/** A parent with what their user holds: the name, e-mail and phone live on the account. */
export type ParentWithUser = ParentRow & {
  name: string;
  email: string;
  phone: string | null;
  status: string;
};

const SORTS: SortColumns<ParentSort> = {
  // A school's parents are a few thousand at most: sorting them by the user's name needs no index.
  name: byText('users.name'),
  created_at: byCreation('parents.id'),
};

/**
 * A school's parent records, filtered, without their users: what the list's count reads. Every
 * filter is on the record (the search's matches are ids), and every record has its one user, so
 * the count needs no user read.
 */
function records(db: DB, schoolId: number, filters: ParentFilters) {
  let query = db.selectFrom('parents').where('parents.school_id', '=', schoolId);
  if (filters.relationship_type)
    query = query.where('parents.relationship_type', '=', filters.relationship_type);
  if (filters.search) {
    // The parent's own name, e-mail or phone, or one of their children's: both among the school's
    // people alone (lib/search.ts), so neither reads every parent of the school nor other schools'.
    // One set of ids, the two matches' union: an OR of the two made SQLite build each list twice
    // (an index for the OR's walk and another for each row's check), 2.0 ms for a common name
    // among the bench school's 4,000 parents and 5,000 students, a page, where the union takes 1.4.
    const term = filters.search;
    const childrenFound = sql<number>`SELECT ps.parent_id FROM parent_student AS ps
      WHERE ps.school_id = ${schoolId} AND ${personMatches('ps.student_id', 'students', schoolId, term)}`;
    query = query.where(
      sql<SqlBool>`${sql.ref('parents.id')} IN (${peopleMatching('parents', schoolId, term)} UNION ${childrenFound})`,
    );
  }
  return query;
}

/** A school's parents with their users, filtered: every query of this table starts here, with the school. */
const filtered = (db: DB, schoolId: number, filters: ParentFilters) =>
  records(db, schoolId, filters).innerJoin('users', 'users.id', 'parents.user_id');

const withUser = (db: DB, schoolId: number, filters: ParentFilters) =>
  filtered(db, schoolId, filters)
    .selectAll('parents')
    .select(['users.name', 'users.email', 'users.phone', 'users.status'])
    // Teachers and parents are made with an e-mail and keep one (their forms require it).
    .$narrowType<{ email: string }>();

/**
 * A school's parents list: its count (the school's parents counter when unfiltered) and its
 * sorted rows.
 */
export function parentList(db: DB, schoolId: number, filters: ParentFilters) {
  const unfiltered = !filters.search && !filters.relationship_type;
  return {
    count: {
      filtered: records(db, schoolId, filters),
      counters: unfiltered ? schoolTableCounter('parents', schoolId) : null,
    } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<ParentSort>, 'sort' | 'direction'>) =>
      sortedBy(db, withUser(db, schoolId, filters), SORTS[sort], direction, 'parents.id'),
  };
}

/** Export rows: the parent with how many children they are linked to. */
export function parentBatches(
  db: DB,
  schoolId: number,
  filters: ParentFilters,
): AsyncGenerator<(ParentWithUser & { children_count: number })[]> {
  return batchesAfterId((after, size) =>
    withUser(db, schoolId, filters)
      .select(
        sql<number>`(SELECT count(*) FROM parent_student ps WHERE ps.parent_id = parents.id)`.as(
          'children_count',
        ),
      )
      .where('parents.id', '>', after)
      .orderBy('parents.id')
      .limit(size)
      .execute(),
  );
}

export async function findParent(db: DB, schoolId: number, id: number): Promise<ParentWithUser | undefined> {
  return withUser(db, schoolId, {}).where('parents.id', '=', id).executeTakeFirst();
}

export async function insertParent(
  db: DB,
  schoolId: number,
  userId: number,
  values: Omit<ParentUpdateValues, 'name' | 'email' | 'phone'>,
): Promise<ParentRow> {
  const now = isoNow();
  return db
    .insertInto('parents')
    .values({ ...values, school_id: schoolId, user_id: userId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateParent(
  db: DB,
  schoolId: number,
  id: number,
  values: Omit<ParentUpdateValues, 'name' | 'email' | 'phone'>,
): Promise<void> {
  await db
    .updateTable('parents')
    .set({ ...values, updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the parent's links and the parent, one table at a time rather than through the
 * cascades, so the per-school parents counter's triggers see each row go in either engine. The
 * caller settles the account (person-account.ts, dropPersonRole).
 */
export async function deleteParent(db: DB, schoolId: number, parent: ParentRow): Promise<void> {
  await db.deleteFrom('parent_student').where('parent_id', '=', parent.id).execute();
  await db.deleteFrom('parents').where('school_id', '=', schoolId).where('id', '=', parent.id).execute();
}

/** Of these ids, those that are students of the school, with their names for the audit. */
export async function studentsOfSchool(
  db: DB,
  schoolId: number,
  ids: number[],
): Promise<{ id: number; name: string; admission_no: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('students')
    .innerJoin('users', 'users.id', 'students.user_id')
    .select(['students.id', 'users.name', 'students.admission_no'])
    .where('students.school_id', '=', schoolId)
    .where('students.id', 'in', ids)
    .execute();
}

export async function isLinked(db: DB, parentId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('parent_student')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Does the student have a primary parent? */
export async function hasPrimary(db: DB, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('parent_student')
    .select('id')
    .where('student_id', '=', studentId)
    .where('is_primary', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** The student no longer has a primary parent; answers who was (null: nobody). */
export async function clearPrimary(db: DB, studentId: number): Promise<number | null> {
  const row = await db
    .updateTable('parent_student')
    .set({ is_primary: false, updated_at: isoNow() })
    .where('student_id', '=', studentId)
    .where('is_primary', '=', true)
    .returning('parent_id')
    .executeTakeFirst();
  return row?.parent_id ?? null;
}

export async function setPrimary(db: DB, parentId: number, studentId: number): Promise<void> {
  await db
    .updateTable('parent_student')
    .set({ is_primary: true, updated_at: isoNow() })
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .execute();
}

/** Removes the link; answers whether it was the primary one. */
export async function deleteLink(db: DB, parentId: number, studentId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('parent_student')
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .returning('is_primary')
    .executeTakeFirst();
  return Boolean(row?.is_primary);
}

export async function insertLinks(
  db: DB,
  schoolId: number,
  parentId: number,
  links: { student_id: number; is_primary: boolean }[],
): Promise<void> {
  if (links.length === 0) return;
  const now = isoNow();
  await db
    .insertInto('parent_student')
    .values(
      links.map((link) => ({
        ...link,
        school_id: schoolId,
        parent_id: parentId,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/**
 * Parents' links to their children, by the child's name, each with the child's class and section
 * in the year `yearId` (neither when the child is not enrolled that year).
 */
function childLinks(db: DB, yearId: Expression<number | null>) {
  return db
    .selectFrom('parent_student as ps')
    .innerJoin('students as s', 's.id', 'ps.student_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('enrollments as e', (join) =>
      join.onRef('e.student_id', '=', 's.id').on('e.academic_year_id', '=', yearId),
    )
    .leftJoin('classes as c', 'c.id', 'e.class_id')
    .leftJoin('sections as sec', 'sec.id', 'e.section_id')
    .orderBy(byText('u.name').key(db))
    .orderBy('s.id');
}

/**
 * The students linked to these parents, by name, each with their class and section in the
 * current year (null without one, or when not enrolled that year): one query for a whole page.
 */
export async function childrenOf(
  db: DB,
  parentIds: number[],
  yearId: number | null,
): Promise<(ParentChild & { parent_id: number })[]> {
  if (parentIds.length === 0) return [];
  // No current year: an id no enrolment has, so every child is shown without a class.
  const rows = await childLinks(db, sql.val(yearId ?? 0))
    .select([
      'ps.parent_id',
      'ps.is_primary',
      's.id',
      'u.name',
      'u.email',
      's.admission_no',
      'c.name as class_name',
      'sec.name as section_name',
    ])
    .where('ps.parent_id', 'in', parentIds)
    .execute();
  // SQLite answers booleans as 0/1.
  return rows.map((r) => ({ ...r, is_primary: Boolean(r.is_primary) }));
}

export interface RelatedOfParent {
  /** Their children by name, each with their class in the current year (null when none). */
  students: ParentStudent[];
}

/** relatedOfParents' statement, compiled once (db/compiled-once.ts). */
const relatedOfParentsQuery = compiledOnce((db: DB, schoolId: number, parentIds: KeyList) =>
  db
    .selectFrom('parents')
    .select([
      'parents.id',
      jsonRows(
        db,
        childLinks(db, currentYearIdOf(db, schoolId).$asScalar())
          .select(['s.id', 'u.name', 's.admission_no', 'c.name as class_name'])
          .where('ps.school_id', '=', schoolId)
          .where('ps.parent_id', '=', sql.ref<number>('parents.id')),
      ).as('students'),
    ])
    .where('parents.school_id', '=', schoolId)
    .where(inKeyList(db, 'parents.id', parentIds)),
);

/**
 * The children of a page of the school's parents, in one statement (lib/related-rows.ts). The
 * current year is a scalar subquery (one row at most: academic_years_one_current); with none it
 * is null, no enrolment matches it and every child is shown without a class.
 */
export async function relatedOfParents(
  db: DB,
  schoolId: number,
  parentIds: number[],
): Promise<Map<number, RelatedOfParent>> {
  if (parentIds.length === 0) return new Map();
  const { rows } = await db.executeQuery(relatedOfParentsQuery(db, schoolId, keyList(db, parentIds)));
  return relatedByIds(parentIds, rows, (row) => ({ students: fromJson(row.students) }), { students: [] });
}

/** Parents of the school, those with an active account, and per relationship. */
export async function parentFigures(
  db: DB,
  schoolId: number,
): Promise<{ relationship_type: RelationshipType; parents: number; active: number }[]> {
  const rows = await filtered(db, schoolId, {})
    .select([
      'parents.relationship_type',
      (eb) => eb.fn.countAll<number>().as('parents'),
      sql<number>`sum(CASE WHEN users.status = 'active' THEN 1 ELSE 0 END)`.as('active'),
    ])
    .groupBy('parents.relationship_type')
    .execute();
  return rows.map((r) => ({ ...r, parents: Number(r.parents), active: Number(r.active) }));
}

/** Links between the school's parents and students. */
export async function countLinks(db: DB, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('parent_student')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('school_id', '=', schoolId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
