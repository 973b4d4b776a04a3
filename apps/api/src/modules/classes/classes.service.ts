import {
  type ClassAnalytics,
  type ClassList,
  type ClassSummary,
  type ClassTeacher,
  type ClassValues,
  type EnrolledStudent,
  type EnrolledStudentList,
  fieldMessage,
  type PageQuery,
  type SchoolClass,
} from '@school/contract';
import type { DB } from '../../db/connect';
import type { ClassRow } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { countedPage, emptyPage, type PageRequest } from '../../lib/pagination';
import { maintainedCounts, schoolTableCounter } from '../../lib/row-counts';
import { currentYearId } from '../academic-years/academic-years.repository';
import { yearRate } from '../attendance/attendance-rates';
import { recordAudit, type Actor } from '../audit/audit.repository';
import {
  enrolledList,
  enrolmentsByGrade,
  enrolmentsPer,
  genderOf,
  hasEnrolments,
} from '../enrollments/enrollments.repository';
import { listSectionsOfClass } from '../sections/sections.repository';
import {
  classList,
  classNameTaken,
  countSchoolTeachersAssigned,
  capacityPerClass,
  deleteClass,
  findClass,
  insertClass,
  lockClass,
  relatedOfClasses,
  sectionsOfClass,
  subjectsPerClass,
  teachersOfClass,
  teachersPerClass,
  updateClass,
  type ClassFilters,
  type ClassSort,
} from './classes.repository';
import { refuseIfInUse } from './place-in-use';
import { teachingAt } from '../teachers/teacher-assignments.repository';
import { teachingNote } from '../teachers/teacher-assignments.service';
import { say } from '../../lib/i18n';

const NAME_TAKEN = () => ({ name: [fieldMessage('taken', 'name')] });

/**
 * Rows with their counts, in one statement whatever their number; the class and section screens
 * count the current year's enrolments.
 */
async function present(db: DB, schoolId: number, rows: ClassRow[]): Promise<SchoolClass[]> {
  const related = await relatedOfClasses(
    db,
    schoolId,
    rows.map((r) => r.id),
  );
  return rows.map(({ school_id: _school, ...row }) => {
    const { students, teachers, sections } = related.get(row.id)!;
    return { ...row, students_count: students, teachers_count: teachers, sections_count: sections };
  });
}

/** A class as its export writes it: as listed, with its seats (null when no section has a limit). */
export type ExportedClass = SchoolClass & { capacity: number | null };

/** Export batches with the list's counts and each class's seats. */
export async function* exportedBatches(
  db: DB,
  schoolId: number,
  batches: AsyncIterable<ClassRow[]>,
): AsyncGenerator<ExportedClass[]> {
  for await (const batch of batches) {
    const [classes, seats] = await Promise.all([
      present(db, schoolId, batch),
      capacityPerClass(
        db,
        batch.map((row) => row.id),
      ),
    ]);
    yield classes.map((c) => ({ ...c, capacity: seats.get(c.id)! }));
  }
}

const presentOne = async (db: DB, schoolId: number, row: ClassRow) =>
  (await present(db, schoolId, [row]))[0]!;

const recorded = ({ name, grade_level }: ClassRow) => ({ name, grade_level });

export async function existingClass(db: DB, schoolId: number, id: number): Promise<ClassRow> {
  const found = await findClass(db, schoolId, id);
  if (!found) throw notFound(say('not_found.class'));
  return found;
}

