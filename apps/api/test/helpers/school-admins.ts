import type { DB } from '../../src/db/connect';
import { permissionIds, roleIds } from './access';
import { createSchoolAdmin, createUser } from './factories';
import { mintToken } from './route-requests';
import { call } from './superadmin';
import type { TestApp } from './test-app';

/** A signed-in school admin of a new school of their own. */
export interface SchoolAdminSession {
  token: string;
  schoolId: number;
  userId: number;
}

export async function schoolAdminSession(db: DB): Promise<SchoolAdminSession> {
  const admin = await createSchoolAdmin(db);
  return { token: await mintToken(db, admin.user.id), schoolId: admin.school.id, userId: admin.user.id };
}

/**
 * Runs `fn` while the school_admin role lacks `permission`, taken away and given back through the
 * superadmin API as an owner would, so the role cache is invalidated the way it is in use.
 */
export async function withoutPermission(t: TestApp, permission: string, fn: () => Promise<void>) {
  const superadmin = await createUser(t.db, { roles: ['superadmin'] });
  const sa = await mintToken(t.db, superadmin.id);
  const role = (await roleIds(t.db)).school_admin!;
  const id = (await permissionIds(t.db))[permission];
  if (id === undefined) throw new Error(`No permission ${permission}`);
  const held = (
    await t.db.selectFrom('permission_role').select('permission_id').where('role_id', '=', role).execute()
  ).map((r) => r.permission_id);
  const assign = async (permission_ids: number[]) => {
    const res = await call(t.app, sa, {
      method: 'POST',
      url: `/api/superadmin/roles/${role}/assign-permissions`,
      payload: { permission_ids },
    });
    if (res.statusCode !== 200) throw new Error(`assign-permissions answered ${res.statusCode}`);
  };
  await assign(held.filter((p) => p !== id));
  try {
    await fn();
  } finally {
    await assign(held);
  }
}
