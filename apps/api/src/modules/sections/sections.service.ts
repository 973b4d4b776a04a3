import {
  fieldMessage,
  type AssignStudentsInput,
  type EnrolledStudent,
  type EnrolledStudentList,
  type PageQuery,
  type Section,
  type SectionAnalytics,
  type SectionList,
  type SectionSummary,
  type SectionUpdateValues,
  type SectionValues,
  utilization,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { countedPage, emptyPage, type PageRequest } from '../../lib/pagination';
import { isoNow } from '../../lib/time';
import {
  findAcademicYear,
  findCurrentYear,
  currentYearId,
} from '../academic-years/academic-years.repository';
import { rollKey, rollNumbersAt } from '../enrollments/roll-numbers';
import { yearRate } from '../attendance/attendance-rates';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { findClass } from '../classes/classes.repository';
import { refuseIfInUse } from '../classes/place-in-use';
import {
  enrolledList,
  seatsTaken,
  genderOf,
  hasEnrolments,
  placeInSection,
  studentsWithEnrolment,
  type StudentEnrolment,
} from '../enrollments/enrollments.repository';
import {
  deleteSection,
  findSection,
  insertSection,
  lockSection,
  relatedOfSections,
  sectionCapacities,
  sectionList,
  sectionNameTaken,
  updateSection,
  type SectionFilters,
  type SectionSort,
  type SectionWithClass,
} from './sections.repository';
import { lockStudents } from '../students/students.repository';
import { teachingAt } from '../teachers/teacher-assignments.repository';
import { teachingNote } from '../teachers/teacher-assignments.service';
import { say } from '../../lib/i18n';

const NAME_TAKEN = () => ({ name: [fieldMessage('taken_in_class', 'name')] });

/** Sections with the seats taken in the current year, in one statement whatever their number. */
async function present(db: DB, schoolId: number, rows: SectionWithClass[]): Promise<Section[]> {
  const related = await relatedOfSections(
    db,
    schoolId,
    rows.map((r) => r.id),
  );
  return rows.map(({ school_id: _school, ...row }) => ({
    ...row,
    students_count: related.get(row.id)!.students_count,
  }));
}

/** Export batches with the students the list shows (enrolled in the current year). */
export async function* presentedBatches(
  db: DB,
  schoolId: number,
  batches: AsyncIterable<SectionWithClass[]>,
): AsyncGenerator<Section[]> {
  for await (const batch of batches) yield present(db, schoolId, batch);
}

const presentOne = async (db: DB, schoolId: number, row: SectionWithClass) =>
  (await present(db, schoolId, [row]))[0]!;

const recorded = ({ name, capacity, class_name }: SectionWithClass) => ({
  name,
  capacity,
  class: class_name,
});

async function existing(db: DB, schoolId: number, id: number): Promise<SectionWithClass> {
  const section = await findSection(db, schoolId, id);
  if (!section) throw notFound(say('not_found.section'));
  return section;
}

export async function sectionPage(
  db: DB,
  schoolId: number,
  filters: SectionFilters,
  request: PageRequest<SectionSort>,
): Promise<SectionList> {
  const { count, sorted } = sectionList(db, schoolId, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return {
    sections: await present(db, schoolId, rows),
    pagination,
  };
}

export async function sectionSummary(
  db: DB,
  schoolId: number,
  filters: SectionFilters,
): Promise<SectionSummary> {
  const sections = await sectionCapacities(db, schoolId, filters);
  const students = await seatsTaken(
    db,
    sections.map((s) => s.id),
    await currentYearId(db, schoolId),
  );
  let seats = 0;
  let seated = 0;
  for (const { id, capacity } of sections) {
    if (capacity === null) continue;
    seats += capacity;
    seated += students.get(id)!;
  }
  return {
    total_sections: sections.length,
    total_students: [...students.values()].reduce((sum, n) => sum + n, 0),
    total_capacity: seats,
    average_utilization: seats > 0 ? utilization(seated, seats) : null,
  };
}

export async function getSection(db: DB, schoolId: number, id: number): Promise<Section> {
  return presentOne(db, schoolId, await existing(db, schoolId, id));
}

export async function createSection(
  db: DB,
  schoolId: number,
  values: SectionValues,
  actor: Actor,
): Promise<Section> {
  // An id in a body that is not the school's is a validation failure, not a missing page.
  if (!(await findClass(db, schoolId, values.class_id))) {
    throw invalid({ class_id: [fieldMessage('selected', 'class_id')] });
  }
  if (await sectionNameTaken(db, values.class_id, values.name)) throw invalid(NAME_TAKEN());
  return db.transaction().execute(async (trx) => {
    const { id } = await insertSection(trx, schoolId, values);
    const section = await existing(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'section_created',
      description: `Section ${section.name} of class ${section.class_name} created`,
      properties: { after: recorded(section) },
    });
    return presentOne(trx, schoolId, section);
  });
}

export async function editSection(
  db: DB,
  schoolId: number,
  id: number,
  values: SectionUpdateValues,
  actor: Actor,
): Promise<Section> {
  const before = await existing(db, schoolId, id);
  if (await sectionNameTaken(db, before.class_id, values.name, id)) throw invalid(NAME_TAKEN());
  return db.transaction().execute(async (trx) => {
    await lockSection(trx, id);
    // A limit below the students already seated would make the section over-full.
    const seated = (await seatsTaken(trx, [id], await currentYearId(trx, schoolId))).get(id)!;
    if (values.capacity !== null && values.capacity < seated) {
      throw invalid({
        capacity: [fieldMessage('below_seated', 'capacity', { count: seated })],
      });
    }
    await updateSection(trx, schoolId, id, values);
    const after = await existing(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'section_updated',
      description: `Section ${after.name} of class ${after.class_name} updated`,
      properties: { before: recorded(before), after: recorded(after) },
    });
    return presentOne(trx, schoolId, after);
  });
}

