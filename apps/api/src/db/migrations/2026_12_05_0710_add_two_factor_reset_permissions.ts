import type { Kysely } from 'kysely';
import { grantPermissions, insertMissingPermissions } from './permission-seeds';

interface Tables {
  permissions: { id: number; name: string };
  permission_role: { permission_id: number };
}

const ADDED = ['users_two_factor_reset', 'people_two_factor_reset'];

/*
 * Removing someone's second factor when they lost their phone: a superadmin for any user
 * (`users_two_factor_reset`, which the superadmin role holds by definition), a school admin for
 * the teachers, students and parents of their school (`people_two_factor_reset`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await insertMissingPermissions(db);
  await grantPermissions(db, 'school_admin', 'school');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<Tables>;
  const added = tables.selectFrom('permissions').select('id').where('name', 'in', ADDED);
  await tables.deleteFrom('permission_role').where('permission_id', 'in', added).execute();
  await tables.deleteFrom('permissions').where('name', 'in', ADDED).execute();
}
