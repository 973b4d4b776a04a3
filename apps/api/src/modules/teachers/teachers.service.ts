import {
  fieldMessage,
  NOT_SPECIFIED,
  type FieldErrors,
  type Gender,
  type Teacher,
  type TeacherAnalytics,
  type TeacherCreateValues,
  type TeacherList,
  type TeacherUpdateValues,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { addDays, localDate } from '../../lib/calendar';
import { countedPage, type PageRequest } from '../../lib/pagination';
import { maintainedCount, schoolTableCounter } from '../../lib/row-counts';
import { removeStoredFile } from '../../lib/storage';
import { recordAudit, type Actor } from '../audit/audit.repository';
import {
  accountErrors,
  accountPasswordHash,
  assertSchoolAccount,
  dropPersonRole,
  insertPersonUser,
  samePersonHere,
  samePersonQuestion,
  updatePersonUser,
  type PersonAccount,
} from '../users/person-account';
import { assignRoleByName } from '../users/users.repository';
import { classAssignmentsOf, subjectAssignmentsOf } from './teacher-assignments.repository';
import {
  classesOfTeachers,
  deleteTeacher,
  employeeCodeTaken,
  findTeacher,
  insertTeacher,
  teacherFigures,
  teacherList,
  updateTeacher,
  type TeacherFilters,
  type TeacherSort,
  type TeacherWithUser,
} from './teachers.repository';
import { say } from '../../lib/i18n';

const CODE_TAKEN = () => [fieldMessage('taken', 'employee_code')];

async function present(db: DB, rows: TeacherWithUser[]): Promise<Teacher[]> {
  const classes = await classesOfTeachers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    employee_code: row.employee_code,
    qualification: row.qualification,
    specialization: row.specialization,
    date_of_joining: row.date_of_joining,
    gender: row.gender as Gender | null,
    dob: row.dob,
    user: { name: row.name, email: row.email, phone: row.phone },
    archived_at: row.archived_at,
    classes: classes.get(row.id)!,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const presentOne = async (db: DB, row: TeacherWithUser) => (await present(db, [row]))[0]!;

/** What the audit entries keep of a teacher: enough to know who it was once deleted. */
const recorded = (t: TeacherWithUser) => ({
  name: t.name,
  email: t.email,
  phone: t.phone,
  employee_code: t.employee_code,
  qualification: t.qualification,
  specialization: t.specialization,
  date_of_joining: t.date_of_joining,
  gender: t.gender,
  dob: t.dob,
});

/** The school's teacher, or 404 (another school's teacher does not exist for this admin). */
export async function existingTeacher(db: DB, schoolId: number, id: number): Promise<TeacherWithUser> {
  const teacher = await findTeacher(db, schoolId, id);
  if (!teacher) throw notFound(say('not_found.teacher'));
  return teacher;
}

/**
 * Every broken rule that needs the database, named together: e-mail, password, employee code (the
 * forms and imports).
 */
export async function teacherValueErrors(
  db: DB,
  schoolId: number,
  values: { email: string; employee_code: string; password?: string },
  actor: Actor,
  except?: TeacherWithUser,
  samePerson = false,
): Promise<FieldErrors> {
  // The same person's account is already theirs: neither its e-mail nor its password is asked.
  const errors: FieldErrors = samePerson
    ? {}
    : await accountErrors(db, { actor, role: 'teacher' }, values, except);
  if (await employeeCodeTaken(db, schoolId, values.employee_code, except?.id)) {
    errors.employee_code = CODE_TAKEN();
  }
  return errors;
}

async function storedValueErrors(...args: Parameters<typeof teacherValueErrors>): Promise<void> {
  const errors = await teacherValueErrors(...args);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function teacherPage(
  db: DB,
  schoolId: number,
  filters: TeacherFilters,
  request: PageRequest<TeacherSort>,
): Promise<TeacherList> {
  const { count, sorted } = teacherList(db, schoolId, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return {
    teachers: await present(db, rows),
    pagination,
  };
}

const byCountThenName =
  <T extends { count: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b));

/** The stat cards and charts over every teacher of the school, today being the platform timezone's. */
export async function teacherAnalytics(
  db: DB,
  schoolId: number,
  timeZone: string,
): Promise<TeacherAnalytics> {
  const today = localDate(new Date(), timeZone);
  // "The last 30 days": today and the 29 days before it.
  const since = addDays(today, -29);
  const [total, figures] = await Promise.all([
    maintainedCount(db, schoolTableCounter('teachers', schoolId)),
    teacherFigures(db, schoolId, since, today),
  ]);
  return {
    total_teachers: total,
    active_teachers: figures.active,
    recent_joinings: figures.recent,
    by_gender: figures.genders
      .map((g) => ({ gender: g.value ?? NOT_SPECIFIED, count: g.count }))
      .sort(byCountThenName((g) => g.gender)),
    by_specialization: figures.specializations
      .map((s) => ({ specialization: s.value ?? NOT_SPECIFIED, count: s.count }))
      .sort(byCountThenName((s) => s.specialization)),
  };
}

export async function getTeacher(db: DB, schoolId: number, id: number): Promise<Teacher> {
  return presentOne(db, await existingTeacher(db, schoolId, id));
}

/** The user (role teacher, able to sign in at once) and the teacher, in one transaction. */
export async function createTeacher(
  db: DB,
  schoolId: number,
  values: TeacherCreateValues,
  actor: Actor,
): Promise<Teacher> {
  const {
    name,
    email,
    phone,
    password,
    password_confirmation: _confirmation,
    existing_person,
    ...fields
  } = values;
  // A parent of the school becoming its teacher keeps their one account (docs/decisions.md, "People").
  const person = await samePersonHere(db, schoolId, email, 'teacher');
  if (person && !existing_person) throw samePersonQuestion(person, 'teacher');
  await storedValueErrors(db, schoolId, values, actor, undefined, person !== null);
  const account = { name, email, phone, password };
  const passwordHash = person ? null : await accountPasswordHash(account);
  return db.transaction().execute(async (trx) => {
    const id = await writeNewTeacher(trx, schoolId, { account, fields }, passwordHash, actor, person);
    return presentOne(trx, await existingTeacher(trx, schoolId, id));
  });
}

/** The teacher's own columns, apart from what their user holds. */
type TeacherFields = Parameters<typeof insertTeacher>[3];

/**
 * The new teacher's writes, inside the caller's transaction (a form's, or an import's): their user
 * (or the role added to the same person's account, `person`), the teacher and the audit entry.
 */
export async function writeNewTeacher(
  trx: DB,
  schoolId: number,
  teacher: { account: PersonAccount; fields: TeacherFields },
  passwordHash: string | null,
  actor: Actor,
  person: { id: number } | null,
): Promise<number> {
  let userId = person?.id;
  if (userId === undefined)
    userId = (await insertPersonUser(trx, teacher.account, passwordHash, 'teacher')).id;
  else await assignRoleByName(trx, userId, 'teacher');
  const { id } = await insertTeacher(trx, schoolId, userId, teacher.fields);
  const created = await existingTeacher(trx, schoolId, id);
  await recordAudit(trx, actor, {
    event: 'teacher_created',
    description: person
      ? `${created.name} added as a teacher (${created.employee_code}), the same account as their other roles`
      : `Teacher ${created.name} (${created.employee_code}) created`,
    properties: { after: { id, user_id: userId, ...recorded(created) } },
  });
  return id;
}

export async function editTeacher(
  db: DB,
  schoolId: number,
  id: number,
  values: TeacherUpdateValues,
  actor: Actor,
): Promise<Teacher> {
  const before = await existingTeacher(db, schoolId, id);
  await storedValueErrors(db, schoolId, values, actor, before);
  return db.transaction().execute(async (trx) => {
    await writeTeacherEdit(trx, schoolId, before, values, actor);
    return presentOne(trx, await existingTeacher(trx, schoolId, id));
  });
}

/** The edit's writes, inside the caller's transaction (a form's, or an import's), audited with before and after. */
export async function writeTeacherEdit(
  trx: DB,
  schoolId: number,
  before: TeacherWithUser,
  values: TeacherUpdateValues,
  actor: Actor,
): Promise<void> {
  const { name, email, phone, ...fields } = values;
  await updatePersonUser(trx, schoolId, { id: before.user_id, email: before.email }, 'teacher', {
    name,
    email,
    phone,
  });
  await updateTeacher(trx, schoolId, before.id, fields);
  const after = await existingTeacher(trx, schoolId, before.id);
  await recordAudit(trx, actor, {
    event: 'teacher_updated',
    description: `Teacher ${after.name} (${after.employee_code}) updated`,
    properties: { before: recorded(before), after: recorded(after) },
  });
}

/**
 * The teacher goes with their class and subject assignments, and so does their user unless it is
 * also this school's parent (then it keeps that role and loses the teacher's). Kept, a former
 * teacher's account could still sign in, and their e-mail could never be given to a new account. Deleting it also ends their sessions (tokens cascade). The audit entry keeps
 * the whole record and the assignments, so nothing is lost silently. Their profile picture's file
 * goes once that has committed (it is served without a token).
 */
export async function removeTeacher(deps: Deps, schoolId: number, id: number, actor: Actor): Promise<void> {
  const picture = await deps.db.transaction().execute(async (trx) => {
    const teacher = await existingTeacher(trx, schoolId, id);
    await assertSchoolAccount(trx, teacher.user_id, schoolId, 'teacher', 'delete');
    const [classes, subjects] = await Promise.all([
      classAssignmentsOf(trx, id),
      subjectAssignmentsOf(trx, id),
    ]);
    await deleteTeacher(trx, schoolId, id);
    const picture = await dropPersonRole(trx, teacher.user_id, 'teacher');
    await recordAudit(trx, actor, {
      event: 'teacher_deleted',
      description: `Teacher ${teacher.name} (${teacher.employee_code}) deleted with their account`,
      properties: {
        before: {
          id,
          user_id: teacher.user_id,
          ...recorded(teacher),
          created_at: teacher.created_at,
          classes,
          subjects,
        },
      },
    });
    return picture;
  });
  await removeStoredFile(deps.config.storageDir, picture);
}
