import type { DB } from '../../src/db/connect';
import { lastAuditId } from './superadmin';

/** Everything a roles or permissions call could change, to show that a refused call changed nothing. */
export async function accessState(db: DB) {
  const [roles, permissions, grants, roleUser, version, audit] = await Promise.all([
    db.selectFrom('roles').selectAll().orderBy('id').execute(),
    db.selectFrom('permissions').selectAll().orderBy('id').execute(),
    db
      .selectFrom('permission_role')
      .select(['permission_id', 'role_id'])
      .orderBy('permission_id')
      .orderBy('role_id')
      .execute(),
    db.selectFrom('role_user').select(['role_id', 'user_id']).orderBy('role_id').orderBy('user_id').execute(),
    db.selectFrom('cache_versions').selectAll().execute(),
    lastAuditId(db),
  ]);
  return { roles, permissions, grants, roleUser, version, audit };
}

/** Permission ids by name. */
export async function permissionIds(db: DB): Promise<Record<string, number>> {
  const rows = await db.selectFrom('permissions').select(['id', 'name']).execute();
  return Object.fromEntries(rows.map((p) => [p.name, p.id]));
}

/** Role ids by name. */
export async function roleIds(db: DB): Promise<Record<string, number>> {
  const rows = await db.selectFrom('roles').select(['id', 'name']).execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}
