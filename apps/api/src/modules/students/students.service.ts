import {
  type EnrollmentReport,
  type FieldErrors,
  fieldMessage,
  type Student,
  type StudentAnalytics,
  type StudentCreateValues,
  type StudentDetail,
  type StudentEnrolment,
  type StudentList,
  type StudentParent,
  type StudentPromoteValues,
  type StudentUpdateValues,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { countedPage, type PageRequest } from '../../lib/pagination';
import { removeStoredFile } from '../../lib/storage';
import { findAcademicYear, findCurrentYear } from '../academic-years/academic-years.repository';
import { recordAudit, type Actor } from '../audit/audit.repository';
import {
  accountErrors,
  accountPasswordHash,
  assertSchoolAccount,
  dropPersonRole,
  insertPersonUser,
  updatePersonUser,
} from '../users/person-account';
import { signInName } from './student-sign-in';
import { placementErrors, rollNoErrors, takeSeat } from './placement';
import { admissionsByMonth, studentFigures, yearFigures } from './student-figures.repository';
import {
  admissionNoTaken,
  lockStudents,
  deleteStudent,
  enrolmentsOf,
  findStudent,
  insertStudent,
  linkParents,
  parentsOf,
  relatedOfStudents,
  runningEnrolments,
  schoolParentIds,
  studentList,
  updateStudent,
  upsertEnrolment,
  type StudentFields,
  type StudentFilters,
  type StudentSort,
  type StudentWithUser,
} from './students.repository';
import { say } from '../../lib/i18n';

const ADMISSION_TAKEN = () => [fieldMessage('taken', 'admission_no')];

/** Why a student is not promoted: only active students move on to another year. */
export const notActive = (s: { name: string; status: string }) =>
  s.status === 'alumni' || s.status === 'inactive' || s.status === 'transferred'
    ? say(`rules.not_active_${s.status}`, { name: s.name })
    : say('rules.not_active_status', { name: s.name, status: s.status });

/**
 * Students as the screens show them: with the enrolment of the year looked at (`yearId`; null
 * when there is no such year), whose roll number is theirs that year, and the whole history.
 * One statement whatever their number.
 */
async function present(
  db: DB,
  schoolId: number,
  rows: StudentWithUser[],
  yearId: number | null,
): Promise<Student[]> {
  const related = await relatedOfStudents(
    db,
    schoolId,
    rows.map((r) => r.id),
  );
  return rows.map(({ school_id: _school, user_id: _user, has_password, ...row }) => {
    const { school_code, classes } = related.get(row.id)!;
    const enrolment = classes.find((e) => e.academic_year_id === yearId) ?? null;
    return {
      ...row,
      roll_no: enrolment?.roll_no ?? null,
      user: { name: row.name, email: row.email, phone: row.phone },
      sign_in_name: signInName(school_code, row.admission_no),
      // SQLite answers booleans as 0/1.
      can_sign_in: Boolean(has_password),
      enrolment,
      classes,
    };
  });
}

/** The fields an audit entry keeps of a student: every one the forms set. */
const recorded = (s: StudentWithUser) => ({
  name: s.name,
  email: s.email,
  phone: s.phone,
  admission_no: s.admission_no,
  roll_no: s.roll_no,
  status: s.status,
  gender: s.gender,
  dob: s.dob,
  blood_group: s.blood_group,
  admission_date: s.admission_date,
});

/** The student's placement in a year as an entry keeps it; null when not enrolled that year. */
function enrolmentIn(history: StudentEnrolment[], yearId: number) {
  const e = history.find((row) => row.academic_year_id === yearId);
  return e
    ? {
        academic_year_id: e.academic_year_id,
        academic_year: e.academic_year_name,
        class_id: e.class_id,
        class: e.class_model.name,
        section_id: e.section_id,
        section: e.section?.name ?? null,
        roll_no: e.roll_no,
      }
    : null;
}

/** The student's own columns, from a form's values or a row read before. */
const fieldsOf = (v: StudentFields): StudentFields => ({
  admission_no: v.admission_no,
  roll_no: v.roll_no,
  dob: v.dob,
  gender: v.gender,
  blood_group: v.blood_group,
  admission_date: v.admission_date,
  status: v.status,
});

async function existing(db: DB, schoolId: number, id: number): Promise<StudentWithUser> {
  const found = await findStudent(db, schoolId, id);
  if (!found) throw notFound(say('not_found.student'));
  return found;
}

/** The year looked at, which placements and placement filters read: the one asked for, else the current one. */
export async function yearOfFilters(
  db: DB,
  schoolId: number,
  filters: { academic_year_id?: number | undefined },
): Promise<number | null> {
  return filters.academic_year_id ?? (await findCurrentYear(db, schoolId))?.id ?? null;
}

export async function studentPage(
  db: DB,
  schoolId: number,
  filters: StudentFilters,
  request: PageRequest<StudentSort>,
): Promise<StudentList> {
  const yearId = await yearOfFilters(db, schoolId, filters);
  const { count, sorted } = studentList(db, schoolId, filters, yearId);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return {
    students: await present(db, schoolId, rows, yearId),
    pagination,
  };
}

/** One student with their parents; `yearId` the year looked at (the current one when not given). */
export async function getStudent(
  db: DB,
  schoolId: number,
  id: number,
  yearId?: number,
): Promise<StudentDetail> {
  const student = await existing(db, schoolId, id);
  const [[shown], parents] = await Promise.all([
    present(db, schoolId, [student], await yearOfFilters(db, schoolId, { academic_year_id: yearId })),
    parentsOf(db, id),
  ]);
  return { ...shown!, parents };
}

export async function studentParents(db: DB, schoolId: number, id: number): Promise<StudentParent[]> {
  await existing(db, schoolId, id);
  return parentsOf(db, id);
}

/** Every field error of an enrolment or an edit at once, before anything is written (the forms and imports). */
export async function studentErrors(
  db: DB,
  schoolId: number,
  values: StudentUpdateValues & { password?: string | null; parent_ids?: number[] },
  actor: Actor,
  current?: StudentWithUser,
): Promise<FieldErrors> {
  const [account, placement, admissionTaken, parents, roll] = await Promise.all([
    accountErrors(db, { actor, role: 'student' }, values, current),
    placementErrors(db, schoolId, {
      yearId: values.academic_year_id,
      classId: values.class_id,
      sectionId: values.section_id,
      fields: { year: 'academic_year_id', class: 'class_id', section: 'section_id' },
    }),
    admissionNoTaken(db, schoolId, values.admission_no, current?.id),
    schoolParentIds(db, schoolId, values.parent_ids ?? []),
    rollNoErrors(
      db,
      { yearId: values.academic_year_id, classId: values.class_id, sectionId: values.section_id },
      values.roll_no,
      current?.id ?? null,
      'roll_no',
    ),
  ]);
  const errors: FieldErrors = { ...account, ...placement, ...roll };
  if (admissionTaken) errors.admission_no = ADMISSION_TAKEN();
  if ((values.parent_ids ?? []).some((id) => !parents.has(id))) {
    errors.parent_ids = [fieldMessage('selected_several', 'parent_ids')];
  }
  return errors;
}

/** Enrols a student: their user (role student), the student and the year's enrolment, at once. */
export async function enrolStudent(
  db: DB,
  schoolId: number,
  values: StudentCreateValues,
  actor: Actor,
): Promise<StudentDetail> {
  const errors = await studentErrors(db, schoolId, values, actor);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const passwordHash = await accountPasswordHash(values);
  const id = await db
    .transaction()
    .execute((trx) => writeNewStudent(trx, schoolId, values, passwordHash, actor));
  return getStudent(db, schoolId, id, values.academic_year_id);
}

/**
 * The enrolment's writes, inside the caller's transaction (a form's, or an import's): the user,
 * the student, their seat and enrolment, their parents' links and the audit entry. Answers the id.
 */
export async function writeNewStudent(
  trx: DB,
  schoolId: number,
  values: StudentCreateValues,
  passwordHash: string | null,
  actor: Actor,
): Promise<number> {
  const user = await insertPersonUser(trx, values, passwordHash, 'student');
  const student = await insertStudent(trx, schoolId, user.id, fieldsOf(values));
  await takeSeat(trx, schoolId, null, {
    yearId: values.academic_year_id,
    sectionId: values.section_id,
    active: values.status === 'active',
    field: 'section_id',
  });
  await upsertEnrolment(trx, schoolId, student.id, {
    academic_year_id: values.academic_year_id,
    class_id: values.class_id,
    section_id: values.section_id,
    roll_no: values.roll_no,
  });
  const parentIds = [...new Set(values.parent_ids)];
  await linkParents(trx, schoolId, student.id, parentIds);
  const created = (await findStudent(trx, schoolId, student.id))!;
  await recordAudit(trx, actor, {
    event: 'student_created',
    description: `Student ${created.name} (${created.admission_no}) enrolled`,
    properties: {
      after: {
        ...recorded(created),
        academic_year_id: values.academic_year_id,
        class_id: values.class_id,
        section_id: values.section_id,
        parent_ids: parentIds,
      },
    },
  });
  return student.id;
}

/** Edits the student and their user, and sets their enrolment in the year the form names. */
export async function editStudent(
  db: DB,
  schoolId: number,
  id: number,
  values: StudentUpdateValues,
  actor: Actor,
): Promise<StudentDetail> {
  const before = await existing(db, schoolId, id);
  const errors = await studentErrors(db, schoolId, values, actor, before);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await db.transaction().execute((trx) => writeStudentEdit(trx, schoolId, id, values, actor));
  return getStudent(db, schoolId, id, values.academic_year_id);
}

/** The edit's writes, inside the caller's transaction (a form's, or an import's), audited with before and after. */
export async function writeStudentEdit(
  trx: DB,
  schoolId: number,
  id: number,
  values: StudentUpdateValues,
  actor: Actor,
): Promise<void> {
  // The entry's before is what this edit replaces: read under the student's lock.
  await lockStudents(trx, schoolId, [id]);
  const was = await existing(trx, schoolId, id);
  const wasEnrolled = enrolmentIn((await enrolmentsOf(trx, [id])).get(id)!, values.academic_year_id);
  await updatePersonUser(trx, schoolId, { id: was.user_id, email: was.email }, 'student', {
    name: values.name,
    email: values.email,
    phone: values.phone,
  });
  await updateStudent(trx, schoolId, id, fieldsOf(values));
  const seat = { id, wasActive: was.status === 'active' };
  await takeSeat(trx, schoolId, seat, {
    yearId: values.academic_year_id,
    sectionId: values.section_id,
    active: values.status === 'active',
    field: 'section_id',
  });
  if (!seat.wasActive && values.status === 'active') {
    // Back to active: the seats freed in the years still running must be found again.
    for (const e of await runningEnrolments(trx, id, values.academic_year_id)) {
      await takeSeat(trx, schoolId, seat, {
        yearId: e.academic_year_id,
        sectionId: e.section_id,
        active: true,
        field: 'status',
      });
    }
  }
  await upsertEnrolment(trx, schoolId, id, {
    academic_year_id: values.academic_year_id,
    class_id: values.class_id,
    section_id: values.section_id,
    roll_no: values.roll_no,
  });
  const after = (await findStudent(trx, schoolId, id))!;
  const enrolled = enrolmentIn((await enrolmentsOf(trx, [id])).get(id)!, values.academic_year_id);
  await recordAudit(trx, actor, {
    event: 'student_updated',
    description: `Student ${after.name} (${after.admission_no}) updated`,
    properties: {
      before: { ...recorded(was), enrolment: wasEnrolled },
      after: { ...recorded(after), enrolment: enrolled },
    },
  });
}

/**
 * Deletes the student, their enrolments, parent links and user; the audit entry keeps them all.
 * Their profile picture's file goes once that has committed (it is served without a token).
 */
export async function removeStudent(deps: Deps, schoolId: number, id: number, actor: Actor): Promise<void> {
  const picture = await deps.db.transaction().execute(async (trx) => {
    const student = await existing(trx, schoolId, id);
    await assertSchoolAccount(trx, student.user_id, schoolId, 'student', 'delete');
    const [history, parents] = await Promise.all([enrolmentsOf(trx, [id]), parentsOf(trx, id)]);
    await deleteStudent(trx, schoolId, student);
    const picture = await dropPersonRole(trx, student.user_id, 'student');
    await recordAudit(trx, actor, {
      event: 'student_deleted',
      description: `Student ${student.name} (${student.admission_no}) deleted`,
      properties: {
        before: {
          id: student.id,
          ...recorded(student),
          phone: student.phone,
          blood_group: student.blood_group,
          created_at: student.created_at,
          classes: history.get(id)!,
          user_id: student.user_id,
          parents: parents.map((p) => ({
            id: p.id,
            name: p.name,
            relationship_type: p.relationship_type,
            is_primary: p.is_primary,
          })),
        },
      },
    });
    return picture;
  });
  await removeStoredFile(deps.config.storageDir, picture);
}

/** Promotion adds the new year's enrolment; the years before stay as the student's history. */
export async function promoteStudent(
  db: DB,
  schoolId: number,
  id: number,
  values: StudentPromoteValues,
  actor: Actor,
): Promise<StudentDetail> {
  const student = await existing(db, schoolId, id);
  const place = {
    yearId: values.new_academic_year_id,
    classId: values.new_class_id,
    sectionId: values.new_section_id,
  };
  const [placement, roll] = await Promise.all([
    placementErrors(db, schoolId, {
      ...place,
      fields: { year: 'new_academic_year_id', class: 'new_class_id', section: 'new_section_id' },
    }),
    rollNoErrors(db, place, values.new_roll_no, id, 'new_roll_no'),
  ]);
  const errors = { ...placement, ...roll };
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await db.transaction().execute(async (trx) => {
    // Read under the student's lock: of two promotions into one year, the second sees the first.
    await lockStudents(trx, schoolId, [id]);
    const locked = await existing(trx, schoolId, id);
    const history = (await enrolmentsOf(trx, [id])).get(id)!;
    if (history.some((e) => e.academic_year_id === values.new_academic_year_id)) {
      throw conflict(say('conflict.already_enrolled', { name: student.name }));
    }
    // As the class promotion: only active students move on (a graduated one is alumni).
    if (locked.status !== 'active') throw conflict(notActive(locked));
    await takeSeat(
      trx,
      schoolId,
      { id, wasActive: true },
      {
        yearId: values.new_academic_year_id,
        sectionId: values.new_section_id,
        active: true,
        field: 'new_section_id',
      },
    );
    await upsertEnrolment(trx, schoolId, id, {
      academic_year_id: values.new_academic_year_id,
      class_id: values.new_class_id,
      section_id: values.new_section_id,
      roll_no: values.new_roll_no,
    });
    const now = (await enrolmentsOf(trx, [id])).get(id)!;
    const promoted = now.find((e) => e.academic_year_id === values.new_academic_year_id)!;
    await recordAudit(trx, actor, {
      event: 'student_promoted',
      description: `Student ${student.name} promoted to ${promoted.class_model.name} for ${promoted.academic_year_name}`,
      // The roll number is the new year's enrolment's: the years before keep theirs.
      properties: {
        before: { classes: history },
        after: { enrolment: promoted },
      },
    });
  });
  return getStudent(db, schoolId, id);
}

/** The school's figures, or those of the students enrolled in `yearId` when one is named. */
export async function studentAnalytics(db: DB, schoolId: number, yearId?: number): Promise<StudentAnalytics> {
  if (yearId === undefined)
    return studentFigures(db, schoolId, (await findCurrentYear(db, schoolId)) ?? null);
  const year = await findAcademicYear(db, schoolId, yearId);
  if (!year) throw invalid({ academic_year_id: [fieldMessage('selected', 'academic_year_id')] });
  return yearFigures(db, schoolId, year);
}

export async function enrollmentReport(db: DB, schoolId: number, today: string): Promise<EnrollmentReport> {
  return { enrollment_by_month: await admissionsByMonth(db, schoolId, today) };
}
