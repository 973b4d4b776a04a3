import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';

export async function findRolesByIds(db: DB, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('roles').select(['id', 'name', 'display_name']).where('id', 'in', ids).execute();
}

export async function findRoleByName(db: DB, name: string) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'display_name'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Replaces the user's roles; the order given is kept, so the first stays the main role. */
export async function replaceRolesOfUser(db: DB, userId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('role_user').where('user_id', '=', userId).execute();
  const base = Date.now();
  for (const [i, roleId] of roleIds.entries()) {
    // Distinct timestamps keep the given order, which is what "main role" is read from.
    await db
      .insertInto('role_user')
      .values({ role_id: roleId, user_id: userId, created_at: new Date(base + i).toISOString() })
      .execute();
  }
}

/** Any number, the same for every node: names the lock of changes that can remove a superadmin. */
const SUPERADMIN_CHANGES_LOCK = 7_270_001;

/**
 * Inside a transaction: waits until no other transaction is changing superadmins, and holds that
 * until this one ends, so a check of how many remain and the change it allows act as one.
 * SQLite runs one write transaction at a time on its one connection already.
 */
export async function lockSuperadminChanges(trx: DB): Promise<void> {
  if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(${SUPERADMIN_CHANGES_LOCK})`.execute(trx);
}

export async function countUsersWithRole(db: DB, roleName: string, status?: string): Promise<number> {
  let query = db
    .selectFrom('role_user')
    .innerJoin('roles', 'roles.id', 'role_user.role_id')
    .innerJoin('users', 'users.id', 'role_user.user_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('roles.name', '=', roleName);
  if (status) query = query.where('users.status', '=', status as 'active');
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes the user; answers the profile picture of the row it deleted, for its file to go after the commit. */
export async function deleteUserRow(db: DB, userId: number): Promise<string | null> {
  const row = await db
    .deleteFrom('users')
    .where('id', '=', userId)
    .returning('profile_picture')
    .executeTakeFirst();
  return row?.profile_picture ?? null;
}

/** Student or teacher records that tie the user to a school. */
export async function schoolRecordsOfUser(
  db: DB,
  userId: number,
): Promise<{ students: number; teachers: number }> {
  const [s, t] = await Promise.all([
    db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number>().as('c'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('teachers')
      .select((eb) => eb.fn.countAll<number>().as('c'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { students: Number(s.c), teachers: Number(t.c) };
}
