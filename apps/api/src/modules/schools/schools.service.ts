import {
  fieldMessage,
  schoolInputSchema,
  type School,
  type SchoolAccounts,
  type SchoolAdmin,
  type SchoolList,
  type SchoolStats,
  type SchoolValues,
} from '@school/contract';
import type { DB } from '../../db/connect';
import type { SchoolRow } from '../../db/database';
import { conflict, forbidden, invalid, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { countedPage, type PageRequest } from '../../lib/pagination';
import { maintainedCounts, schoolTableCounter } from '../../lib/row-counts';
import { removeStoredFile } from '../../lib/storage';
import type { Grantor } from '../access/delegation';
import { lockSchool } from '../academic-years/academic-years.repository';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { storageUrl } from '../auth/session-user';
import { findUserById, rolesOfUser } from '../users/users.repository';
import {
  codeTaken,
  deleteSchool,
  deleteSchoolAdmin,
  findAdminByUser,
  findAdminOfSchool,
  findSchool,
  insertSchool,
  insertSchoolAdmin,
  relatedOfSchools,
  schoolList,
  schoolBelongings,
  studentCounts,
  updateSchool,
  type SchoolFilters,
  type SchoolSort,
} from './schools.repository';
import { closeSchoolAccounts, schoolAccountsPlan } from './school-accounts';
import { say } from '../../lib/i18n';

const SCHOOL_IN_USE = () => say('conflict.school_in_use');

const EDITABLE = Object.keys(schoolInputSchema.shape) as (keyof SchoolValues)[];

/** Rows of one page with their counts and admins, in one statement whatever the page size. */
async function present(db: DB, rows: SchoolRow[]): Promise<School[]> {
  const related = await relatedOfSchools(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const { logo_path, website: _w, establishment_year: _y, affiliation_number: _a, ...rest } = row;
    const { students, teachers, admins } = related.get(row.id)!;
    return {
      ...rest,
      logo_url: storageUrl(logo_path),
      active: Boolean(row.active),
      students_count: students,
      teachers_count: teachers,
      admins,
    };
  });
}

/** A school as its export writes it: as listed, with its parents and classes counted too. */
export type ExportedSchool = School & { parents_count: number; classes_count: number };

/** Export batches with the list's counts and admins, and the parents and classes of each school. */
export async function* exportedBatches(
  db: DB,
  batches: AsyncIterable<SchoolRow[]>,
): AsyncGenerator<ExportedSchool[]> {
  for await (const batch of batches) {
    const counters = (id: number) => [schoolTableCounter('parents', id), schoolTableCounter('classes', id)];
    const [schools, counts] = await Promise.all([
      present(db, batch),
      maintainedCounts(
        db,
        batch.flatMap((row) => counters(row.id)),
      ),
    ]);
    yield schools.map((school) => ({
      ...school,
      parents_count: counts.get(schoolTableCounter('parents', school.id))!,
      classes_count: counts.get(schoolTableCounter('classes', school.id))!,
    }));
  }
}

async function presentOne(db: DB, row: SchoolRow): Promise<School> {
  return (await present(db, [row]))[0]!;
}

async function existing(db: DB, id: number): Promise<SchoolRow> {
  const school = await findSchool(db, id);
  if (!school) throw notFound(say('not_found.school'));
  return school;
}

const pick = (row: SchoolRow) => Object.fromEntries(EDITABLE.map((k) => [k, row[k]]));

