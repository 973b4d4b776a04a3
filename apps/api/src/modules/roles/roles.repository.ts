import type { RoleSummary } from '@school/contract';
import type { DB } from '../../db/connect';

/** Every role, oldest first, so the core roles keep the order they were seeded in. */
export async function listRoleOptions(db: DB): Promise<RoleSummary[]> {
  return db.selectFrom('roles').select(['id', 'name', 'display_name']).orderBy('id').execute();
}
