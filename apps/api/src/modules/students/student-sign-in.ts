import { STUDENT_SIGN_IN_PATTERN } from '@school/contract';
import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';

/*
 * A student signs in with their e-mail, or without one with their school's code and their
 * admission number, `CODE/ADMISSION` (docs/decisions.md, "People"): both are unique (codes on
 * the platform, admission numbers in a school, each ignoring case), and a young student invited
 * through a parent has nothing else to sign in with.
 */

/** A student's sign-in name, from their school's code and their admission number. */
export const signInName = (schoolCode: string, admissionNo: string) => `${schoolCode}/${admissionNo}`;

/** The sign-in name of each student of the school, from their admission number. */
export async function signInNameOf(db: DB, schoolId: number): Promise<(admissionNo: string) => string> {
  const school = await db.selectFrom('schools').select('code').where('id', '=', schoolId).executeTakeFirst();
  return (admissionNo) => signInName(school?.code ?? '', admissionNo);
}

/** The account a sign-in name or an e-mail names; undefined when none does. */
export async function findUserBySignIn(db: DB, name: string): Promise<UserRow | undefined> {
  const parts = STUDENT_SIGN_IN_PATTERN.exec(name);
  if (!parts || name.includes('@')) {
    return db.selectFrom('users').selectAll().where('email', '=', name.toLowerCase()).executeTakeFirst();
  }
  const [, code, admissionNo] = parts;
  return db
    .selectFrom('users')
    .selectAll('users')
    .innerJoin('students as s', 's.user_id', 'users.id')
    .innerJoin('schools as sc', 'sc.id', 's.school_id')
    .where(sql`upper(sc.code)`, '=', code!.toUpperCase())
    .where(sql`lower(s.admission_no)`, '=', admissionNo!.toLowerCase())
    .executeTakeFirst();
}

/**
 * What an account signs in with, in lower case, as failed sign-ins are counted against it: its
 * e-mail, else a student's sign-in name; null for an account with neither.
 */
export async function signInKeyOf(db: DB, user: Pick<UserRow, 'id' | 'email'>): Promise<string | null> {
  if (user.email) return user.email.toLowerCase();
  const row = await db
    .selectFrom('students as s')
    .innerJoin('schools as sc', 'sc.id', 's.school_id')
    .select(['sc.code', 's.admission_no'])
    .where('s.user_id', '=', user.id)
    .executeTakeFirst();
  return row ? `${row.code}/${row.admission_no}`.toLowerCase() : null;
}
