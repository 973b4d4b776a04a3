import type { FieldErrors } from '@school/contract';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import { conflict } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { Actor } from '../audit/audit.repository';
import { endOtherAccess } from '../auth/tokens.repository';
import { passwordPolicyErrors, securitySettings } from '../settings/security-settings';
import { platformValueErrors } from '../taken-values/taken-values.service';
import { assignRoleByName, insertUser, rolesOfUser, updateUser } from './users.repository';

type PersonRole = 'student' | 'parent' | 'teacher';

/** The sign-in of a student, parent or teacher a school admin registers. */
export interface PersonAccount {
  name: string;
  email: string;
  phone: string | null;
  password: string;
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
  account: { email: string; password?: string | undefined },
  current?: { user_id: number; email: string },
): Promise<FieldErrors> {
  const errors = await platformValueErrors(db, caller.actor, caller.role, [
    { field: 'email', value: account.email, of: current && { id: current.user_id, email: current.email } },
  ]);
  if (account.password !== undefined) {
    const policy = passwordPolicyErrors(account.password, await securitySettings(db));
    if (policy.length > 0) errors.password = policy;
  }
  return errors;
}

/** Hashing is slow on purpose: done before the transaction opens, so it holds no lock meanwhile. */
export const accountPasswordHash = (account: PersonAccount) => hashPassword(account.password);

/** The user of a new student, parent or teacher, active, with that one role; inside the caller's transaction. */
export async function insertPersonUser(
  trx: DB,
  account: PersonAccount,
  passwordHash: string,
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
 * account is nothing else: the platform may have given the same user another role (a school's
 * admin, say), whose access one school's admin must not take over or remove. 409 otherwise.
 */
export async function assertOnlyPerson(trx: DB, userId: number, role: PersonRole, verb: 'edit' | 'delete') {
  if ((await rolesOfUser(trx, userId)).some((r) => r.name !== role)) {
    throw conflict(
      `Cannot ${verb} this ${role}: their account also has other roles on the platform. Ask the platform administrator to remove those first.`,
    );
  }
}

/**
 * Name, e-mail and phone of a person's user, edited with the person. A new e-mail ends every
 * session and pending reset link: whoever held the old address must not keep the child's account.
 */
export async function updatePersonUser(
  trx: DB,
  user: { id: number; email: string },
  role: PersonRole,
  fields: Omit<PersonAccount, 'password'>,
): Promise<void> {
  await assertOnlyPerson(trx, user.id, role, 'edit');
  await updateUser(trx, user.id, fields);
  if (fields.email.toLowerCase() !== user.email.toLowerCase()) await endOtherAccess(trx, user.id);
}
