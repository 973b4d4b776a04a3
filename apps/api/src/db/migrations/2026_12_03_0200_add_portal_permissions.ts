import type { Kysely } from 'kysely';
import { grantPermissions, insertMissingPermissions } from './permission-seeds';

interface Tables {
  permissions: { id: number; name: string };
  permission_role: { permission_id: number };
}

const ADDED = ['portal_children_view', 'portal_self_view', 'portal_notices_view'];

/*
 * The parents' and students' portals (docs/decisions.md, "Portals"): their routes' permissions,
 * held by the parent and student roles as the teacher console's are by the teacher role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await insertMissingPermissions(db);
  await grantPermissions(db, 'parent', 'parent');
  await grantPermissions(db, 'student', 'student');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<Tables>;
  const added = tables.selectFrom('permissions').select('id').where('name', 'in', ADDED);
  await tables.deleteFrom('permission_role').where('permission_id', 'in', added).execute();
  await tables.deleteFrom('permissions').where('name', 'in', ADDED).execute();
}
