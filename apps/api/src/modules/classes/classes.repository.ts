import type { CLASS_SORTS, ClassListQuery, ClassTeacher, ClassValues } from '@school/contract';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres, type DB } from '../../db/connect';
import { inKeyList, keyList, type KeyList } from '../../db/in-list';
import type { ClassRow } from '../../db/database';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { relatedByIds } from '../../lib/related-rows';
import { currentYearIdOf } from '../academic-years/academic-years.repository';
import { enrolmentsFigure, figureCountAt, foldDayIfPiled } from '../../lib/figure-counts';
import { schoolTableCounter } from '../../lib/row-counts';
import { containsAny } from '../../lib/search';
import { byCreation, byOptionalNumber, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export type ClassFilters = Pick<ClassListQuery, 'search'>;
export type ClassSort = (typeof CLASS_SORTS)[number];

const SORTS: SortColumns<ClassSort> = {
  grade_level: byOptionalNumber('grade_level', 'last'),
  name: byText('name'),
  created_at: byCreation('id'),
};

/** A school's classes, filtered: every query of this table starts here, with the school. */
function filtered(db: DB, schoolId: number, filters: ClassFilters) {
  let query = db.selectFrom('classes').where('school_id', '=', schoolId);
  if (filters.search) query = query.where(containsAny(['name'], filters.search));
  return query;
}

/** The classes list's count (the school's counter while unfiltered) and its sorted rows. */
export function classList(db: DB, schoolId: number, filters: ClassFilters) {
  return {
    count: {
      filtered: filtered(db, schoolId, filters),
      counters: filters.search ? null : schoolTableCounter('classes', schoolId),
    } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<ClassSort>, 'sort' | 'direction'>) =>
      sortedBy(db, filtered(db, schoolId, filters).selectAll(), SORTS[sort], direction, 'id'),
  };
}

export function classBatches(db: DB, schoolId: number, filters: ClassFilters): AsyncGenerator<ClassRow[]> {
  return batchesAfterId((after, size) =>
    filtered(db, schoolId, filters).selectAll().where('id', '>', after).orderBy('id').limit(size).execute(),
  );
}

export async function findClass(db: DB, schoolId: number, id: number): Promise<ClassRow | undefined> {
  return filtered(db, schoolId, {}).selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Holds the class's row until the transaction ends: a register or notice written for it (their
 * foreign keys share-lock the row) waits for its delete, instead of slipping in after the delete
 * found none and going with it. (SQLite runs one write transaction at a time anyway.)
 */
export async function lockClass(trx: DB, id: number): Promise<void> {
  if (isPostgres(trx))
    await trx.selectFrom('classes').select('id').where('id', '=', id).forUpdate().execute();
}

