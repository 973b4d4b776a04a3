import { isPostgres, type DB } from '../../db/connect';
import { byText } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

/*
 * Where a subject is taught: the classes that offer it (class_subjects) and the teachers of it in
 * each class or section (teacher_subjects rows with a class). Rows without a class are teachers
 * who teach it school-wide; this module reads them and leaves them alone.
 */

/** The subject's row, locked on PostgreSQL, so two replacements of its teaching do not mix. */
export async function lockSubject(trx: DB, schoolId: number, id: number): Promise<boolean> {
  const query = trx
    .selectFrom('subjects')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', id);
  // SQLite runs one writing transaction at a time already.
  const row = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
  return row !== undefined;
}

export async function classesOffering(db: DB, subjectId: number) {
  return db
    .selectFrom('class_subjects as cs')
    .innerJoin('classes as c', 'c.id', 'cs.class_id')
    .select(['cs.class_id', 'c.name as class_name'])
    .where('cs.subject_id', '=', subjectId)
    .orderBy(byText('c.name').key(db))
    .orderBy('c.id')
    .execute();
}

export async function teachersOfSubject(db: DB, subjectId: number) {
  return db
    .selectFrom('teacher_subjects as ts')
    .innerJoin('teachers as t', 't.id', 'ts.teacher_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('sections as s', 's.id', 'ts.section_id')
    .select([
      'ts.teacher_id',
      'u.name as teacher_name',
      'ts.class_id',
      'ts.section_id',
      's.name as section_name',
    ])
    .where('ts.subject_id', '=', subjectId)
    .orderBy(byText('u.name').key(db))
    .orderBy('ts.teacher_id')
    .orderBy(byText('s.name').key(db))
    .execute();
}

/** The school's teachers among `ids`. */
export async function teachersOfSchool(db: DB, schoolId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('teachers')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', 'in', ids)
    .execute();
}

/** Replaces the subject's classes and its teachers in them; the school-wide teachers stay. */
export async function replaceSubjectTeaching(
  trx: DB,
  schoolId: number,
  subjectId: number,
  classIds: number[],
  teachers: { teacher_id: number; class_id: number; section_id: number | null }[],
): Promise<void> {
  await trx
    .deleteFrom('teacher_subjects')
    .where('subject_id', '=', subjectId)
    .where('class_id', 'is not', null)
    .execute();
  await trx.deleteFrom('class_subjects').where('subject_id', '=', subjectId).execute();
  const now = isoNow();
  const stamps = { school_id: schoolId, subject_id: subjectId, created_at: now, updated_at: now };
  // At most 100 classes and 100 teachers in each: well under SQLite's limit on bound values per insert.
  if (classIds.length > 0) {
    await trx
      .insertInto('class_subjects')
      .values(classIds.map((class_id) => ({ class_id, ...stamps })))
      .execute();
  }
  for (let i = 0; i < teachers.length; i += 500) {
    await trx
      .insertInto('teacher_subjects')
      .values(teachers.slice(i, i + 500).map((t) => ({ ...t, ...stamps })))
      .execute();
  }
}
