import type { DB } from '../../db/connect';

const ACCESS = 'access';

/**
 * Bumped, in the transaction of the change, by every write to roles, permissions, their links
 * or the platform settings, except creating a role (held by nobody, so nobody's access changed:
 * AccessCache.at loads a role it lacks when asked for it); each API node reloads its cache when
 * the number it sees moves.
 */
export async function bumpAccessVersion(db: DB): Promise<void> {
  await db
    .updateTable('cache_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', ACCESS)
    .execute();
}

export async function readAccessVersion(db: DB): Promise<number> {
  const row = await db
    .selectFrom('cache_versions')
    .select('version')
    .where('name', '=', ACCESS)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** The subquery the per-request token lookup reads the version with (no extra round trip). */
export function accessVersionSubquery(db: DB) {
  return db.selectFrom('cache_versions').select('version').where('name', '=', ACCESS);
}

export interface RoleGrant {
  id: number;
  name: string;
  display_name: string | null;
  permission: string | null;
}

/** Every role with each permission it holds explicitly, one row per pair (roles without any once). */
export async function roleGrants(db: DB): Promise<RoleGrant[]> {
  return db
    .selectFrom('roles')
    .leftJoin('permission_role', 'permission_role.role_id', 'roles.id')
    .leftJoin('permissions', 'permissions.id', 'permission_role.permission_id')
    .select(['roles.id', 'roles.name', 'roles.display_name', 'permissions.name as permission'])
    .orderBy('roles.id')
    .execute();
}

/** Every permission's name, sorted: what a superadmin holds. */
export async function allPermissionNames(db: DB): Promise<string[]> {
  const rows = await db.selectFrom('permissions').select('name').orderBy('name').execute();
  return rows.map((r) => r.name);
}
