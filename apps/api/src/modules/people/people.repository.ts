import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import { isoNow } from '../../lib/time';

export type ArchivableTable = 'students' | 'teachers';

/** The school's student or teacher, locked until the transaction ends; undefined when not the school's. */
export async function lockArchivable(trx: DB, table: ArchivableTable, schoolId: number, id: number) {
  const query = trx
    .selectFrom(table)
    .select(['id', 'user_id', 'archived_at'])
    .where('school_id', '=', schoolId)
    .where('id', '=', id);
  // SQLite runs one writing transaction at a time already.
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/** Archives (a time) or restores (null) the row; its school's counter follows (2026_11_29_0310). */
export async function setArchivedAt(
  trx: DB,
  table: ArchivableTable,
  schoolId: number,
  id: number,
  archivedAt: string | null,
): Promise<void> {
  await trx
    .updateTable(table)
    .set({ archived_at: archivedAt, updated_at: isoNow() })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute();
}

/** Takes one role from the account, leaving its others. */
export async function removeRole(trx: DB, userId: number, role: string): Promise<void> {
  await trx
    .deleteFrom('role_user')
    .where('user_id', '=', userId)
    .where('role_id', 'in', trx.selectFrom('roles').select('id').where('name', '=', role))
    .execute();
}

/** Gives the account the role unless it holds it already (an archived person whose role a superadmin gave back). */
export async function ensureRole(trx: DB, userId: number, role: string): Promise<void> {
  const { id } = await trx
    .selectFrom('roles')
    .select('id')
    .where('name', '=', role)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('role_user')
    .values({ role_id: id, user_id: userId, created_at: isoNow() })
    .onConflict((oc) => oc.columns(['role_id', 'user_id']).doNothing())
    .execute();
}

/** The student's placement in the school's current year, with its section's capacity. */
export async function currentPlacement(db: DB, schoolId: number, studentId: number) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('academic_years as y', 'y.id', 'e.academic_year_id')
    .leftJoin('sections as s', 's.id', 'e.section_id')
    .select(['e.academic_year_id', 'e.section_id', 's.name as section_name', 's.capacity'])
    .where('e.student_id', '=', studentId)
    .where('y.school_id', '=', schoolId)
    .where('y.is_current', '=', true)
    .executeTakeFirst();
}

/** A student's years: "2025-2026: Grade 5 A", newest first. */
export async function enrolmentNames(db: DB, studentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('academic_years as y', 'y.id', 'e.academic_year_id')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .leftJoin('sections as s', 's.id', 'e.section_id')
    .select(['y.name as year', 'c.name as class_name', 's.name as section_name'])
    .where('e.student_id', '=', studentId)
    .orderBy('y.start_date', 'desc')
    .execute();
  return rows.map((r) => `${r.year}: ${r.class_name}${r.section_name ? ` ${r.section_name}` : ''}`);
}

/** The parents linked to a student, or the children linked to a parent, by name. */
export async function linkedNames(db: DB, side: 'parents' | 'children', id: number): Promise<string[]> {
  const links = db.selectFrom('parent_student as ps');
  const joined =
    side === 'parents'
      ? links.innerJoin('parents as p', 'p.id', 'ps.parent_id').where('ps.student_id', '=', id)
      : links.innerJoin('students as p', 'p.id', 'ps.student_id').where('ps.parent_id', '=', id);
  const rows = await joined
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.name', 'ps.is_primary'])
    .orderBy('u.name')
    .execute();
  return rows.map((r) => (r.is_primary ? `${r.name} (primary)` : r.name));
}

/** A teacher's classes (and sections) with the class-teacher ones apart. */
export async function teachingNames(db: DB, teacherId: number) {
  const rows = await db
    .selectFrom('teacher_classes as tc')
    .innerJoin('classes as c', 'c.id', 'tc.class_id')
    .leftJoin('sections as s', 's.id', 'tc.section_id')
    .select(['c.name as class_name', 's.name as section_name', 'tc.is_class_teacher'])
    .where('tc.teacher_id', '=', teacherId)
    .orderBy('c.name')
    .execute();
  const named = rows.map((r) => ({
    name: r.section_name ? `${r.class_name} ${r.section_name}` : r.class_name,
    classTeacher: Boolean(r.is_class_teacher),
  }));
  const subjects = await db
    .selectFrom('teacher_subjects as ts')
    .innerJoin('subjects as sub', 'sub.id', 'ts.subject_id')
    .leftJoin('classes as c', 'c.id', 'ts.class_id')
    .select(['sub.name as subject', 'c.name as class_name'])
    .where('ts.teacher_id', '=', teacherId)
    .orderBy('sub.name')
    .execute();
  return {
    classes: named.map((n) => n.name),
    classTeacher: named.filter((n) => n.classTeacher).map((n) => n.name),
    subjects: subjects.map((s) => (s.class_name ? `${s.subject} (${s.class_name})` : s.subject)),
  };
}

/** Whether the student's account has a password, and their e-mail. */
export async function accountOf(db: DB, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'status', sql<boolean>`password_hash IS NOT NULL`.as('has_password')])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The school's student, teacher or parent with their name; undefined when not the school's. */
export async function personOf(
  db: DB,
  table: 'students' | 'teachers' | 'parents',
  schoolId: number,
  id: number,
) {
  // The three tables share id, school_id and user_id: typed as one of them for the builder.
  const from = `${table} as p` as 'students as p';
  return db
    .selectFrom(from)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.name'])
    .where('p.school_id', '=', schoolId)
    .where('p.id', '=', id)
    .executeTakeFirst();
}
