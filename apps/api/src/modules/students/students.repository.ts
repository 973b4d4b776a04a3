import type { STUDENT_SORTS, StudentEnrolment, StudentListQuery, StudentParent } from '@school/contract';
import { sql, type InferResult } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres, type DB } from '../../db/connect';
import { inKeyList, keyList, type KeyList } from '../../db/in-list';
import type { StudentRow } from '../../db/database';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { fromJson, jsonRows, relatedByIds } from '../../lib/related-rows';
import { schoolTableCounter } from '../../lib/row-counts';
import { personMatches } from '../../lib/search';
import { byCreation, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export type StudentFilters = Omit<
  StudentListQuery,
  'page' | 'per_page' | 'sort' | 'direction' | 'archived'
> & {
  /** Lists pass it: archived students only, or (false) the others. Absent: any student. */
  archived?: boolean | undefined;
  class_id?: number | undefined;
  section_id?: number | undefined;
  academic_year_id?: number | undefined;
};
export type StudentSort = (typeof STUDENT_SORTS)[number];

/** A student as listed: the row with its user's name, e-mail and phone. */
export type StudentWithUser = StudentRow & {
  name: string;
  email: string | null;
  phone: string | null;
  has_password: boolean;
};

/** The user's columns every student query reads, without the password hash itself. */
const USER_COLUMNS = [
  'u.name',
  'u.email',
  'u.phone',
  sql<boolean>`u.password_hash IS NOT NULL`.as('has_password'),
] as const;

const SORTS: SortColumns<StudentSort> = {
  name: byText('u.name'),
  admission_no: byText('s.admission_no'),
  created_at: byCreation('s.id'),
};

/**
 * A school's student records, filtered, without their users: what the list's count reads. Every
 * filter is on the record or its enrolments (the search's matches are ids), and every record has
 * its one user, so the count needs no user read. Class and section filters read the enrolment of
 * `yearId` (the one asked for, or the current year).
 */
function records(db: DB, schoolId: number, filters: StudentFilters, yearId: number | null) {
  let query = db.selectFrom('students as s').where('s.school_id', '=', schoolId);
  // Name, e-mail, phone or admission number, among the school's students alone (lib/search.ts).
  if (filters.search) query = query.where(personMatches('s.id', 'students', schoolId, filters.search));
  if (filters.archived !== undefined) {
    query = query.where('s.archived_at', filters.archived ? 'is not' : 'is', null);
  }
  if (filters.status) query = query.where('s.status', '=', filters.status);
  if (filters.gender) query = query.where('s.gender', '=', filters.gender);
  if (filters.class_id || filters.section_id || filters.academic_year_id) {
    // IN, not EXISTS: the year's matching enrolments are read once through their (section, year)
    // or (year, class) index, rather than probed again for every student of the school.
    query = query.where(
      's.id',
      'in',
      db
        .selectFrom('enrollments as e')
        .select('e.student_id')
        .where('e.academic_year_id', '=', yearId ?? 0)
        .$if(filters.class_id !== undefined, (q) => q.where('e.class_id', '=', filters.class_id!))
        .$if(filters.section_id !== undefined, (q) => q.where('e.section_id', '=', filters.section_id!)),
    );
  }
  return query;
}

/** A school's students with their users, filtered: every query of this table starts here, with the school. */
const filtered = (db: DB, schoolId: number, filters: StudentFilters, yearId: number | null) =>
  records(db, schoolId, filters, yearId).innerJoin('users as u', 'u.id', 's.user_id');

/** The maintained counter counts the school's students that are not archived (2026_11_29_0310). */
const unfiltered = (filters: StudentFilters) =>
  filters.archived === false &&
  !filters.search &&
  !filters.status &&
  !filters.gender &&
  !filters.class_id &&
  !filters.section_id &&
  !filters.academic_year_id;

/**
 * The students list's count (the school's counter while only archived students are left out) and
 * its sorted rows, each with its user's columns.
 */
export function studentList(db: DB, schoolId: number, filters: StudentFilters, yearId: number | null) {
  return {
    count: {
      filtered: records(db, schoolId, filters, yearId),
      counters: unfiltered(filters) ? schoolTableCounter('students', schoolId) : null,
    } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<StudentSort>, 'sort' | 'direction'>) =>
      sortedBy(
        db,
        filtered(db, schoolId, filters, yearId).selectAll('s').select(USER_COLUMNS),
        SORTS[sort],
        direction,
        's.id',
      ),
  };
}

export function studentBatches(
  db: DB,
  schoolId: number,
  filters: StudentFilters,
  yearId: number | null,
): AsyncGenerator<StudentWithUser[]> {
  return batchesAfterId((after, size) =>
    filtered(db, schoolId, filters, yearId)
      .selectAll('s')
      .select(USER_COLUMNS)
      .where('s.id', '>', after)
      .orderBy('s.id')
      .limit(size)
      .execute(),
  );
}