export async function classPage(
  db: DB,
  schoolId: number,
  filters: ClassFilters,
  request: PageRequest<ClassSort>,
): Promise<ClassList> {
  const { count, sorted } = classList(db, schoolId, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return {
    classes: await present(db, schoolId, rows),
    pagination,
  };
}

export async function classSummary(db: DB, schoolId: number): Promise<ClassSummary> {
  const yearId = await currentYearId(db, schoolId);
  const [counts, teachers, grades] = await Promise.all([
    maintainedCounts(db, [schoolTableCounter('classes', schoolId), schoolTableCounter('sections', schoolId)]),
    countSchoolTeachersAssigned(db, schoolId),
    yearId === null ? [] : enrolmentsByGrade(db, schoolId, yearId),
  ]);
  return {
    total_classes: counts.get(schoolTableCounter('classes', schoolId))!,
    total_sections: counts.get(schoolTableCounter('sections', schoolId))!,
    total_teachers: teachers,
    total_students: grades.reduce((sum, g) => sum + g.students, 0),
    grade_distribution: grades,
  };
}

export async function getClass(db: DB, schoolId: number, id: number): Promise<SchoolClass> {
  return presentOne(db, schoolId, await existingClass(db, schoolId, id));
}

export async function createClass(
  db: DB,
  schoolId: number,
  values: ClassValues,
  actor: Actor,
): Promise<SchoolClass> {
  if (await classNameTaken(db, schoolId, values.name)) throw invalid(NAME_TAKEN());
  return db.transaction().execute(async (trx) => {
    const created = await insertClass(trx, schoolId, values);
    await recordAudit(trx, actor, {
      event: 'class_created',
      description: `Class ${created.name} created`,
      properties: { after: recorded(created) },
    });
    return presentOne(trx, schoolId, created);
  });
}

export async function editClass(
  db: DB,
  schoolId: number,
  id: number,
  values: ClassValues,
  actor: Actor,
): Promise<SchoolClass> {
  const before = await existingClass(db, schoolId, id);
  if (await classNameTaken(db, schoolId, values.name, id)) throw invalid(NAME_TAKEN());
  return db.transaction().execute(async (trx) => {
    const after = await updateClass(trx, schoolId, id, values);
    await recordAudit(trx, actor, {
      event: 'class_updated',
      description: `Class ${after.name} updated`,
      properties: { before: recorded(before), after: recorded(after) },
    });
    return presentOne(trx, schoolId, after);
  });
}

/**
 * A class nobody was ever enrolled in goes, with its sections; one with enrolments, notices
 * addressed to it or attendance registers stays (409).
 */
export async function removeClass(db: DB, schoolId: number, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await existingClass(trx, schoolId, id);
    await lockClass(trx, id);
    if (await hasEnrolments(trx, 'class_id', id)) {
      throw conflict(say('conflict.class_has_students', { name: found.name }));
    }
    await refuseIfInUse(trx, schoolId, { classId: id }, found.name);
    const sections = await sectionsOfClass(trx, id);
    const names = sections.map((section) => section.name).join(', ');
    const teaching = await teachingAt(trx, { classId: id });
    await deleteClass(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'class_deleted',
      description: `Class ${found.name} deleted${sections.length > 0 ? ` with sections ${names}` : ''}${teachingNote(teaching)}`,
      properties: {
        before: { id: found.id, ...recorded(found), created_at: found.created_at, sections, teaching },
      },
    });
  });
}

/** The class's students in the current year (none while no year is current). */
export async function classStudents(
  db: DB,
  schoolId: number,
  id: number,
  { page, per_page }: PageQuery,
): Promise<EnrolledStudentList> {
  await existingClass(db, schoolId, id);
  const yearId = await currentYearId(db, schoolId);
  const request = { page, perPage: per_page };
  if (yearId === null) {
    const { rows, pagination } = emptyPage<EnrolledStudent>(request);
    return { students: rows, pagination };
  }
  const { count, sorted } = enrolledList(db, schoolId, { classId: id }, yearId);
  const { rows, pagination } = await countedPage(db, request, count, sorted());
  return { students: rows, pagination };
}

export async function classTeachers(db: DB, schoolId: number, id: number): Promise<ClassTeacher[]> {
  await existingClass(db, schoolId, id);
  return teachersOfClass(db, id);
}

export async function classAnalytics(db: DB, schoolId: number, id: number): Promise<ClassAnalytics> {
  await existingClass(db, schoolId, id);
  const yearId = await currentYearId(db, schoolId);
  const sections = await listSectionsOfClass(db, schoolId, id);
  const [students, perSection, teachers, subjects, gender, attendance] = await Promise.all([
    enrolmentsPer(db, 'class_id', [id], yearId),
    enrolmentsPer(
      db,
      'section_id',
      sections.map((s) => s.id),
      yearId,
    ),
    teachersPerClass(db, [id]),
    subjectsPerClass(db, [id]),
    genderOf(db, schoolId, { classId: id }, yearId),
    yearRate(db, { class_id: id }, yearId),
  ]);
  return {
    total_students: students.get(id)!,
    total_teachers: teachers.get(id)!,
    total_sections: sections.length,
    total_subjects: subjects.get(id)!,
    section_distribution: sections.map((s) => ({
      section_id: s.id,
      section_name: s.name,
      student_count: perSection.get(s.id)!,
      capacity: s.capacity,
    })),
    gender_distribution: gender,
    attendance_rate: attendance,
  };
}
