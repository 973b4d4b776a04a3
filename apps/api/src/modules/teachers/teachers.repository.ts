import type { TEACHER_SORTS, Gender, TeacherListQuery } from '@school/contract';
import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { TeacherRow } from '../../db/database';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { schoolTableCounter } from '../../lib/row-counts';
import { containsAny, personMatches } from '../../lib/search';
import { byCreation, byOptionalText, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export type TeacherFilters = Pick<TeacherListQuery, 'search' | 'gender' | 'specialization'> & {
  /** Lists pass it: archived teachers only, or (false) the others. Absent: any teacher. */
  archived?: boolean | undefined;
};
export type TeacherSort = (typeof TEACHER_SORTS)[number];

/** A teacher with the name, e-mail, phone and status of their user, as every screen shows them. */
export type TeacherWithUser = TeacherRow & {
  name: string;
  email: string;
  phone: string | null;
  status: string;
  last_login_at: string | null;
};

/** The teacher's own columns, written by create and edit. */
export interface TeacherFields {
  employee_code: string;
  qualification: string | null;
  specialization: string | null;
  date_of_joining: string;
  gender: Gender;
  dob: string | null;
}

const SORTS: SortColumns<TeacherSort> = {
  name: byText('users.name'),
  employee_code: byOptionalText('teachers.employee_code'),
  // Newest joiners first unless asked otherwise, as every date list.
  date_of_joining: { ...byOptionalText('teachers.date_of_joining'), natural: 'desc' },
  created_at: byCreation('teachers.id'),
};

/**
 * A school's teacher records, filtered, without their users: what the list's count reads. Every
 * filter is on the record (the search's matches are ids), and every record has its one user, so
 * the count needs no user read.
 */
function records(db: DB, schoolId: number, filters: TeacherFilters) {
  let query = db.selectFrom('teachers').where('teachers.school_id', '=', schoolId);
  if (filters.archived !== undefined) {
    query = query.where('teachers.archived_at', filters.archived ? 'is not' : 'is', null);
  }
  if (filters.gender) query = query.where('teachers.gender', '=', filters.gender);
  if (filters.specialization) {
    query = query.where(containsAny(['teachers.specialization'], filters.specialization));
  }
  // Name, e-mail, phone or employee code, among the school's teachers alone (lib/search.ts).
  if (filters.search) {
    query = query.where(personMatches('teachers.id', 'teachers', schoolId, filters.search));
  }
  return query;
}

/** A school's teachers with their users, filtered: every query of this table starts here, with the school. */
const filtered = (db: DB, schoolId: number, filters: TeacherFilters) =>
  records(db, schoolId, filters).innerJoin('users', 'users.id', 'teachers.user_id');

const withUser = (db: DB, schoolId: number, filters: TeacherFilters) =>
  filtered(db, schoolId, filters)
    .selectAll('teachers')
    .select(['users.name', 'users.email', 'users.phone', 'users.status', 'users.last_login_at'])
    // Teachers and parents are made with an e-mail and keep one (their forms require it).
    .$narrowType<{ email: string }>();

/** A school's teachers list: its count and its sorted rows. */
export function teacherList(db: DB, schoolId: number, filters: TeacherFilters) {
  // The maintained counter counts the teachers that are not archived (2026_11_29_0310).
  const unfiltered =
    filters.archived === false && !filters.search && !filters.gender && !filters.specialization;
  return {
    count: {
      filtered: records(db, schoolId, filters),
      counters: unfiltered ? schoolTableCounter('teachers', schoolId) : null,
    } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<TeacherSort>, 'sort' | 'direction'>) =>
      sortedBy(db, withUser(db, schoolId, filters), SORTS[sort], direction, 'teachers.id'),
  };
}

