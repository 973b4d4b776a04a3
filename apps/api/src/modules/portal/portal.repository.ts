import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/connect';
import type { Database } from '../../db/database';
import type { Place } from '../notices/notice-readers.repository';

/*
 * What the portals read about a student: who they are and where they sit this year, and who
 * teaches them there. Parents reach students only through their own links (parent_student), read
 * on every request, so a link the school removes ends their access at once.
 */

/**
 * Students of the school, not archived, with the school's current year (if any) and their class
 * and section in it (if enrolled).
 */
function studentsWithPlace(db: DB, schoolId: number) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('schools as sc', 'sc.id', 's.school_id')
    .leftJoin('academic_years as y', (join) =>
      join.onRef('y.school_id', '=', 's.school_id').on('y.is_current', '=', true),
    )
    .leftJoin('enrollments as e', (join) =>
      join.onRef('e.student_id', '=', 's.id').onRef('e.academic_year_id', '=', 'y.id'),
    )
    .leftJoin('classes as c', 'c.id', 'e.class_id')
    .leftJoin('sections as sec', 'sec.id', 'e.section_id')
    .select([
      's.id',
      'u.name',
      'u.profile_picture',
      's.admission_no',
      's.school_id',
      'sc.name as school_name',
      'e.class_id',
      'c.name as class_name',
      'e.section_id',
      'sec.name as section_name',
      'e.roll_no',
      // The school's current year, read here once for the whole page.
      'y.id as year_id',
      'y.start_date as year_start',
      'y.end_date as year_end',
    ])
    .where('s.school_id', '=', schoolId)
    .where('s.archived_at', 'is', null);
}

/** The parent's children in their school, by name: the only students a parent reaches. */
export async function childrenOfParent(db: DB, schoolId: number, parentId: number) {
  // Found from the parent's links (their unique index), never by reading the school's students.
  return studentsWithPlace(db, schoolId)
    .where((eb) =>
      eb(
        's.id',
        'in',
        eb
          .selectFrom('parent_student as ps')
          .select('ps.student_id')
          .where('ps.parent_id', '=', parentId)
          .where('ps.school_id', '=', schoolId),
      ),
    )
    .orderBy(sql`lower(u.name)`)
    .orderBy('s.id')
    .execute();
}

export type StudentWithPlace = NonNullable<Awaited<ReturnType<typeof studentSelf>>>;

/** The student themselves, as the portal shows them. */
export async function studentSelf(db: DB, schoolId: number, studentId: number) {
  return studentsWithPlace(db, schoolId).where('s.id', '=', studentId).executeTakeFirst();
}

/** Whether a teaching row (alias `alias`) covers the place's section: a row without one covers the class. */
const sectionCovered = (alias: string, section: number | null) =>
  section === null
    ? sql<boolean>`${sql.ref(`${alias}.section_id`)} IS NULL`
    : sql<boolean>`(${sql.ref(`${alias}.section_id`)} IS NULL OR ${sql.ref(`${alias}.section_id`)} = ${section})`;

/**
 * The teachers who teach the place, not archived: its class teacher and the teachers of a subject
 * there (teaching.repository's taughtBy, seen from the place), class teachers first, then by name.
 */
export async function teachersOfPlace(db: DB, schoolId: number, place: Place) {
  const classRows = (eb: ExpressionBuilder<Database & { t: Database['teachers'] }, 't'>) =>
    eb
      .selectFrom('teacher_classes as tc')
      .select('tc.id')
      .whereRef('tc.teacher_id', '=', 't.id')
      .where('tc.class_id', '=', place.class_id)
      .where(sectionCovered('tc', place.section_id));
  const subjectRows = (eb: ExpressionBuilder<Database & { t: Database['teachers'] }, 't'>) =>
    eb
      .selectFrom('teacher_subjects as ts')
      .select('ts.id')
      .whereRef('ts.teacher_id', '=', 't.id')
      .where('ts.class_id', '=', place.class_id)
      .where(sectionCovered('ts', place.section_id));
  const rows = await db
    .selectFrom('teachers as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select((eb) => [
      't.id',
      'u.name',
      'u.email',
      eb.exists(classRows(eb).where('tc.is_class_teacher', '=', true)).as('is_class_teacher'),
    ])
    .where('t.school_id', '=', schoolId)
    .where('t.archived_at', 'is', null)
    .where((eb) => eb.or([eb.exists(classRows(eb)), eb.exists(subjectRows(eb))]))
    .execute();
  return rows
    .map((r) => ({ ...r, is_class_teacher: Boolean(r.is_class_teacher) }))
    .sort(
      (a, b) =>
        Number(b.is_class_teacher) - Number(a.is_class_teacher) ||
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
        a.id - b.id,
    );
}

/** The subjects these teachers teach in the place, by name, in one query. */
export async function subjectsInPlace(db: DB, schoolId: number, place: Place, teacherIds: number[]) {
  if (teacherIds.length === 0) return [];
  return db
    .selectFrom('teacher_subjects as ts')
    .innerJoin('subjects as sub', 'sub.id', 'ts.subject_id')
    .select(['ts.teacher_id', 'sub.id', 'sub.name'])
    .where('ts.school_id', '=', schoolId)
    .where('ts.class_id', '=', place.class_id)
    .where(sectionCovered('ts', place.section_id))
    .where('ts.teacher_id', 'in', teacherIds)
    .orderBy(sql`lower(sub.name)`)
    .orderBy('sub.id')
    .execute();
}
