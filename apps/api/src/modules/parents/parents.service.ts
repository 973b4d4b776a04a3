import {
  fieldMessage,
  RELATIONSHIP_TYPES,
  type FieldErrors,
  type LinkStudentValues,
  type Parent,
  type ParentAnalytics,
  type ParentChild,
  type ParentList,
  type ParentUpdateValues,
  type ParentValues,
} from '@school/contract';
import { isUniqueViolation, type DB } from '../../db/connect';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { countedPage, type PageRequest } from '../../lib/pagination';
import { removeStoredFile } from '../../lib/storage';
import { currentYearId } from '../academic-years/academic-years.repository';
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
} from '../users/person-account';
import { assignRoleByName } from '../users/users.repository';
import {
  childrenOf,
  clearPrimary,
  countLinks,
  deleteLink,
  deleteParent,
  findParent,
  hasPrimary,
  insertLinks,
  insertParent,
  isLinked,
  setPrimary,
  parentFigures,
  parentList,
  relatedOfParents,
  studentsOfSchool,
  updateParent,
  type ParentFilters,
  type ParentSort,
  type ParentWithUser,
} from './parents.repository';
import { say } from '../../lib/i18n';

const ALREADY_LINKED = () => say('conflict.already_linked');
const NOT_LINKED = () => say('not_found.not_linked');

