import { SAME_PERSON_FIELD, type FieldErrors } from '@school/contract';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import { AppError, conflict } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { Actor } from '../audit/audit.repository';
import { endOtherAccess } from '../auth/tokens.repository';
import { passwordPolicyErrors, securitySettings } from '../settings/security-settings';
import { platformValueErrors } from '../taken-values/taken-values.service';
import { deleteUserRow } from './roles-of-user.repository';
import { assignRoleByName, findUserByEmail, insertUser, rolesOfUser, updateUser } from './users.repository';
import { say } from '../../lib/i18n';

export type PersonRole = 'student' | 'parent' | 'teacher';

/**
 * The sign-in of a student, parent or teacher a school admin registers. A student may have
 * neither e-mail nor password (docs/decisions.md, "People"): the account cannot sign in until
 * it is invited.
 */
export interface PersonAccount {
  name: string;
  email: string | null;
  phone: string | null;
  password: string | null;
}

const PERSON_TABLES = { teacher: 'teachers', parent: 'parents', student: 'students' } as const;

/** The person records (teacher, parent, student) an account holds, with their schools. */
export async function personRecordsOf(
  db: DB,
  userId: number,
): Promise<{ role: PersonRole; school_id: number }[]> {
  const found = await Promise.all(
    (Object.keys(PERSON_TABLES) as PersonRole[]).map(async (role) => {
      const row = await db
        .selectFrom(PERSON_TABLES[role])
        .select('school_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { role, school_id: row.school_id } : null;
    }),
  );
  return found.filter((r) => r !== null);
}

/**
 * Whether the account is a person whose every record is archived (a student or teacher kept but
 * gone): it cannot sign in. An account that also has a live role (a parent) still can.
 */
export async function onlyArchivedPerson(db: DB, userId: number): Promise<boolean> {
  const rows = await Promise.all(
    (['teachers', 'students'] as const).map((table) =>
      db.selectFrom(table).select('archived_at').where('user_id', '=', userId).executeTakeFirst(),
    ),
  );
  const archivable = rows.filter((r) => r !== undefined);
  if (!archivable.some((r) => r.archived_at !== null)) return false;
  if (archivable.some((r) => r.archived_at === null)) return false;
  const parent = await db.selectFrom('parents').select('id').where('user_id', '=', userId).executeTakeFirst();
  return parent === undefined;
}

/**
 * Is the account a person of this school only: every record it has (teacher, parent, student) is
 * this school's, and every role it holds is one of those records' (the platform gave it nothing
 * else)? Only such an account is the school's to edit, share between roles or delete (a
 * superadmin, a school admin or another school's person is not).
 */
async function isSchoolAccount(db: DB, userId: number, schoolId: number): Promise<boolean> {
  const [roles, records] = await Promise.all([rolesOfUser(db, userId), personRecordsOf(db, userId)]);
  return (
    records.every((r) => r.school_id === schoolId) &&
    roles.every((role) => records.some((r) => r.role === role.name))
  );
}

/**
 * The person of this school who already holds `email`, when the new `role` can be added to their
 * account: a teacher becoming a parent of the school, or a parent becoming its teacher. Students
 * are left out (a pupil's account is not a parent's or a teacher's). Null otherwise: the e-mail
 * is then simply taken, as before.
 */
export async function samePersonHere(
  db: DB,
  schoolId: number,
  email: string,
  role: 'teacher' | 'parent',
): Promise<{ id: number; name: string; roles: PersonRole[] } | null> {
  const user = await findUserByEmail(db, email);
  if (!user || !(await isSchoolAccount(db, user.id, schoolId))) return null;
  const records = (await personRecordsOf(db, user.id)).map((r) => r.role);
  if (records.length === 0 || records.includes(role) || records.includes('student')) return null;
  return { id: user.id, name: user.name, roles: records };
}

/**
 * 409 "This e-mail belongs to Asha Rao, a teacher here: add them as a parent?", naming
 * SAME_PERSON_FIELD so the form asks and sends the request again with it set. The person is one
 * `samePersonHere` found for `role`: they hold the other of teacher and parent, and nothing else.
 */
export function samePersonQuestion(person: { name: string }, role: 'teacher' | 'parent') {
  const question = say(`conflict.same_person_as_${role}`, { name: person.name });
  return new AppError(409, question, { [SAME_PERSON_FIELD]: [question] });
}

/**
 * What is wrong with a person's account before anything is written: the e-mail taken on the
 * platform (checked, counted and audited as `platformValueErrors` says, since the e-mail of an
 * account outside the school is not the school's to learn at will), a password the security
 * settings refuse. `current` is the account being edited. The caller adds its own fields' errors
 * and throws them together, so one answer names every broken field.
 */
export async function accountErrors(
  db: DB,
  caller: { actor: Actor; role: PersonRole },
  account: { email: string | null; password?: string | null | undefined },
  current?: { user_id: number; email: string | null },
): Promise<FieldErrors> {
  const errors =
    account.email === null
      ? {}
      : await platformValueErrors(db, caller.actor, caller.role, [
          {
            field: 'email',
            value: account.email,
            of: current && { id: current.user_id, email: current.email ?? '' },
          },
        ]);
  if (account.password !== undefined && account.password !== null) {
    const policy = passwordPolicyErrors(account.password, await securitySettings(db));
    if (policy.length > 0) errors.password = policy;
  }
  return errors;
}

/** Hashing is slow on purpose: done before the transaction opens, so it holds no lock meanwhile. */
export const accountPasswordHash = (account: PersonAccount) =>
  account.password === null ? Promise.resolve(null) : hashPassword(account.password);

/** The user of a new student, parent or teacher, active, with that one role; inside the caller's transaction. */
export async function insertPersonUser(
  trx: DB,
  account: PersonAccount,
  passwordHash: string | null,
  role: PersonRole,
): Promise<UserRow> {
  const user = await insertUser(trx, {
    name: account.name,
    email: account.email,
    phone: account.phone,
    password_hash: passwordHash,
    status: 'active',
    profile_picture: null,
    last_login_at: null,
    email_verified_at: null,
  });
  await assignRoleByName(trx, user.id, role);
  return user;
}

/**
 * A school may change or delete the account of its own student, parent or teacher only while that
 * account is nothing but this school's person (a teacher who is also a parent here is): the
 * platform may have given the same user another role (a school's admin, say) or another school
 * may hold them, whose access one school's admin must not take over or remove. 409 otherwise.
 */
export async function assertSchoolAccount(
  trx: DB,
  userId: number,
  schoolId: number,
  role: PersonRole,
  verb: 'edit' | 'delete',
) {
  if (!(await isSchoolAccount(trx, userId, schoolId))) {
    throw conflict(say(`conflict.other_roles_${verb}_${role}`));
  }
}

/**
 * After one person record of the account is deleted: the account keeps its other records and
 * roles (a teacher who was also a parent stays a teacher), losing only `role`; an account left
 * with none goes with its roles. Answers the profile picture of a deleted account, for its file
 * to go after the commit.
 */
export async function dropPersonRole(trx: DB, userId: number, role: PersonRole): Promise<string | null> {
  if ((await personRecordsOf(trx, userId)).length > 0) {
    await trx
      .deleteFrom('role_user')
      .where('user_id', '=', userId)
      .where('role_id', 'in', trx.selectFrom('roles').select('id').where('name', '=', role))
      .execute();
    return null;
  }
  await trx.deleteFrom('role_user').where('user_id', '=', userId).execute();
  return deleteUserRow(trx, userId);
}

/**
 * Name, e-mail and phone of a person's user, edited with the person. A new e-mail ends every
 * session and pending reset link: whoever held the old address must not keep the child's account.
 */
export async function updatePersonUser(
  trx: DB,
  schoolId: number,
  user: { id: number; email: string | null },
  role: PersonRole,
  fields: Omit<PersonAccount, 'password'>,
): Promise<void> {
  await assertSchoolAccount(trx, user.id, schoolId, role, 'edit');
  await updateUser(trx, user.id, fields);
  if (fields.email?.toLowerCase() !== user.email?.toLowerCase()) await endOtherAccess(trx, user.id);
}
