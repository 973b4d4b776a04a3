import { type FieldErrors, fieldMessage, type Teacher, type TeacherPerformance } from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid, notFound } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit/audit.repository';
import {
  classAssignmentsOf,
  classesOfSchool,
  replaceClassAssignments,
  replaceSubjectAssignments,
  sectionsOfSchool,
  subjectAssignmentsOf,
  subjectsOfSchool,
  teachingFigures,
  type Placement,
  type Teaching,
} from './teacher-assignments.repository';
import { lockTeacher } from './teachers.repository';
import { existingTeacher, getTeacher } from './teachers.service';

/** Laravel's words for a list holding an id that is not the school's. */
const invalidIds = (field: string) => [fieldMessage('selected_many', field)];

/**
 * Where the teacher will teach: each chosen class, in each of its chosen sections or (none chosen)
 * whole. Every id must be the school's (422 on its field, as in a body anywhere), and each section
 * of a chosen class: all problems are named at once, and nothing is written until all are right.
 */
async function placementsOf(
  db: DB,
  schoolId: number,
  classIds: number[],
  sectionIds: number[],
  extra: FieldErrors = {},
): Promise<Placement[]> {
  const [classes, sections] = await Promise.all([
    classesOfSchool(db, schoolId, classIds),
    sectionsOfSchool(db, schoolId, sectionIds),
  ]);
  const errors: FieldErrors = { ...extra };
  if (classes.length !== classIds.length) errors.class_ids = invalidIds('class_ids');
  if (sections.length !== sectionIds.length) errors.section_ids = invalidIds('section_ids');
  else {
    const chosen = new Set(classIds);
    const strays = sections
      .filter((s) => !chosen.has(s.class_id))
      .map((s) => `Section ${s.name} is of class ${s.class_name}, which is not among the selected classes.`);
    if (strays.length > 0) errors.section_ids = strays;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return classIds.flatMap((classId): Placement[] => {
    const own = sections.filter((s) => s.class_id === classId);
    return own.length === 0
      ? [{ class_id: classId, section_id: null }]
      : own.map((s) => ({ class_id: classId, section_id: s.id }));
  });
}

/** Two replacements of one teacher's set run one after the other, and not after a delete. */
async function locked(trx: DB, schoolId: number, id: number): Promise<void> {
  if (!(await lockTeacher(trx, schoolId, id))) throw notFound('Teacher not found.');
}

const unique = (ids: number[]) => [...new Set(ids)];

/** Replaces the teacher's classes with the chosen ones; audited with the set before and after. */
export async function assignClasses(
  db: DB,
  schoolId: number,
  id: number,
  input: { class_ids: number[]; section_ids: number[]; is_class_teacher: boolean },
  actor: Actor,
): Promise<Teacher> {
  const teacher = await existingTeacher(db, schoolId, id);
  const placements = await placementsOf(db, schoolId, unique(input.class_ids), unique(input.section_ids));
  await db.transaction().execute(async (trx) => {
    await locked(trx, schoolId, id);
    const before = await classAssignmentsOf(trx, id);
    await replaceClassAssignments(trx, schoolId, id, placements, input.is_class_teacher);
    await recordAudit(trx, actor, {
      event: 'teacher_classes_assigned',
      description: `Classes of teacher ${teacher.name} (${teacher.employee_code}) set: ${placements.length} assignments`,
      properties: { teacher_id: id, before, after: await classAssignmentsOf(trx, id) },
    });
  });
  return getTeacher(db, schoolId, id);
}

/**
 * Replaces the teacher's subjects: each chosen subject in each chosen class (or section of it),
 * or school-wide when no class is chosen. Audited with the set before and after.
 */
export async function assignSubjects(
  db: DB,
  schoolId: number,
  id: number,
  input: { subject_ids: number[]; class_ids: number[]; section_ids: number[] },
  actor: Actor,
): Promise<Teacher> {
  const teacher = await existingTeacher(db, schoolId, id);
  const subjectIds = unique(input.subject_ids);
  const subjects = await subjectsOfSchool(db, schoolId, subjectIds);
  const placements = await placementsOf(
    db,
    schoolId,
    unique(input.class_ids),
    unique(input.section_ids),
    subjects.length === subjectIds.length ? {} : { subject_ids: invalidIds('subject_ids') },
  );
  const where: { class_id: number | null; section_id: number | null }[] =
    placements.length > 0 ? placements : [{ class_id: null, section_id: null }];
  const rows = subjectIds.flatMap((subject_id) => where.map((p) => ({ subject_id, ...p })));
  await db.transaction().execute(async (trx) => {
    await locked(trx, schoolId, id);
    const before = await subjectAssignmentsOf(trx, id);
    await replaceSubjectAssignments(trx, schoolId, id, rows);
    await recordAudit(trx, actor, {
      event: 'teacher_subjects_assigned',
      description: `Subjects of teacher ${teacher.name} (${teacher.employee_code}) set: ${subjects.map((s) => s.name).join(', ') || 'none'}`,
      properties: { teacher_id: id, before, after: await subjectAssignmentsOf(trx, id) },
    });
  });
  return getTeacher(db, schoolId, id);
}

export async function teacherPerformance(db: DB, schoolId: number, id: number): Promise<TeacherPerformance> {
  const teacher = await existingTeacher(db, schoolId, id);
  const figures = await teachingFigures(db, id, teacher.user_id);
  return {
    // No assignments (homework) table exists yet: issue 14 adds it and these figures with it.
    assignments: { total_created: 0, recent_created: 0, graded_assignments: 0 },
    classes: { total_assigned: figures.classes, class_teacher_for: figures.classTeacherOf },
    subjects: { total_assigned: figures.subjects },
    activity: { days_active: figures.daysActive, last_login: teacher.last_login_at },
  };
}

/** The end of a class or section delete's audit description when teaching went with it. */
export function teachingNote(teaching: Teaching): string {
  const teachers = new Set([...teaching.classes, ...teaching.subjects].map((row) => row.teacher_name));
  return teachers.size === 0 ? '' : `, ending the teaching of ${[...teachers].join(', ')} there`;
}