export async function classNameTaken(
  db: DB,
  schoolId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const row = await filtered(db, schoolId, {})
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertClass(db: DB, schoolId: number, values: ClassValues): Promise<ClassRow> {
  const now = isoNow();
  return db
    .insertInto('classes')
    .values({ ...values, school_id: schoolId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateClass(
  db: DB,
  schoolId: number,
  id: number,
  values: ClassValues,
): Promise<ClassRow> {
  return db
    .updateTable('classes')
    .set({ ...values, updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Its sections and teacher assignments go with it (foreign keys cascade). */
export async function deleteClass(db: DB, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('classes').where('school_id', '=', schoolId).where('id', '=', id).execute();
}

/** How many distinct `what` rows each class has in `table`. */
async function distinctPerClass(
  db: DB,
  table: 'sections' | 'teacher_classes' | 'class_subjects',
  what: 'id' | 'teacher_id' | 'subject_id',
  classIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map(classIds.map((id) => [id, 0]));
  if (classIds.length === 0) return counts;
  const rows = await db
    .selectFrom(table)
    .select([sql<number>`class_id`.as('class_id'), sql<number>`count(DISTINCT ${sql.ref(what)})`.as('count')])
    .where(sql.ref('class_id'), 'in', classIds)
    .groupBy(sql.ref('class_id'))
    .execute();
  for (const row of rows) counts.set(Number(row.class_id), Number(row.count));
  return counts;
}

export const teachersPerClass = (db: DB, ids: number[]) =>
  distinctPerClass(db, 'teacher_classes', 'teacher_id', ids);
/** The subjects each class offers (class_subjects), taught there by a teacher yet or not. */
export const subjectsPerClass = (db: DB, ids: number[]) =>
  distinctPerClass(db, 'class_subjects', 'subject_id', ids);

export interface RelatedOfClass {
  /** Its enrolments in the school's current year (0 while no year is current). */
  students: number;
  /** The distinct teachers assigned to it, to the whole class or a section. */
  teachers: number;
  sections: number;
}

/** relatedOfClasses' statement, compiled once (db/compiled-once.ts): `figure` is the school's enrolments. */
const relatedOfClassesQuery = compiledOnce((db: DB, schoolId: number, classIds: KeyList, figure: string) => {
  const year = currentYearIdOf(db, schoolId).$asScalar();
  const students = figureCountAt(figure, year, sql.ref('classes.id'));
  return filtered(db, schoolId, {})
    .select((eb) => [
      'classes.id',
      year.as('year_id'),
      students.total.as('students'),
      students.parts.as('parts'),
      eb
        .selectFrom('teacher_classes')
        .select(sql<number>`count(DISTINCT teacher_classes.teacher_id)`.as('c'))
        .where('teacher_classes.school_id', '=', schoolId)
        .whereRef('teacher_classes.class_id', '=', 'classes.id')
        .as('teachers'),
      eb
        .selectFrom('sections')
        .select(eb.fn.countAll<number>().as('c'))
        .where('sections.school_id', '=', schoolId)
        .whereRef('sections.class_id', '=', 'classes.id')
        .as('sections'),
    ])
    .where(inKeyList(db, 'classes.id', classIds));
});

/**
 * The enrolments, teachers and sections of a page of the school's classes, in one statement. The
 * enrolments are the school's kept per year and class (lib/figure-counts.ts) in its current year,
 * a scalar subquery (one row at most: academic_years_one_current); with none every class has 0.
 * Each subquery keeps the school's filter, as every read of these tables does.
 */
export async function relatedOfClasses(
  db: DB,
  schoolId: number,
  classIds: number[],
): Promise<Map<number, RelatedOfClass>> {
  if (classIds.length === 0) return new Map();
  const figure = enrolmentsFigure(schoolId);
  const { rows } = await db.executeQuery(relatedOfClassesQuery(db, schoolId, keyList(db, classIds), figure));
  const piled = rows.reduce((most, row) => Math.max(most, Number(row.parts)), 0);
  if (rows[0]?.year_id != null) await foldDayIfPiled(db, figure, String(rows[0].year_id), piled);
  return relatedByIds(
    classIds,
    rows,
    (row) => ({
      students: Number(row.students),
      teachers: Number(row.teachers),
      sections: Number(row.sections),
    }),
    { students: 0, teachers: 0, sections: 0 },
  );
}

/** The seats of each class: the capacities of its sections summed, null when none has a limit. */
export async function capacityPerClass(db: DB, classIds: number[]): Promise<Map<number, number | null>> {
  const seats = new Map<number, number | null>(classIds.map((id) => [id, null]));
  if (classIds.length === 0) return seats;
  const rows = await db
    .selectFrom('sections')
    .select(['class_id', (eb) => eb.fn.sum<number | string>('capacity').as('seats')])
    .where('class_id', 'in', classIds)
    .where('capacity', 'is not', null)
    .groupBy('class_id')
    .execute();
  for (const row of rows) seats.set(Number(row.class_id), Number(row.seats));
  return seats;
}

/** Teachers assigned to any class of the school. */
export async function countSchoolTeachersAssigned(db: DB, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('teacher_classes')
    .select(sql<number>`count(DISTINCT teacher_id)`.as('count'))
    .where('school_id', '=', schoolId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The teachers of a class, each with the sections they teach in it (none: the whole class). */
export async function teachersOfClass(db: DB, classId: number): Promise<ClassTeacher[]> {
  const rows = await db
    .selectFrom('teacher_classes as tc')
    .innerJoin('teachers as t', 't.id', 'tc.teacher_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('sections as s', 's.id', 'tc.section_id')
    .select(['t.id', 'u.name', 'u.email', 'tc.is_class_teacher', 'tc.section_id', 's.name as section_name'])
    // A teacher is made with an e-mail and keeps one (their forms require it).
    .$narrowType<{ email: string }>()
    .where('tc.class_id', '=', classId)
    .orderBy('u.name')
    .orderBy('t.id')
    .execute();
  const teachers = new Map<number, ClassTeacher>();
  for (const row of rows) {
    const teacher = teachers.get(row.id) ?? {
      id: row.id,
      name: row.name,
      email: row.email,
      is_class_teacher: false,
      sections: [],
      placements: [],
    };
    teacher.is_class_teacher ||= Boolean(row.is_class_teacher);
    if (row.section_name) teacher.sections.push(row.section_name);
    teacher.placements.push({
      section_id: row.section_id,
      section_name: row.section_name,
      is_class_teacher: Boolean(row.is_class_teacher),
    });
    teachers.set(row.id, teacher);
  }
  return [...teachers.values()];
}

/** Names of a class's sections, for the audit entry of its deletion. */
/** The class's sections as its delete's audit entry keeps them (they go with the class). */
export async function sectionsOfClass(db: DB, classId: number) {
  return db
    .selectFrom('sections')
    .select(['id', 'name', 'capacity', 'created_at'])
    .where('class_id', '=', classId)
    .orderBy('name')
    .execute();
}
