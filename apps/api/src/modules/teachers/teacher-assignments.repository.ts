import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import { byText } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

/*
 * The classes (and sections) and subjects a teacher teaches: teacher_classes and teacher_subjects
 * rows, replaced as a whole set by the assign calls. Every row carries the school.
 */

/** A class, section or subject named in a body: found only among the school's own. */
export async function classesOfSchool(db: DB, schoolId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('id', 'in', ids)
    .execute();
}

export async function sectionsOfSchool(db: DB, schoolId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('sections')
    .innerJoin('classes', 'classes.id', 'sections.class_id')
    .select(['sections.id', 'sections.name', 'sections.class_id', 'classes.name as class_name'])
    .where('sections.school_id', '=', schoolId)
    .where('sections.id', 'in', ids)
    .execute();
}

export async function subjectsOfSchool(db: DB, schoolId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('subjects')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('id', 'in', ids)
    .execute();
}

/** Where a teacher teaches: a class, and one of its sections or (null) the whole class. */
export interface Placement {
  class_id: number;
  section_id: number | null;
}

/** The teacher's class rows with names, for the audit entries' before and after. */
export async function classAssignmentsOf(db: DB, teacherId: number) {
  return db
    .selectFrom('teacher_classes as tc')
    .innerJoin('classes as c', 'c.id', 'tc.class_id')
    .leftJoin('sections as s', 's.id', 'tc.section_id')
    .select([
      'tc.class_id',
      'c.name as class_name',
      'tc.section_id',
      's.name as section_name',
      'tc.is_class_teacher',
    ])
    .where('tc.teacher_id', '=', teacherId)
    .orderBy('tc.id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, is_class_teacher: Boolean(r.is_class_teacher) })));
}

export async function subjectAssignmentsOf(db: DB, teacherId: number) {
  return db
    .selectFrom('teacher_subjects as ts')
    .innerJoin('subjects as sub', 'sub.id', 'ts.subject_id')
    .leftJoin('classes as c', 'c.id', 'ts.class_id')
    .leftJoin('sections as s', 's.id', 'ts.section_id')
    .select([
      'ts.subject_id',
      'sub.name as subject_name',
      'ts.class_id',
      'c.name as class_name',
      'ts.section_id',
      's.name as section_name',
    ])
    .where('ts.teacher_id', '=', teacherId)
    .orderBy('ts.id')
    .execute();
}

/**
 * The teaching that deleting a class or a section takes with it (the rows cascade): named, so
 * that the delete's audit entry says whose timetable changed.
 */
export type Teaching = Awaited<ReturnType<typeof teachingAt>>;

export async function teachingAt(db: DB, place: { classId: number } | { sectionId: number }) {
  const column = 'classId' in place ? 'class_id' : 'section_id';
  const id = 'classId' in place ? place.classId : place.sectionId;
  const classes = await db
    .selectFrom('teacher_classes as tc')
    .innerJoin('teachers as t', 't.id', 'tc.teacher_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      'tc.teacher_id',
      'u.name as teacher_name',
      'tc.class_id',
      'tc.section_id',
      'tc.is_class_teacher',
    ])
    .where(`tc.${column}`, '=', id)
    .orderBy('tc.id')
    .execute();
  const subjects = await db
    .selectFrom('teacher_subjects as ts')
    .innerJoin('teachers as t', 't.id', 'ts.teacher_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('subjects as sub', 'sub.id', 'ts.subject_id')
    .select([
      'ts.teacher_id',
      'u.name as teacher_name',
      'ts.subject_id',
      'sub.name as subject_name',
      'ts.class_id',
      'ts.section_id',
    ])
    .where(`ts.${column}`, '=', id)
    .orderBy('ts.id')
    .execute();
  return {
    classes: classes.map((r) => ({ ...r, is_class_teacher: Boolean(r.is_class_teacher) })),
    subjects,
  };
}

/** Rows per insert: well under SQLite's limit on bound values. */
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function replaceClassAssignments(
  trx: DB,
  schoolId: number,
  teacherId: number,
  placements: (Placement & { is_class_teacher: boolean })[],
): Promise<void> {
  await trx.deleteFrom('teacher_classes').where('teacher_id', '=', teacherId).execute();
  const now = isoNow();
  await insertChunked(placements, (chunk) =>
    trx
      .insertInto('teacher_classes')
      .values(
        chunk.map((p) => ({
          class_id: p.class_id,
          section_id: p.section_id,
          is_class_teacher: p.is_class_teacher,
          school_id: schoolId,
          teacher_id: teacherId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute(),
  );
}

/** Who else leads any of `places` as class teacher: a whole class (section null) or a section. */
export async function classTeachersOf(db: DB, schoolId: number, teacherId: number, places: Placement[]) {
  const classIds = places.filter((p) => p.section_id === null).map((p) => p.class_id);
  const sectionIds = places.flatMap((p) => (p.section_id === null ? [] : [p.section_id]));
  if (classIds.length === 0 && sectionIds.length === 0) return [];
  return db
    .selectFrom('teacher_classes as tc')
    .innerJoin('teachers as t', 't.id', 'tc.teacher_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('classes as c', 'c.id', 'tc.class_id')
    .leftJoin('sections as s', 's.id', 'tc.section_id')
    .select(['tc.class_id', 'c.name as class_name', 's.name as section_name', 'u.name as teacher_name'])
    .where('tc.school_id', '=', schoolId)
    .where('tc.is_class_teacher', '=', true)
    .where('tc.teacher_id', '!=', teacherId)
    .where((eb) =>
      eb.or([
        ...(classIds.length > 0
          ? [eb.and([eb('tc.section_id', 'is', null), eb('tc.class_id', 'in', classIds)])]
          : []),
        ...(sectionIds.length > 0 ? [eb('tc.section_id', 'in', sectionIds)] : []),
      ]),
    )
    .orderBy('tc.id')
    .execute();
}

/** The classes a subject is taught in imply that they offer it: links added where missing. */
export async function linkClassSubjects(
  trx: DB,
  schoolId: number,
  links: { class_id: number; subject_id: number }[],
): Promise<void> {
  const now = isoNow();
  const unique = [...new Map(links.map((l) => [`${l.class_id}:${l.subject_id}`, l])).values()];
  await insertChunked(unique, (chunk) =>
    trx
      .insertInto('class_subjects')
      .values(chunk.map((l) => ({ ...l, school_id: schoolId, created_at: now, updated_at: now })))
      .onConflict((oc) => oc.columns(['class_id', 'subject_id']).doNothing())
      .execute(),
  );
}

export async function replaceSubjectAssignments(
  trx: DB,
  schoolId: number,
  teacherId: number,
  rows: { subject_id: number; class_id: number | null; section_id: number | null }[],
): Promise<void> {
  await trx.deleteFrom('teacher_subjects').where('teacher_id', '=', teacherId).execute();
  const now = isoNow();
  await insertChunked(rows, (chunk) =>
    trx
      .insertInto('teacher_subjects')
      .values(
        chunk.map((r) => ({
          ...r,
          school_id: schoolId,
          teacher_id: teacherId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute(),
  );
}

/** The performance view's class, subject and sign-in figures of one teacher. */
export async function teachingFigures(db: DB, teacherId: number, userId: number) {
  const [classes, classTeacherOf, subjects, days] = await Promise.all([
    db
      .selectFrom('teacher_classes')
      .select(sql<number>`count(DISTINCT class_id)`.as('count'))
      .where('teacher_id', '=', teacherId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('teacher_classes as tc')
      .innerJoin('classes as c', 'c.id', 'tc.class_id')
      .select(['c.id', 'c.name'])
      .where('tc.teacher_id', '=', teacherId)
      .where('tc.is_class_teacher', '=', true)
      .orderBy(byText('c.name').key(db))
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('teacher_subjects')
      .select(sql<number>`count(DISTINCT subject_id)`.as('count'))
      .where('teacher_id', '=', teacherId)
      .executeTakeFirstOrThrow(),
    // A day is the UTC date of an ISO timestamp: its first ten characters.
    db
      .selectFrom('audit_logs')
      .select(sql<number>`count(DISTINCT substr(created_at, 1, 10))`.as('count'))
      .where('user_id', '=', userId)
      .where('event', '=', 'user_login')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    classes: Number(classes.count),
    // Once per class, though the teacher may lead several of its sections.
    classTeacherOf: [...new Map(classTeacherOf.map((c) => [c.id, c.name])).values()],
    subjects: Number(subjects.count),
    daysActive: Number(days.count),
  };
}