export function teacherBatches(
  db: DB,
  schoolId: number,
  filters: TeacherFilters,
): AsyncGenerator<TeacherWithUser[]> {
  return batchesAfterId((after, size) =>
    withUser(db, schoolId, filters)
      .where('teachers.id', '>', after)
      .orderBy('teachers.id')
      .limit(size)
      .execute(),
  );
}

export async function findTeacher(
  db: DB,
  schoolId: number,
  id: number,
): Promise<TeacherWithUser | undefined> {
  return withUser(db, schoolId, {}).where('teachers.id', '=', id).executeTakeFirst();
}

/** Holds the teacher's row until the transaction ends: their assignments are replaced one call at a time. */
export async function lockTeacher(trx: DB, schoolId: number, id: number): Promise<boolean> {
  const query = filtered(trx, schoolId, {}).select('teachers.id').where('teachers.id', '=', id);
  // SQLite runs one writing transaction at a time already.
  const row = await (isPostgres(trx) ? query.forUpdate('teachers') : query).executeTakeFirst();
  return row !== undefined;
}

/** Employee codes are unique per school ignoring case (server-rules.md, "Data rules"). */
export async function employeeCodeTaken(
  db: DB,
  schoolId: number,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  const row = await filtered(db, schoolId, {})
    .select('teachers.id')
    .where(sql`lower(teachers.employee_code)`, '=', code.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('teachers.id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTeacher(
  db: DB,
  schoolId: number,
  userId: number,
  values: TeacherFields,
): Promise<TeacherRow> {
  const now = isoNow();
  return db
    .insertInto('teachers')
    .values({ ...values, school_id: schoolId, user_id: userId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTeacher(
  db: DB,
  schoolId: number,
  id: number,
  values: Omit<TeacherFields, 'date_of_joining'> & { date_of_joining?: string | undefined },
): Promise<void> {
  await db
    .updateTable('teachers')
    .set({ ...values, updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute();
}

/** Its class and subject assignments go with it (foreign keys cascade). */
export async function deleteTeacher(db: DB, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('teachers').where('school_id', '=', schoolId).where('id', '=', id).execute();
}

/** The classes of each teacher, each once, by name. */
export async function classesOfTeachers(
  db: DB,
  teacherIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const classes = new Map(teacherIds.map((id) => [id, [] as { id: number; name: string }[]]));
  if (teacherIds.length === 0) return classes;
  // A class taught in several sections has a row for each: it is listed once.
  const rows = await db
    .selectFrom('teacher_classes as tc')
    .innerJoin('classes as c', 'c.id', 'tc.class_id')
    .select(['tc.teacher_id', 'c.id', 'c.name'])
    .where('tc.teacher_id', 'in', teacherIds)
    .orderBy(byText('c.name').key(db))
    .orderBy('c.id')
    .execute();
  for (const row of rows) {
    const list = classes.get(row.teacher_id)!;
    if (list.at(-1)?.id !== row.id) list.push({ id: row.id, name: row.name });
  }
  return classes;
}

/** Figures of the analytics cards and charts, over every teacher of the school. */
export async function teacherFigures(db: DB, schoolId: number, joinedSince: string, today: string) {
  const [active, recent, genders, specializations] = await Promise.all([
    filtered(db, schoolId, {})
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('users.status', '=', 'active')
      .executeTakeFirstOrThrow(),
    filtered(db, schoolId, {})
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('teachers.date_of_joining', '>=', joinedSince)
      .where('teachers.date_of_joining', '<=', today)
      .executeTakeFirstOrThrow(),
    filtered(db, schoolId, {})
      .select(['teachers.gender as value', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('teachers.gender')
      .execute(),
    filtered(db, schoolId, {})
      .select(['teachers.specialization as value', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('teachers.specialization')
      .execute(),
  ]);
  return {
    active: Number(active.count),
    recent: Number(recent.count),
    genders: genders.map((g) => ({ value: g.value, count: Number(g.count) })),
    specializations: specializations.map((s) => ({ value: s.value, count: Number(s.count) })),
  };
}
