import type { Kysely } from 'kysely';
import { insertMissingPermissions } from './permission-seeds';

interface Tables {
  permissions: { id: number; name: string };
  permission_role: { permission_id: number };
}

/**
 * `users_end_sessions`: ending every session of a user (issue 29). A superadmin power, held by the
 * superadmin role by definition; no other role is given it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await insertMissingPermissions(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<Tables>;
  const added = tables.selectFrom('permissions').select('id').where('name', '=', 'users_end_sessions');
  await tables.deleteFrom('permission_role').where('permission_id', 'in', added).execute();
  await tables.deleteFrom('permissions').where('name', '=', 'users_end_sessions').execute();
}