/** Parents with their children, in one statement whatever their number. */
async function present(db: DB, schoolId: number, rows: ParentWithUser[]): Promise<Parent[]> {
  const related = await relatedOfParents(
    db,
    schoolId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const { students } = related.get(row.id)!;
    return {
      id: row.id,
      user: { name: row.name, email: row.email, phone: row.phone },
      name: row.name,
      email: row.email,
      phone: row.phone,
      relationship_type: row.relationship_type,
      occupation: row.occupation,
      // SQLite answers booleans as 0/1.
      address_same_as_student: Boolean(row.address_same_as_student),
      alt_phone: row.alt_phone,
      students,
      children_count: students.length,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

const presentOne = async (db: DB, schoolId: number, row: ParentWithUser) =>
  (await present(db, schoolId, [row]))[0]!;

/** What the audit keeps of a parent: enough to tell who it was and to recreate the record. */
const recorded = (p: ParentWithUser) => ({
  name: p.name,
  email: p.email,
  phone: p.phone,
  relationship_type: p.relationship_type,
  occupation: p.occupation,
  address_same_as_student: Boolean(p.address_same_as_student),
  alt_phone: p.alt_phone,
});

async function existing(db: DB, schoolId: number, id: number): Promise<ParentWithUser> {
  const parent = await findParent(db, schoolId, id);
  if (!parent) throw notFound(say('not_found.parent'));
  return parent;
}

/** The parent row's own fields, apart from what their user holds. */
const parentFields = (v: ParentUpdateValues) => ({
  relationship_type: v.relationship_type,
  occupation: v.occupation,
  address_same_as_student: v.address_same_as_student,
  alt_phone: v.alt_phone,
});

export async function parentPage(
  db: DB,
  schoolId: number,
  filters: ParentFilters,
  request: PageRequest<ParentSort>,
): Promise<ParentList> {
  const { count, sorted } = parentList(db, schoolId, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return {
    parents: await present(db, schoolId, rows),
    pagination,
  };
}

export async function parentAnalytics(db: DB, schoolId: number): Promise<ParentAnalytics> {
  const [figures, links] = await Promise.all([parentFigures(db, schoolId), countLinks(db, schoolId)]);
  const distribution = Object.fromEntries(RELATIONSHIP_TYPES.map((type) => [type, 0])) as Record<
    (typeof RELATIONSHIP_TYPES)[number],
    number
  >;
  let total = 0;
  let active = 0;
  for (const f of figures) {
    distribution[f.relationship_type] = f.parents;
    total += f.parents;
    active += f.active;
  }
  return {
    total_parents: total,
    active_parents: active,
    relationship_distribution: distribution,
    average_children_per_parent: total === 0 ? 0 : Math.round((links / total) * 10) / 10,
  };
}

export async function getParent(db: DB, schoolId: number, id: number): Promise<Parent> {
  return presentOne(db, schoolId, await existing(db, schoolId, id));
}

/** Creates the parent's user (role parent), the parent and the links to `student_ids`, all or none. */
export async function createParent(
  db: DB,
  schoolId: number,
  values: ParentValues,
  actor: Actor,
): Promise<Parent> {
  const studentIds = [...new Set(values.student_ids)];
  // A teacher of the school becoming a parent keeps their one account (docs/decisions.md, "People").
  const person = await samePersonHere(db, schoolId, values.email, 'parent');
  if (person && !values.existing_person) throw samePersonQuestion(person, 'parent');
  // Every broken field in one answer: the account's and the students'.
  const errors: FieldErrors = person ? {} : await accountErrors(db, { actor, role: 'parent' }, values);
  if ((await studentsOfSchool(db, schoolId, studentIds)).length !== studentIds.length) {
    errors.student_ids = [fieldMessage('selected_several', 'student_ids')];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const hash = person ? null : await accountPasswordHash(values);
  return db.transaction().execute(async (trx) => {
    const id = await writeNewParent(
      trx,
      schoolId,
      { ...values, student_ids: studentIds },
      hash,
      actor,
      person,
    );
    return presentOne(trx, schoolId, await existing(trx, schoolId, id));
  });
}

/**
 * The new parent's writes, inside the caller's transaction (a form's, or an import's): their user
 * (or the role added to the same person's account, `person`), the parent, the links to
 * `student_ids` (primary for a child without one) and the audit entry. Answers the parent's id.
 */
export async function writeNewParent(
  trx: DB,
  schoolId: number,
  values: Omit<ParentValues, 'password' | 'existing_person'>,
  hash: string | null,
  actor: Actor,
  person: { id: number } | null,
): Promise<number> {
  const studentIds = values.student_ids;
  let userId = person?.id;
  if (userId === undefined)
    userId = (await insertPersonUser(trx, { ...values, password: null }, hash, 'parent')).id;
  else await assignRoleByName(trx, userId, 'parent');
  const { id } = await insertParent(trx, schoolId, userId, parentFields(values));
  const links = [];
  for (const student_id of studentIds) {
    links.push({ student_id, is_primary: !(await hasPrimary(trx, student_id)) });
  }
  await insertLinks(trx, schoolId, id, links);
  const parent = await existing(trx, schoolId, id);
  await recordAudit(trx, actor, {
    event: 'parent_created',
    description: person
      ? `${parent.name} <${parent.email}> added as a parent (the same account as their other roles)`
      : `Parent ${parent.name} <${parent.email}> registered`,
    properties: { after: { ...recorded(parent), user_id: userId, student_ids: studentIds, links } },
  });
  return id;
}

export async function editParent(
  db: DB,
  schoolId: number,
  id: number,
  values: ParentUpdateValues,
  actor: Actor,
): Promise<Parent> {
  const before = await existing(db, schoolId, id);
  const errors = await accountErrors(db, { actor, role: 'parent' }, { email: values.email }, before);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return db.transaction().execute(async (trx) => {
    await updatePersonUser(trx, schoolId, { id: before.user_id, email: before.email }, 'parent', {
      name: values.name,
      email: values.email,
      phone: values.phone,
    });
    await updateParent(trx, schoolId, id, parentFields(values));
    const after = await existing(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'parent_updated',
      description: `Parent ${after.name} <${after.email}> updated`,
      properties: { before: recorded(before), after: recorded(after) },
    });
    return presentOne(trx, schoolId, after);
  });
}

/**
 * The parent goes with their links and their user, so the account can no longer sign in. An
 * account the platform has also given another role (teacher, school admin...) is not the school's
 * to delete: 409, rather than taking that role's access and records with it.
 */
export async function removeParent(deps: Deps, schoolId: number, id: number, actor: Actor): Promise<void> {
  const picture = await deps.db.transaction().execute(async (trx) => {
    const parent = await existing(trx, schoolId, id);
    await assertSchoolAccount(trx, parent.user_id, schoolId, 'parent', 'delete');
    const children = await childrenOf(trx, [id], null);
    await deleteParent(trx, schoolId, parent);
    const picture = await dropPersonRole(trx, parent.user_id, 'parent');
    await recordAudit(trx, actor, {
      event: 'parent_deleted',
      description: `Parent ${parent.name} <${parent.email}> deleted`,
      properties: {
        before: {
          id: parent.id,
          user_id: parent.user_id,
          ...recorded(parent),
          links: children.map((c) => ({ student_id: c.id, is_primary: c.is_primary })),
          student_ids: children.map((c) => c.id),
        },
      },
    });
    return picture;
  });
  // Their profile picture is served without a token: its file goes once the delete has committed.
  await removeStoredFile(deps.config.storageDir, picture);
}

export async function linkStudent(
  db: DB,
  schoolId: number,
  id: number,
  { student_id, is_primary: asked }: LinkStudentValues,
  actor: Actor,
): Promise<Parent> {
  const parent = await existing(db, schoolId, id);
  // An id in a body that is not the school's is a validation failure, not a missing page.
  const [student] = await studentsOfSchool(db, schoolId, [student_id]);
  if (!student) throw invalid({ student_id: [fieldMessage('selected', 'student_id')] });
  if (await isLinked(db, id, student_id)) throw conflict(ALREADY_LINKED());
  try {
    return await db.transaction().execute(async (trx) => {
      await writeLink(trx, schoolId, parent, student, asked, actor);
      return presentOne(trx, schoolId, parent);
    });
  } catch (error) {
    // A racing request linked the same pair after the check: the unique constraint says so.
    if (isUniqueViolation(error)) throw conflict(ALREADY_LINKED());
    throw error;
  }
}

/**
 * Links the student to the parent inside the caller's transaction, audited. At most one primary
 * parent: asked for, it moves here; not said (`undefined`), it is here if the child has none.
 */
export async function writeLink(
  trx: DB,
  schoolId: number,
  parent: { id: number; name: string; email: string },
  student: { id: number; name: string; admission_no: string },
  asked: boolean | undefined,
  actor: Actor,
): Promise<void> {
  const is_primary = asked ?? !(await hasPrimary(trx, student.id));
  if (is_primary) await clearPrimary(trx, student.id);
  await insertLinks(trx, schoolId, parent.id, [{ student_id: student.id, is_primary }]);
  await recordAudit(trx, actor, {
    event: 'parent_student_linked',
    description: `Student ${student.name} (${student.admission_no}) linked to parent ${parent.name} <${parent.email}>`,
    properties: { parent_id: parent.id, after: { student_id: student.id, is_primary } },
  });
}

export async function parentChildren(db: DB, schoolId: number, id: number): Promise<ParentChild[]> {
  await existing(db, schoolId, id);
  const children = await childrenOf(db, [id], await currentYearId(db, schoolId));
  return children.map(({ parent_id: _parent, ...child }) => child);
}

/** The link's parent and student, or 404: both of the school, and linked. */
async function linkOf(db: DB, schoolId: number, id: number, studentId: number) {
  const parent = await existing(db, schoolId, id);
  const [student] = await studentsOfSchool(db, schoolId, [studentId]);
  if (!student || !(await isLinked(db, id, studentId))) throw notFound(NOT_LINKED());
  return { parent, student };
}

/** Removes one parent-child link; the parent and the student stay. */
export async function unlinkStudent(
  db: DB,
  schoolId: number,
  id: number,
  studentId: number,
  actor: Actor,
): Promise<Parent> {
  return db.transaction().execute(async (trx) => {
    const { parent, student } = await linkOf(trx, schoolId, id, studentId);
    const wasPrimary = await deleteLink(trx, id, studentId);
    await recordAudit(trx, actor, {
      event: 'parent_student_unlinked',
      description: `Student ${student.name} (${student.admission_no}) unlinked from parent ${parent.name} <${parent.email}>`,
      properties: { parent_id: id, before: { student_id: studentId, is_primary: wasPrimary } },
    });
    return presentOne(trx, schoolId, parent);
  });
}

/** Makes this parent the student's primary one; whoever was primary before no longer is. */
export async function makePrimaryParent(
  db: DB,
  schoolId: number,
  id: number,
  studentId: number,
  actor: Actor,
): Promise<Parent> {
  return db.transaction().execute(async (trx) => {
    const { parent, student } = await linkOf(trx, schoolId, id, studentId);
    const before = await clearPrimary(trx, studentId);
    await setPrimary(trx, id, studentId);
    await recordAudit(trx, actor, {
      event: 'parent_primary_set',
      description: `${parent.name} <${parent.email}> made the primary parent of ${student.name} (${student.admission_no})`,
      properties: {
        parent_id: id,
        student_id: studentId,
        before: { primary_parent_id: before },
        after: { primary_parent_id: id },
      },
    });
    return presentOne(trx, schoolId, parent);
  });
}
