import {
  type FieldErrors,
  fieldMessage,
  type TeacherDetail,
  type TeacherPerformance,
} from '@school/contract';
import { isUniqueViolation, type DB } from '../../db/connect';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit/audit.repository';
import {
  classAssignmentsOf,
  classesOfSchool,
  classTeachersOf,
  linkClassSubjects,
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
import { say } from '../../lib/i18n';

/** Laravel's words for a list holding an id that is not the school's. */
const invalidIds = (field: string) => [fieldMessage('selected_several', field)];

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
      .map((s) => say('rules.section_not_among_classes', { section: s.name, class_name: s.class_name }));
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
  if (!(await lockTeacher(trx, schoolId, id))) throw notFound(say('not_found.teacher'));
}

const unique = (ids: number[]) => [...new Set(ids)];

const placeKey = (p: Placement) => `${p.class_id}:${p.section_id ?? ''}`;

/** The places of the call the teacher leads: each must be one of the chosen places (422). */
function classTeacherPlaces(
  placements: Placement[],
  input: { is_class_teacher: boolean; class_teacher_of: Placement[] },
): Set<string> {
  if (input.is_class_teacher) return new Set(placements.map(placeKey));
  const chosen = new Set(placements.map(placeKey));
  const strays = input.class_teacher_of.filter((p) => !chosen.has(placeKey(p)));
  if (strays.length > 0) {
    throw invalid({
      class_teacher_of: [say('rules.class_teacher_only_of_chosen')],
    });
  }
  return new Set(input.class_teacher_of.map(placeKey));
}

/** 409 naming the place and the teacher who leads it already, when another teacher does. */
async function refuseTakenPlaces(db: DB, schoolId: number, id: number, places: Placement[]): Promise<void> {
  const [held] = await classTeachersOf(db, schoolId, id, places);
  if (!held) return;
  const params = { class_name: held.class_name, teacher: held.teacher_name };
  throw conflict(
    held.section_name
      ? say('conflict.class_teacher_taken_section', { ...params, section: held.section_name })
      : say('conflict.class_teacher_taken_class', params),
  );
}

/**
 * Replaces the teacher's classes with the chosen ones, leading as class teacher the places chosen
 * for it; audited with the set before and after. A place has one class teacher: taken by another
 * teacher is 409, checked under the teacher's lock and held by the database's partial unique
 * indexes when two saves race (the loser gets the same 409).
 */
export async function assignClasses(
  db: DB,
  schoolId: number,
  id: number,
  input: {
    class_ids: number[];
    section_ids: number[];
    is_class_teacher: boolean;
    class_teacher_of: Placement[];
  },
  actor: Actor,
): Promise<TeacherDetail> {
  const teacher = await existingTeacher(db, schoolId, id);
  const placements = await placementsOf(db, schoolId, unique(input.class_ids), unique(input.section_ids));
  const leads = classTeacherPlaces(placements, input);
  const rows = placements.map((p) => ({ ...p, is_class_teacher: leads.has(placeKey(p)) }));
  const led = rows.filter((r) => r.is_class_teacher);
  try {
    await db.transaction().execute(async (trx) => {
      await locked(trx, schoolId, id);
      await refuseTakenPlaces(trx, schoolId, id, led);
      const before = await classAssignmentsOf(trx, id);
      await replaceClassAssignments(trx, schoolId, id, rows);
      await recordAudit(trx, actor, {
        event: 'teacher_classes_assigned',
        description: `Classes of teacher ${teacher.name} (${teacher.employee_code}) set: ${placements.length} assignments`,
        properties: { teacher_id: id, before, after: await classAssignmentsOf(trx, id) },
      });
    });
  } catch (error) {
    // Another save made someone class teacher of one of these places after the check above.
    if (isUniqueViolation(error)) await refuseTakenPlaces(db, schoolId, id, led);
    throw error;
  }
  return getTeacherDetail(db, schoolId, id);
}

/** The teacher with where and what they teach, as every edit dialog of theirs opens with it. */
export async function getTeacherDetail(db: DB, schoolId: number, id: number): Promise<TeacherDetail> {
  const teacher = await getTeacher(db, schoolId, id);
  const [placements, subjects] = await Promise.all([
    classAssignmentsOf(db, id),
    subjectAssignmentsOf(db, id),
  ]);
  return { ...teacher, placements, subject_assignments: subjects };
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
): Promise<TeacherDetail> {
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
    await linkClassSubjects(
      trx,
      schoolId,
      rows.flatMap((r) => (r.class_id === null ? [] : [{ class_id: r.class_id, subject_id: r.subject_id }])),
    );
    await recordAudit(trx, actor, {
      event: 'teacher_subjects_assigned',
      description: `Subjects of teacher ${teacher.name} (${teacher.employee_code}) set: ${subjects.map((s) => s.name).join(', ') || 'none'}`,
      properties: { teacher_id: id, before, after: await subjectAssignmentsOf(trx, id) },
    });
  });
  return getTeacherDetail(db, schoolId, id);
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
