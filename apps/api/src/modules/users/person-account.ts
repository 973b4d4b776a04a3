import type { FieldErrors } from '@school/contract';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { passwordPolicyErrors, securitySettings } from '../settings/security-settings';
import { assignRoleByName, emailTaken, insertUser, updateUser } from './users.repository';

/** The sign-in of a student, parent or teacher a school admin registers. */
export interface PersonAccount {
  name: string;
  email: string;
  phone: string | null;
  password: string;
}

/**
 * What is wrong with a new account before anything is written: the e-mail taken by anyone on the
 * platform, a password the security settings refuse. The caller adds its own fields' errors and
 * throws them together, so one answer names every broken field.
 */
export async function accountErrors(
  db: DB,
  account: { email: string; password?: string | undefined },
  exceptUserId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (await emailTaken(db, account.email, exceptUserId)) errors.email = ['The email has already been taken.'];
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
  role: 'student' | 'parent' | 'teacher',
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

/** Name, e-mail and phone of a person's user, edited with the person. */
export const updatePersonUser = (trx: DB, userId: number, fields: Omit<PersonAccount, 'password'>) =>
  updateUser(trx, userId, fields);
