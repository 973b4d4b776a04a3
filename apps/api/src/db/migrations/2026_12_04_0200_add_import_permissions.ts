import type { Kysely } from 'kysely';
import { grantPermissions, insertMissingPermissions } from './permission-seeds';

interface Tables {
  permissions: { id: number; name: string };
  permission_role: { permission_id: number };
}

const ADDED = ['students_import', 'teachers_import'];

/* Importing students (with their parents) and teachers from a spreadsheet, held by school admins. */
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
