import type { Kysely } from 'kysely';
import { insertMissingPermissions } from './permission-seeds';

interface Tables {
  permissions: { id: number; name: string };
  permission_role: { permission_id: number };
}

/**
 * `users_unlock`: ending a user's sign-in lockout lets guesses at that account start again, which
 * is none of the powers a delegate held so far, so no role is given it; superadmins hold it by
 * definition and grant it where it is meant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await insertMissingPermissions(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<Tables>;
  const added = tables.selectFrom('permissions').select('id').where('name', '=', 'users_unlock');
  await tables.deleteFrom('permission_role').where('permission_id', 'in', added).execute();
  await tables.deleteFrom('permissions').where('name', '=', 'users_unlock').execute();
}
