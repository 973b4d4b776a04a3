import type { DB } from '../../src/db/connect';
import { isoNow } from '../../src/lib/time';
import { createClass, createSection, currentYear, enrolledStudent } from './academics';
import type { Principal, RequestContext } from './route-requests';

/*
 * Rows of the parents' and students' portals for the route-wide tests, made in the owner's school
 * and reaching the owner only: a child is a new student linked to the owner's parent record; a
 * notice is addressed to one class, the owner's child's (or the owner's own), so that another
 * parent or student of the same school does not reach it.
 */

/** A fresh class and section of the school's current year. */
async function freshPlace(db: DB, schoolId: number) {
  const year = await currentYear(db, schoolId);
  const schoolClass = await createClass(db, schoolId);
  const section = await createSection(db, schoolId, schoolClass.id);
  return { yearId: year.id, classId: schoolClass.id, sectionId: section.id };
}

/** A new student of the school, enrolled this year in a class of their own, linked to the parent. */
export async function newChild(db: DB, schoolId: number, parentId: number) {
  const place = await freshPlace(db, schoolId);
  const { student } = await enrolledStudent(db, schoolId, place);
  const now = isoNow();
  await db
    .insertInto('parent_student')
    .values({
      school_id: schoolId,
      parent_id: parentId,
      student_id: student.id,
      is_primary: true,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { studentId: student.id, classId: place.classId, sectionId: place.sectionId };
}

/** The class the student is enrolled in this year; enrolled in a fresh one when they are in none. */
async function classOfStudent(db: DB, schoolId: number, studentId: number): Promise<number> {
  const year = await currentYear(db, schoolId);
  const found = await db
    .selectFrom('enrollments')
    .select('class_id')
    .where('student_id', '=', studentId)
    .where('academic_year_id', '=', year.id)
    .executeTakeFirst();
  if (found) return found.class_id;
  const place = await freshPlace(db, schoolId);
  const now = isoNow();
  await db
    .insertInto('enrollments')
    .values({
      school_id: schoolId,
      student_id: studentId,
      academic_year_id: year.id,
      class_id: place.classId,
      section_id: place.sectionId,
      roll_no: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return place.classId;
}

/** A notice of the school for `audience`, addressed to one class, published long ago. */
export async function classNotice(
  db: DB,
  schoolId: number,
  audience: 'parents' | 'students',
  classId: number,
): Promise<number> {
  const now = isoNow();
  const row = await db
    .insertInto('notices')
    .values({
      school_id: schoolId,
      title: `Matrix notice ${now}`,
      body: 'For one class.',
      publish_date: '2024-06-01',
      audience,
      class_id: classId,
      section_id: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Factory = (ctx: RequestContext, owner: Principal) => Promise<number>;

/** /api/parent: `children` and `students` (the home's student_id) are the owner's own children. */
export const PARENT_FACTORIES: Record<string, Factory> = {
  children: async (ctx, owner) => (await newChild(ctx.db, owner.schoolId!, owner.parentId!)).studentId,
  students: async (ctx, owner) => (await newChild(ctx.db, owner.schoolId!, owner.parentId!)).studentId,
  notices: async (ctx, owner) => {
    const child = await newChild(ctx.db, owner.schoolId!, owner.parentId!);
    return classNotice(ctx.db, owner.schoolId!, 'parents', child.classId);
  },
};

/** /api/student: a notice addressed to the owner's class. */
export const STUDENT_FACTORIES: Record<string, Factory> = {
  notices: async (ctx, owner) =>
    classNotice(
      ctx.db,
      owner.schoolId!,
      'students',
      await classOfStudent(ctx.db, owner.schoolId!, owner.studentId!),
    ),
};
