import type { RoleSummary } from '@school/contract';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres, type DB } from '../../db/connect';
import type { NewUser, UserRow, UserUpdate } from '../../db/database';
import { isoNow } from '../../lib/time';

export async function findUserById(db: DB, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The user's row, held until the transaction ends (SQLite runs one writing transaction at a time
 * already): of two changes of one file column, the second sees the first's file.
 */
export async function lockUser(trx: DB, id: number): Promise<UserRow> {
  const query = trx.selectFrom('users').selectAll().where('id', '=', id);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

/** E-mails are stored lower case, so the lookup is case-insensitive. */
export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function emailTaken(db: DB, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email.toLowerCase());
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertUser(db: DB, user: Omit<NewUser, 'created_at' | 'updated_at'>): Promise<UserRow> {
  const now = isoNow();
  return db
    .insertInto('users')
    .values({ ...user, email: user.email?.toLowerCase() ?? null, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(db: DB, id: number, changes: UserUpdate): Promise<UserRow> {
  const values = { ...changes, updated_at: isoNow() };
  if (values.email) values.email = values.email.toLowerCase();
  return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Roles in the order they were given, so the first is the user's main role. */
export async function rolesOfUser(db: DB, userId: number): Promise<RoleSummary[]> {
  return db
    .selectFrom('role_user')
    .innerJoin('roles', 'roles.id', 'role_user.role_id')
    .select(['roles.id', 'roles.name', 'roles.display_name'])
    .where('role_user.user_id', '=', userId)
    .orderBy('role_user.created_at')
    .orderBy('roles.id')
    .execute();
}

export async function assignRoleByName(db: DB, userId: number, roleName: string): Promise<void> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', roleName)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_user')
    .values({ role_id: role.id, user_id: userId, created_at: isoNow() })
    .execute();
}

/** The school a school_admin runs, or undefined. */
/** Compiled once (db/compiled-once.ts): every request of the school console looks its school up. */
const adminSchoolLookup = compiledOnce((db: DB, userId: number) =>
  db
    .selectFrom('school_admins')
    .innerJoin('schools', 'schools.id', 'school_admins.school_id')
    .select(['schools.id', 'schools.name', 'schools.code', 'schools.active'])
    .where('school_admins.user_id', '=', userId),
);

export async function schoolOfAdmin(
  db: DB,
  userId: number,
): Promise<{ id: number; name: string; code: string; active: boolean } | undefined> {
  const [row] = (await db.executeQuery(adminSchoolLookup(db, userId))).rows;
  return row && { ...row, active: Boolean(row.active) };
}