export async function schoolPage(
  db: DB,
  filters: SchoolFilters,
  request: PageRequest<SchoolSort>,
): Promise<SchoolList> {
  const { count, sorted } = schoolList(db, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return {
    schools: await present(db, rows),
    pagination,
  };
}

export async function getSchool(db: DB, id: number): Promise<School> {
  return presentOne(db, await existing(db, id));
}

export async function createSchool(db: DB, values: SchoolValues, actor: Actor): Promise<School> {
  if (await codeTaken(db, values.code)) throw invalid({ code: [fieldMessage('taken', 'code')] });
  return db.transaction().execute(async (trx) => {
    const school = await insertSchool(trx, values);
    await recordAudit(trx, actor, {
      event: 'school_created',
      description: `School ${school.name} (${school.code}) created`,
      schoolId: school.id,
      properties: { after: pick(school) },
    });
    return presentOne(trx, school);
  });
}

export async function editSchool(db: DB, id: number, values: SchoolValues, actor: Actor): Promise<School> {
  const before = await existing(db, id);
  if (await codeTaken(db, values.code, id)) throw invalid({ code: [fieldMessage('taken', 'code')] });
  return db.transaction().execute(async (trx) => {
    const after = await updateSchool(trx, id, values);
    await recordAudit(trx, actor, {
      event: 'school_updated',
      description: `School ${after.name} (${after.code}) updated`,
      schoolId: id,
      properties: { before: pick(before), after: pick(after) },
    });
    return presentOne(trx, after);
  });
}

/** Idempotent: the badge may be clicked twice; only a real change is audited. */
export async function setSchoolActive(db: DB, id: number, active: boolean, actor: Actor): Promise<School> {
  const before = await existing(db, id);
  if (Boolean(before.active) === active) return presentOne(db, before);
  return db.transaction().execute(async (trx) => {
    const after = await updateSchool(trx, id, { active });
    await recordAudit(trx, actor, {
      event: active ? 'school_activated' : 'school_deactivated',
      description: `School ${after.name} ${active ? 'activated' : 'deactivated'}`,
      schoolId: id,
      properties: { before: { active: Boolean(before.active) }, after: { active } },
    });
    return presentOne(trx, after);
  });
}

/**
 * The school's files (logo, gallery, its deleted parents' pictures) go once its delete has
 * committed, never before. Its accounts
 * are closed in the same transaction (`closeSchoolAccounts`), and the audit entry keeps the
 * school, what cascaded with it, its parents and what became of each account.
 */
export async function removeSchool(deps: Deps, id: number, actor: Actor): Promise<void> {
  const files = await deps.db.transaction().execute(async (trx) => {
    // Held until the delete commits: no student, teacher or parent can join the school meanwhile
    // (PostgreSQL; SQLite runs one write transaction at a time), so the check below stays true.
    await lockSchool(trx, id);
    const row = await existing(trx, id);
    const school = await presentOne(trx, row);
    if (school.students_count > 0 || school.teachers_count > 0) throw conflict(SCHOOL_IN_USE());
    const belongings = await schoolBelongings(trx, id);
    const { parents, accounts } = await closeSchoolAccounts(trx, id);
    await deleteSchool(trx, id);
    // The audit entry keeps the whole record: deleting never loses data silently.
    await recordAudit(trx, actor, {
      event: 'school_deleted',
      description: `School ${school.name} (${school.code}) deleted`,
      schoolId: id,
      properties: { before: { ...school, logo_path: row.logo_path, ...belongings, parents }, accounts },
    });
    // The deleted parents' pictures are served without a token: they go with the school's files.
    return [
      row.logo_path,
      ...belongings.gallery.map((image) => image.path),
      ...accounts.deleted.map((account) => account.profile_picture),
    ];
  });
  await Promise.all(files.map((file) => removeStoredFile(deps.config.storageDir, file)));
}

export async function schoolStats(db: DB, id: number): Promise<SchoolStats> {
  const school = await presentOne(db, await existing(db, id));
  return {
    students: await studentCounts(db, id),
    teachers: { total: school.teachers_count },
    has_admin: school.admins.length > 0,
    created_at: school.created_at,
  };
}

/** Who belongs to the school and what its delete would do to each account (nothing changes). */
export async function schoolAccounts(db: DB, id: number): Promise<SchoolAccounts> {
  const school = await presentOne(db, await existing(db, id));
  const plan = await schoolAccountsPlan(db, id);
  return {
    counts: {
      admins: plan.admins.length,
      teachers: school.teachers_count,
      students: school.students_count,
      parents: plan.parentsCount,
    },
    admins: plan.admins,
    parents: plan.parents,
    parents_deleted: plan.parentsDeleted,
    parents_kept: plan.parentsCount - plan.parentsDeleted,
    deletable: school.students_count === 0 && school.teachers_count === 0,
  };
}

export async function schoolAdmin(db: DB, id: number): Promise<SchoolAdmin | null> {
  const school = await presentOne(db, await existing(db, id));
  return school.admins[0] ?? null;
}

export async function assignAdmin(
  db: DB,
  id: number,
  input: { user_id: number; designation: string; joining_date: string },
  actor: Actor,
  grantor: Grantor,
): Promise<School> {
  const school = await existing(db, id);
  // Running a school reaches its children's records: nobody hands that to themselves.
  if (!grantor.superadmin && grantor.userId === input.user_id) {
    throw forbidden(say('forbidden.self_admin'));
  }
  const user = await findUserById(db, input.user_id);
  if (!user) throw invalid({ user_id: [fieldMessage('selected', 'user_id')] });
  const roles = await rolesOfUser(db, user.id);
  if (!roles.some((r) => r.name === 'school_admin')) {
    throw invalid({ user_id: [say('rules.must_be_school_admin')] });
  }
  const current = await findAdminOfSchool(db, id);
  if (current?.user_id === user.id) throw conflict(say('conflict.already_admin'));
  if (current) throw conflict(say('conflict.school_has_admin'));
  if (await findAdminByUser(db, user.id)) throw conflict(say('conflict.admin_elsewhere'));

  return db.transaction().execute(async (trx) => {
    await insertSchoolAdmin(trx, { school_id: id, ...input });
    await recordAudit(trx, actor, {
      event: 'school_admin_assigned',
      description: `${user.name} assigned as admin of ${school.name}`,
      schoolId: id,
      // The link made, as school_admin_removed keeps it under `before` when it goes.
      properties: {
        after: {
          school_id: id,
          user_id: user.id,
          designation: input.designation,
          joining_date: input.joining_date,
        },
      },
    });
    return presentOne(trx, school);
  });
}

export async function removeAdmin(db: DB, id: number, actor: Actor): Promise<void> {
  const school = await existing(db, id);
  const current = await findAdminOfSchool(db, id);
  if (!current) throw notFound(say('not_found.school_admin'));
  await db.transaction().execute(async (trx) => {
    await deleteSchoolAdmin(trx, id);
    await recordAudit(trx, actor, {
      event: 'school_admin_removed',
      description: `Admin removed from ${school.name}`,
      schoolId: id,
      properties: { before: current },
    });
  });
}
