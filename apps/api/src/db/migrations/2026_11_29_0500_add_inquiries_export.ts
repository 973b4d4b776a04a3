import type { Kysely } from 'kysely';
import { insertMissingPermissions } from './permission-seeds';

/**
 * Inquiries get an Export like every other list (GET /api/superadmin/inquiries/export), behind
 * `inquiries_export`. Superadmins hold every permission; no other role is given it: reading the
 * messages one by one (`inquiries_view`) is not the power to take them all away in a file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await insertMissingPermissions(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<{
    permissions: { id: number; name: string };
    permission_role: { permission_id: number };
  }>;
  const added = tables.selectFrom('permissions').select('id').where('name', '=', 'inquiries_export');
  await tables.deleteFrom('permission_role').where('permission_id', 'in', added).execute();
  await tables.deleteFrom('permissions').where('name', '=', 'inquiries_export').execute();
}
