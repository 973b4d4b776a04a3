import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/connect';
import type { Database } from '../../db/database';

/*
 * What a teacher teaches, as the school assigned it: a class (a row without a section is every
 * section of the class) or a subject in a class or section (teacher_classes, teacher_subjects).
 * A teacher reaches a section through one of these, and nothing else.
 */

/**
 * Whether teacher `teacherId` teaches the section `sec` of the outer query: as a class teacher
 * or class teacher of the section, or a subject in it (a row without a section covers the class).
 */
export function taughtBy(
  eb: ExpressionBuilder<Database & { sec: Database['sections'] }, 'sec'>,
  teacherId: number,
) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('teacher_classes as tc')
        .select('tc.id')
        .where('tc.teacher_id', '=', teacherId)
        .whereRef('tc.class_id', '=', 'sec.class_id')
        .where((w) => w.or([w('tc.section_id', 'is', null), w('tc.section_id', '=', w.ref('sec.id'))])),
    ),
    eb.exists(
      eb
        .selectFrom('teacher_subjects as ts')
        .select('ts.id')
        .where('ts.teacher_id', '=', teacherId)
        .whereRef('ts.class_id', '=', 'sec.class_id')
        .where((w) => w.or([w('ts.section_id', 'is', null), w('ts.section_id', '=', w.ref('sec.id'))])),
    ),
  ]);
}

/** A section of the school that the teacher teaches, with its class; undefined otherwise. */
export async function taughtSection(db: DB, schoolId: number, teacherId: number, sectionId: number) {
  return db
    .selectFrom('sections as sec')
    .innerJoin('classes as c', 'c.id', 'sec.class_id')
    .select(['sec.id', 'sec.name', 'sec.class_id', 'c.name as class_name'])
    .where('sec.id', '=', sectionId)
    .where('sec.school_id', '=', schoolId)
    .where((eb) => taughtBy(eb, teacherId))
    .executeTakeFirst();
}

/** Every section the teacher teaches, by class then section name. */
export async function taughtSections(db: DB, schoolId: number, teacherId: number) {
  return db
    .selectFrom('sections as sec')
    .innerJoin('classes as c', 'c.id', 'sec.class_id')
    .select([
      'sec.id',
      'sec.name',
      'sec.class_id',
      'c.name as class_name',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('teacher_classes as tc')
              .select('tc.id')
              .where('tc.teacher_id', '=', teacherId)
              .where('tc.is_class_teacher', '=', true)
              .whereRef('tc.class_id', '=', 'sec.class_id')
              .where((w) => w.or([w('tc.section_id', 'is', null), w('tc.section_id', '=', w.ref('sec.id'))])),
          )
          .as('is_class_teacher'),
    ])
    .where('sec.school_id', '=', schoolId)
    .where((eb) => taughtBy(eb, teacherId))
    .orderBy(sql`lower(c.name)`)
    .orderBy(sql`lower(sec.name)`)
    .orderBy('sec.id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, is_class_teacher: Boolean(r.is_class_teacher) })));
}

/** The subjects the teacher teaches in each of these sections (a row without a section: the class's). */
export async function subjectsTaughtIn(
  db: DB,
  teacherId: number,
  sections: { id: number; class_id: number }[],
) {
  const bySection = new Map<number, { id: number; name: string }[]>(sections.map((s) => [s.id, []]));
  if (sections.length === 0) return bySection;
  const rows = await db
    .selectFrom('teacher_subjects as ts')
    .innerJoin('subjects as sub', 'sub.id', 'ts.subject_id')
    .select(['ts.class_id', 'ts.section_id', 'sub.id', 'sub.name'])
    .where('ts.teacher_id', '=', teacherId)
    .where('ts.class_id', 'in', [...new Set(sections.map((s) => s.class_id))])
    .orderBy(sql`lower(sub.name)`)
    .execute();
  for (const section of sections) {
    const list = bySection.get(section.id)!;
    for (const row of rows) {
      const here =
        row.class_id === section.class_id && (row.section_id === null || row.section_id === section.id);
      if (here && !list.some((s) => s.id === row.id)) list.push({ id: row.id, name: row.name });
    }
  }
  return bySection;
}

/** The parents linked to these students, in one query: the primary parent first, then by name. */
export async function parentsOfStudents(db: DB, schoolId: number, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('parent_student as ps')
    .innerJoin('parents as p', 'p.id', 'ps.parent_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['ps.student_id', 'p.id', 'u.name', 'u.phone', 'p.relationship_type'])
    .where('ps.school_id', '=', schoolId)
    .where('ps.student_id', 'in', studentIds)
    .orderBy('ps.is_primary', 'desc')
    .orderBy(sql`lower(u.name)`)
    .orderBy('p.id')
    .execute();
}