export async function findStudent(
  db: DB,
  schoolId: number,
  id: number,
): Promise<StudentWithUser | undefined> {
  return filtered(db, schoolId, {}, null)
    .selectAll('s')
    .select(USER_COLUMNS)
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Is the admission number another student's in the school, ignoring case? */
export async function admissionNoTaken(
  db: DB,
  schoolId: number,
  admissionNo: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('students')
    .select('id')
    .where('school_id', '=', schoolId)
    .where(sql`lower(admission_no)`, '=', admissionNo.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export type StudentFields = Pick<
  StudentRow,
  'admission_no' | 'roll_no' | 'dob' | 'gender' | 'blood_group' | 'admission_date' | 'status'
>;

export async function insertStudent(
  trx: DB,
  schoolId: number,
  userId: number,
  fields: StudentFields,
): Promise<StudentRow> {
  const now = isoNow();
  return trx
    .insertInto('students')
    .values({ school_id: schoolId, user_id: userId, ...fields, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateStudent(trx: DB, schoolId: number, id: number, fields: StudentFields) {
  await trx
    .updateTable('students')
    .set({ ...fields, updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute();
}

/** The student goes, with enrolments and parent links (cascade); the caller settles the account. */
export async function deleteStudent(trx: DB, schoolId: number, student: StudentRow): Promise<void> {
  await trx.deleteFrom('students').where('school_id', '=', schoolId).where('id', '=', student.id).execute();
}

/**
 * Holds these students' rows until the transaction ends, in id order (PostgreSQL; SQLite runs one
 * writing transaction at a time already). Every path that writes enrolments takes their students
 * first, before any section: of two promotions of one student the second reads what the first
 * wrote, and the seat counters'
 * trigger, which takes the students of the enrolments it counts (migration 2026_12_10_0800), finds
 * them held already, so no transaction waits for a student while holding a section another
 * transaction holding that student needs (a deadlock).
 */
export async function lockStudents(trx: DB, schoolId: number, ids: number[]): Promise<void> {
  if (!isPostgres(trx) || ids.length === 0) return;
  await trx
    .selectFrom('students')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Sets the student's enrolment in a year: added, or its class, section and roll number changed. */

export async function upsertEnrolment(
  trx: DB,
  schoolId: number,
  studentId: number,
  placement: {
    academic_year_id: number;
    class_id: number;
    section_id: number | null;
    roll_no: string | null;
  },
): Promise<'added' | 'changed'> {
  const now = isoNow();
  const changed = await trx
    .updateTable('enrollments')
    .set({
      class_id: placement.class_id,
      section_id: placement.section_id,
      roll_no: placement.roll_no,
      updated_at: now,
    })
    .where('student_id', '=', studentId)
    .where('academic_year_id', '=', placement.academic_year_id)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0) return 'changed';
  await trx
    .insertInto('enrollments')
    .values({ school_id: schoolId, student_id: studentId, ...placement, created_at: now, updated_at: now })
    .execute();
  return 'added';
}

/** Enrolments with their year's, class's and section's names, newest year first. */
function enrolmentRows(db: DB) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('academic_years as y', 'y.id', 'e.academic_year_id')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .leftJoin('sections as sec', 'sec.id', 'e.section_id')
    .select([
      'e.academic_year_id',
      'y.name as academic_year_name',
      'y.is_current',
      'e.class_id',
      'c.name as class_name',
      'e.section_id',
      'sec.name as section_name',
      'e.roll_no',
    ])
    .orderBy('y.start_date', 'desc')
    .orderBy('e.id', 'desc');
}

type EnrolmentRow = InferResult<ReturnType<typeof enrolmentRows>>[number];

const toEnrolment = (row: EnrolmentRow): StudentEnrolment => ({
  academic_year_id: row.academic_year_id,
  academic_year_name: row.academic_year_name,
  // SQLite answers booleans as 0/1.
  is_current_year: Boolean(row.is_current),
  class_id: row.class_id,
  section_id: row.section_id,
  roll_no: row.roll_no,
  class_model: { id: row.class_id, name: row.class_name },
  section: row.section_id === null ? null : { id: row.section_id, name: row.section_name! },
});

/** Every enrolment of these students, newest year first, by student. */
export async function enrolmentsOf(db: DB, studentIds: number[]): Promise<Map<number, StudentEnrolment[]>> {
  const out = new Map(studentIds.map((id) => [id, [] as StudentEnrolment[]]));
  if (studentIds.length === 0) return out;
  const rows = await enrolmentRows(db)
    .select('e.student_id')
    .where('e.student_id', 'in', studentIds)
    .execute();
  for (const row of rows) out.get(row.student_id)!.push(toEnrolment(row));
  return out;
}

export interface RelatedOfStudent {
  /** Their school's code, which their sign-in name starts with (student-sign-in.ts). */
  school_code: string;
  /** Every enrolment, newest year first. */
  classes: StudentEnrolment[];
}

/**
 * relatedOfStudents' statement, compiled once (db/compiled-once.ts). From the school, so that its
 * code is read even when every student of the page was deleted since the page was read: those
 * show with no enrolment, under the right sign-in name.
 */
const relatedOfStudentsQuery = compiledOnce((db: DB, schoolId: number, studentIds: KeyList) =>
  db
    .selectFrom('schools as sc')
    .leftJoin('students as s', (join) =>
      join.onRef('s.school_id', '=', 'sc.id').on(inKeyList(db, 's.id', studentIds)),
    )
    .select([
      's.id',
      'sc.code',
      jsonRows(
        db,
        enrolmentRows(db)
          .where('e.school_id', '=', schoolId)
          .where('e.student_id', '=', sql.ref<number>('s.id')),
      ).as('classes'),
    ])
    .where('sc.id', '=', schoolId),
);

/**
 * The enrolments of the school's students with these ids, and their school's code, in one
 * statement for the whole page (lib/related-rows.ts).
 */
export async function relatedOfStudents(
  db: DB,
  schoolId: number,
  studentIds: number[],
): Promise<Map<number, RelatedOfStudent>> {
  if (studentIds.length === 0) return new Map();
  const { rows } = await db.executeQuery(relatedOfStudentsQuery(db, schoolId, keyList(db, studentIds)));
  const code = rows[0]?.code ?? '';
  return relatedByIds(
    studentIds,
    rows.flatMap((row) => (row.id === null ? [] : [{ ...row, id: row.id }])),
    (row) => ({ school_code: row.code, classes: fromJson(row.classes).map(toEnrolment) }),
    { school_code: code, classes: [] },
  );
}

/**
 * The student's enrolments in a section in other years than `exceptYearId` that have not ended:
 * the seats a student coming back to active needs again (past years' classes are history).
 */
export async function runningEnrolments(
  db: DB,
  studentId: number,
  exceptYearId: number,
): Promise<{ academic_year_id: number; section_id: number }[]> {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('academic_years as y', 'y.id', 'e.academic_year_id')
    .select(['e.academic_year_id', 'e.section_id'])
    .where('e.student_id', '=', studentId)
    .where('e.academic_year_id', '<>', exceptYearId)
    .where('e.section_id', 'is not', null)
    .where('y.end_date', '>=', isoNow().slice(0, 10))
    .orderBy('e.academic_year_id')
    .execute();
  return rows.map((r) => ({ academic_year_id: r.academic_year_id, section_id: r.section_id! }));
}

/** These students' enrolments in one year (none without a year), by student. */
export async function enrolmentsIn(
  db: DB,
  studentIds: number[],
  yearId: number | null,
): Promise<
  Map<
    number,
    {
      academic_year_name: string;
      class_name: string;
      section_id: number | null;
      section_name: string | null;
      roll_no: string | null;
    }
  >
> {
  if (studentIds.length === 0 || yearId === null) return new Map();
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('academic_years as y', 'y.id', 'e.academic_year_id')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .leftJoin('sections as sec', 'sec.id', 'e.section_id')
    .select([
      'e.student_id',
      'y.name as academic_year_name',
      'c.name as class_name',
      'e.section_id',
      'sec.name as section_name',
      'e.roll_no',
    ])
    .where('e.student_id', 'in', studentIds)
    .where('e.academic_year_id', '=', yearId)
    .execute();
  return new Map(rows.map(({ student_id, ...placed }) => [student_id, placed]));
}

/** The parents of these students, primary first, by student: one query for a batch. */
export async function parentsOfStudents(
  db: DB,
  studentIds: number[],
): Promise<Map<number, { name: string; email: string | null; phone: string | null }[]>> {
  const out = new Map<number, { name: string; email: string | null; phone: string | null }[]>();
  if (studentIds.length === 0) return out;
  const rows = await db
    .selectFrom('parent_student as ps')
    .innerJoin('parents as p', 'p.id', 'ps.parent_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['ps.student_id', 'u.name', 'u.email', 'u.phone'])
    .where('ps.student_id', 'in', studentIds)
    .orderBy('ps.student_id')
    .orderBy('ps.is_primary', 'desc')
    .orderBy('p.id')
    .execute();
  for (const { student_id, ...parent } of rows) {
    const list = out.get(student_id) ?? [];
    list.push(parent);
    out.set(student_id, list);
  }
  return out;
}

/** The parents linked to a student, primary first. */
export async function parentsOf(db: DB, studentId: number): Promise<StudentParent[]> {
  const rows = await db
    .selectFrom('parent_student as ps')
    .innerJoin('parents as p', 'p.id', 'ps.parent_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'u.name', 'u.email', 'u.phone', 'p.relationship_type', 'ps.is_primary'])
    // A parent is made with an e-mail and keeps one (their forms require it).
    .$narrowType<{ email: string }>()
    .where('ps.student_id', '=', studentId)
    .orderBy('ps.is_primary', 'desc')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ ...r, is_primary: Boolean(r.is_primary) }));
}

/** Which of these ids are parents of the school. */
export async function schoolParentIds(db: DB, schoolId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('parents')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Called by a new student only, who has no links yet. */
export async function linkParents(trx: DB, schoolId: number, studentId: number, parentIds: number[]) {
  if (parentIds.length === 0) return;
  const now = isoNow();
  await trx
    .insertInto('parent_student')
    .values(
      // A new student's first parent is their primary one: at most one is (2026_11_29_0320).
      parentIds.map((parentId, i) => ({
        school_id: schoolId,
        parent_id: parentId,
        student_id: studentId,
        is_primary: i === 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