/** A section with enrolments, notices addressed to it or attendance registers stays (409). */
export async function removeSection(db: DB, schoolId: number, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const section = await existing(trx, schoolId, id);
    // A register being saved for it (which locks the section too) finishes first, and is counted.
    await lockSection(trx, id);
    if (await hasEnrolments(trx, 'section_id', id)) {
      throw conflict(say('conflict.section_has_students', { name: section.name }));
    }
    await refuseIfInUse(trx, schoolId, { sectionId: id }, section.name);
    const teaching = await teachingAt(trx, { sectionId: id });
    await deleteSection(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'section_deleted',
      description: `Section ${section.name} of class ${section.class_name} deleted${teachingNote(teaching)}`,
      properties: {
        before: { id: section.id, ...recorded(section), created_at: section.created_at, teaching },
      },
    });
  });
}

export async function sectionStudents(
  db: DB,
  schoolId: number,
  id: number,
  { page, per_page }: PageQuery,
): Promise<EnrolledStudentList> {
  await existing(db, schoolId, id);
  const yearId = await currentYearId(db, schoolId);
  const request = { page, perPage: per_page };
  if (yearId === null) {
    const { rows, pagination } = emptyPage<EnrolledStudent>(request);
    return { students: rows, pagination };
  }
  const { count, sorted } = enrolledList(db, schoolId, { sectionId: id }, yearId);
  const { rows, pagination } = await countedPage(db, request, count, sorted());
  return { students: rows, pagination };
}

export async function sectionAnalytics(db: DB, schoolId: number, id: number): Promise<SectionAnalytics> {
  const section = await existing(db, schoolId, id);
  const yearId = await currentYearId(db, schoolId);
  const [students, gender, attendance] = await Promise.all([
    seatsTaken(db, [id], yearId),
    genderOf(db, schoolId, { sectionId: id }, yearId),
    yearRate(db, { section_id: id }, yearId),
  ]);
  const total = students.get(id)!;
  return {
    total_students: total,
    capacity: section.capacity,
    capacity_utilization: section.capacity === null ? null : utilization(total, section.capacity),
    attendance_rate: attendance,
    gender_distribution: gender,
  };
}

/**
 * The roll numbers that would repeat in the section once these students sit in it, with the
 * number each is given (or keeps): against the others already there, and among themselves.
 */
