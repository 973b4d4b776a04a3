import type { Kysely } from 'kysely';
import { PERMISSION_CATALOGUE, type PermissionName } from '../../modules/permissions/catalogue';

interface SeedTables {
  permissions: {
    id?: number;
    name: string;
    display_name: string;
    description: string;
    created_at: string;
    updated_at: string;
  };
  roles: { id: number; name: string };
  permission_role: { permission_id: number; role_id: number; created_at: string };
}

/**
 * Adds the catalogue permissions a database lacks. A migration that adds routes with new
 * permissions calls this again, so old databases catch up and nothing is inserted twice.
 */
export async function insertMissingPermissions(db: Kysely<unknown>): Promise<void> {
  const seeds = db as Kysely<SeedTables>;
  const have = new Set((await seeds.selectFrom('permissions').select('name').execute()).map((p) => p.name));
  const now = new Date().toISOString();
  const missing = (
    Object.entries(PERMISSION_CATALOGUE) as [PermissionName, { display_name: string; description: string }][]
  )
    .filter(([name]) => !have.has(name))
    .map(([name, entry]) => ({
      name,
      display_name: entry.display_name,
      description: entry.description,
      created_at: now,
      updated_at: now,
    }));
  if (missing.length > 0) await seeds.insertInto('permissions').values(missing).execute();
}

/**
 * Gives a core role the catalogue entries flagged for it (`school` for school_admin, `teacher`,
 * `parent`, `student`).
 */
export async function grantPermissions(
  db: Kysely<unknown>,
  role: string,
  flag: 'school' | 'teacher' | 'parent' | 'student',
): Promise<void> {
  const seeds = db as Kysely<SeedTables>;
  const names = Object.entries(PERMISSION_CATALOGUE)
    .filter(([, entry]) => (entry as Partial<Record<typeof flag, boolean>>)[flag] === true)
    .map(([name]) => name);
  const roleRow = await seeds
    .selectFrom('roles')
    .select('id')
    .where('name', '=', role)
    .executeTakeFirstOrThrow();
  const permissions = await seeds.selectFrom('permissions').select('id').where('name', 'in', names).execute();
  const held = new Set(
    (
      await seeds
        .selectFrom('permission_role')
        .select('permission_id')
        .where('role_id', '=', roleRow.id)
        .execute()
    ).map((r) => r.permission_id),
  );
  const now = new Date().toISOString();
  const rows = permissions
    .filter((p) => !held.has(p.id!))
    .map((p) => ({ permission_id: p.id!, role_id: roleRow.id, created_at: now }));
  if (rows.length > 0) await seeds.insertInto('permission_role').values(rows).execute();
}
