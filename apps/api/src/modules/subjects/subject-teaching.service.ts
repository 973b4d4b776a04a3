import type { FieldErrors, SubjectTeaching, SubjectTeachingValues } from '@school/contract';
import { fieldMessage } from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid, notFound } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { classesOfSchool, sectionsOfSchool } from '../teachers/teacher-assignments.repository';
import {
  classesOffering,
  lockSubject,
  replaceSubjectTeaching,
  teachersOfSchool,
  teachersOfSubject,
} from './subject-teaching.repository';
import { findSubject } from './subjects.repository';
import { say } from '../../lib/i18n';

async function existing(db: DB, schoolId: number, id: number) {
  const subject = await findSubject(db, schoolId, id);
  if (!subject) throw notFound(say('not_found.subject'));
  return subject;
}

/** The classes offering the subject, each with its teachers there; the school-wide ones apart. */
async function teachingOf(db: DB, subjectId: number): Promise<SubjectTeaching> {
  const [classes, teachers] = await Promise.all([
    classesOffering(db, subjectId),
    teachersOfSubject(db, subjectId),
  ]);
  return {
    classes: classes.map((c) => ({
      ...c,
      teachers: teachers.filter((t) => t.class_id === c.class_id).map(({ class_id: _class, ...t }) => t),
    })),
    school_wide_teachers: teachers
      .filter((t) => t.class_id === null)
      .map(({ teacher_id, teacher_name }) => ({ teacher_id, teacher_name })),
  };
}

export async function subjectTeaching(db: DB, schoolId: number, id: number): Promise<SubjectTeaching> {
  await existing(db, schoolId, id);
  return teachingOf(db, id);
}

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Every id must be the school's and each section of its class; a class is listed once. All
 * problems are named at once (422 on the field's path), and nothing is written until all are right.
 */
async function checkTeaching(db: DB, schoolId: number, input: SubjectTeachingValues): Promise<void> {
  const classIds = input.classes.map((c) => c.class_id);
  const teachers = input.classes.flatMap((c) => c.teachers);
  const [classes, sections, known] = await Promise.all([
    classesOfSchool(db, schoolId, unique(classIds)),
    sectionsOfSchool(
      db,
      schoolId,
      unique(teachers.flatMap((t) => (t.section_id === null ? [] : [t.section_id]))),
    ),
    teachersOfSchool(db, schoolId, unique(teachers.map((t) => t.teacher_id))),
  ]);
  const ownClasses = new Set(classes.map((c) => c.id));
  const classOfSection = new Map(sections.map((s) => [s.id, s.class_id]));
  const ownTeachers = new Set(known.map((t) => t.id));
  const errors: FieldErrors = {};
  input.classes.forEach((entry, i) => {
    if (!ownClasses.has(entry.class_id))
      errors[`classes.${i}.class_id`] = [fieldMessage('selected', 'class_id')];
    else if (classIds.indexOf(entry.class_id) !== i) {
      errors[`classes.${i}.class_id`] = [say('rules.class_listed_once')];
    }
    entry.teachers.forEach((teacher, j) => {
      const at = `classes.${i}.teachers.${j}`;
      if (!ownTeachers.has(teacher.teacher_id))
        errors[`${at}.teacher_id`] = [fieldMessage('selected', 'teacher_id')];
      if (teacher.section_id === null) return;
      const classId = classOfSection.get(teacher.section_id);
      if (classId === undefined) errors[`${at}.section_id`] = [fieldMessage('selected', 'section_id')];
      else if (classId !== entry.class_id)
        errors[`${at}.section_id`] = [say('rules.section_not_of_this_class')];
    });
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * Replaces the classes offering the subject and its teachers in them, audited with the teaching
 * before and after. Teachers assigned it school-wide are kept: this screen does not show them as
 * editable, so it does not change them.
 */
export async function setSubjectTeaching(
  db: DB,
  schoolId: number,
  id: number,
  input: SubjectTeachingValues,
  actor: Actor,
): Promise<SubjectTeaching> {
  const subject = await existing(db, schoolId, id);
  await checkTeaching(db, schoolId, input);
  const rows = [
    ...new Map(
      input.classes.flatMap((c) =>
        c.teachers.map((t) => {
          const row = { teacher_id: t.teacher_id, class_id: c.class_id, section_id: t.section_id };
          return [`${row.teacher_id}:${row.class_id}:${row.section_id ?? ''}`, row] as const;
        }),
      ),
    ).values(),
  ];
  return db.transaction().execute(async (trx) => {
    if (!(await lockSubject(trx, schoolId, id))) throw notFound(say('not_found.subject'));
    const before = await teachingOf(trx, id);
    await replaceSubjectTeaching(
      trx,
      schoolId,
      id,
      input.classes.map((c) => c.class_id),
      rows,
    );
    const after = await teachingOf(trx, id);
    await recordAudit(trx, actor, {
      event: 'subject_teaching_set',
      description: `Subject ${subject.name} taught in ${after.classes.length} classes by ${new Set(rows.map((r) => r.teacher_id)).size} teachers`,
      properties: { subject_id: id, before, after },
    });
    return after;
  });
}