async function rollCollisions(
  db: DB,
  section: SectionWithClass,
  yearId: number,
  students: StudentEnrolment[],
  given: Record<string, string>,
): Promise<string[]> {
  const moving = new Set(students.map((s) => s.student_id));
  const held = await rollNumbersAt(db, { yearId, classId: section.class_id, sectionId: section.id });
  const taken = new Map<string, string | null>(
    [...held].filter(([, holder]) => !moving.has(holder)).map(([key]): [string, null] => [key, null]),
  );
  const problems: string[] = [];
  for (const s of students) {
    const rollNo = given[String(s.student_id)] ?? s.roll_no;
    if (rollNo === null) continue;
    const by = taken.get(rollKey(rollNo));
    const params = { roll_no: rollNo, name: s.name, section: section.name };
    // `null`: a student outside this assignment holds it.
    if (by === null) problems.push(say('rules.roll_taken_in_section_by_another', params));
    else if (by !== undefined)
      problems.push(say('rules.roll_taken_in_section_by_name', { ...params, holder: by }));
    else taken.set(rollKey(rollNo), s.name);
  }
  return problems;
}

/** What assigning changes of a student's enrolment: their section and their roll number. */
const seat = (s: StudentEnrolment) => ({
  student_id: s.student_id,
  name: s.name,
  section_id: s.section_id,
  roll_no: s.roll_no,
});

/**
 * Moves the students' enrolment of the year (the current one unless named) into the section:
 * every student must be the school's, active, and enrolled in the section's class that year,
 * and the newcomers must fit in the seats left. All are assigned, or none.
 */
export async function assignStudents(
  db: DB,
  schoolId: number,
  id: number,
  input: {
    student_ids: number[];
    academic_year_id?: number | null;
    roll_numbers?: AssignStudentsInput['roll_numbers'];
  },
  actor: Actor,
): Promise<Section> {
  await existing(db, schoolId, id);
  const year = input.academic_year_id
    ? await findAcademicYear(db, schoolId, input.academic_year_id)
    : await findCurrentYear(db, schoolId);
  if (!year) {
    throw invalid({
      academic_year_id: [
        input.academic_year_id ? fieldMessage('selected', 'academic_year_id') : say('rules.no_current_year'),
      ],
    });
  }
  const ids = [...new Set(input.student_ids)];
  return db.transaction().execute(async (trx) => {
    // The students before their section, as every writer of enrolments takes them (lockStudents).
    await lockStudents(trx, schoolId, ids);
    await lockSection(trx, id);
    const section = await existing(trx, schoolId, id);
    const students = await studentsWithEnrolment(trx, schoolId, ids, year.id);
    if (students.length !== ids.length)
      throw invalid({ student_ids: [fieldMessage('selected_several', 'student_ids')] });
    const problems: string[] = [];
    for (const s of students) {
      if (s.status !== 'active') problems.push(say('rules.not_active_student', { name: s.name }));
      else if (s.enrolment_id === null)
        problems.push(say('rules.not_enrolled_in_year', { name: s.name, year: year.name }));
      else if (s.class_id !== section.class_id) {
        problems.push(
          say('rules.enrolled_in_other_class', {
            name: s.name,
            class_name: s.class_name,
            section_class: section.class_name,
          }),
        );
      }
    }
    if (problems.length > 0) throw invalid({ student_ids: problems });

    const newcomers = students.filter((s) => s.section_id !== id);
    if (section.capacity !== null) {
      const seated = (await seatsTaken(trx, [id], year.id)).get(id)!;
      const left = Math.max(0, section.capacity - seated);
      if (newcomers.length > left) {
        throw invalid({
          student_ids: [
            say('rules.seats_left_in_section', {
              count: left,
              section: section.name,
              selected: newcomers.length,
            }),
          ],
        });
      }
    }
    const rollErrors = await rollCollisions(trx, section, year.id, students, input.roll_numbers ?? {});
    if (rollErrors.length > 0) throw invalid({ roll_numbers: rollErrors });
    await placeInSection(
      trx,
      id,
      students.map((s) => ({
        enrolmentId: s.enrolment_id!,
        rollNo: input.roll_numbers?.[String(s.student_id)],
      })),
      isoNow(),
    );
    const placed = await studentsWithEnrolment(trx, schoolId, ids, year.id);
    await recordAudit(trx, actor, {
      event: 'students_assigned_to_section',
      description: `${students.length} students assigned to section ${section.name} of class ${section.class_name} (${year.name})`,
      properties: {
        section_id: id,
        academic_year: year.name,
        before: { students: students.map(seat) },
        after: { students: placed.map(seat) },
      },
    });
    return presentOne(trx, schoolId, section);
  });
}
