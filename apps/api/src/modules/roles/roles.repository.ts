import {
  CORE_ROLES,
  moduleOf,
  type PermissionSummary,
  type ROLE_SORTS,
  type RoleSummary,
} from '@school/contract';
import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import type { RoleRow } from '../../db/database';
import { containsAny } from '../../lib/search';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { fromJson, jsonRows } from '../../lib/related-rows';
import {
  counterSumAt,
  foldIfPiled,
  maintainedCounts,
  roleHoldersCounter,
  roleHoldersCounterAt,
} from '../../lib/row-counts';
import { ALL_PERMISSIONS_ROLE } from '../access/access-cache';
import { byCreation, byOptionalText, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export interface RoleFilters {
  search?: string | undefined;
  type?: 'core' | 'custom' | undefined;
}

export type RoleSort = (typeof ROLE_SORTS)[number];

/** Oldest first by default, so the core roles keep the order they were seeded in. */
const SORTS: SortColumns<RoleSort> = {
  created_at: { ...byCreation('id'), natural: 'asc' },
  name: byText('name'),
  display_name: byOptionalText('display_name'),
};

/** Every role, oldest first, so the core roles keep the order they were seeded in. */
export async function listRoleOptions(db: DB): Promise<RoleSummary[]> {
  return db.selectFrom('roles').select(['id', 'name', 'display_name']).orderBy('id').execute();
}

/** Roles are a few dozen rows at most: a substring match over three columns is enough. */
function filtered(db: DB, filters: RoleFilters) {
  let query = db.selectFrom('roles');
  if (filters.search)
    query = query.where(containsAny(['name', 'display_name', 'description'], filters.search));
  if (filters.type) query = query.where('name', filters.type === 'core' ? 'in' : 'not in', [...CORE_ROLES]);
  return query;
}

/** The roles list's count and its sorted rows. */
export function roleList(db: DB, filters: RoleFilters) {
  return {
    count: { filtered: filtered(db, filters), counters: null } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<RoleSort>, 'sort' | 'direction'>) =>
      sortedBy(db, filtered(db, filters).selectAll(), SORTS[sort], direction, 'id'),
  };
}

/** The whole filtered list in batches of ids after the last one, for exports. */
export function roleBatches(db: DB, filters: RoleFilters): AsyncGenerator<RoleRow[]> {
  return batchesAfterId((after, size) =>
    filtered(db, filters).selectAll().where('id', '>', after).orderBy('id').limit(size).execute(),
  );
}

export async function findRole(db: DB, id: number): Promise<RoleRow | undefined> {
  return db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Names are unique whatever their case (a unique index on lower(name) backs this up). */
export async function roleNameTaken(db: DB, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export type RoleValues = Pick<RoleRow, 'name' | 'display_name' | 'description'>;

export async function insertRole(db: DB, values: RoleValues): Promise<RoleRow> {
  const now = isoNow();
  return db
    .insertInto('roles')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateRole(db: DB, id: number, values: RoleValues): Promise<RoleRow> {
  return db
    .updateTable('roles')
    .set({ ...values, updated_at: isoNow() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteRole(db: DB, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

/** How many users hold each of these roles, from the maintained counters, in one query. */
export async function userCounts(db: DB, roleIds: number[]): Promise<Map<number, number>> {
  const counts = await maintainedCounts(db, roleIds.map(roleHoldersCounter));
  return new Map(roleIds.map((id) => [id, counts.get(roleHoldersCounter(id))!]));
}

export interface RelatedOfRole {
  /** Its holders, from their maintained counter. */
  users_count: number;
  /** Every permission for the role that holds them all, by name; absent unless asked for. */
  permissions?: PermissionSummary[];
  permissions_count: number;
}

/**
 * Each role's holders and permissions (their list when `withPermissions`, else their count), in
 * one statement for the whole page: the role holding every permission answers every permission.
 */
export async function relatedOfRoles(
  db: DB,
  roleIds: number[],
  withPermissions: boolean,
): Promise<Map<number, RelatedOfRole>> {
  if (roleIds.length === 0) return new Map();
  const holders = counterSumAt(roleHoldersCounterAt(sql.ref<number>('roles.id')));
  const rows = await db
    .selectFrom('roles')
    .select((eb) => [
      'roles.id',
      holders.total.as('users_total'),
      holders.parts.as('users_parts'),
      eb
        .case()
        .when('roles.name', '=', ALL_PERMISSIONS_ROLE)
        .then(eb.selectFrom('permissions').select(eb.fn.countAll<number>().as('c')))
        .else(
          eb
            .selectFrom('permission_role')
            .select(eb.fn.countAll<number>().as('c'))
            .whereRef('permission_role.role_id', '=', 'roles.id'),
        )
        .end()
        .as('permissions_count'),
    ])
    .$if(withPermissions, (q) =>
      q.select((eb) =>
        jsonRows(
          db,
          eb
            .selectFrom('permissions')
            .select(['permissions.id', 'permissions.name', 'permissions.display_name'])
            .where((p) =>
              p.or([
                p('roles.name', '=', ALL_PERMISSIONS_ROLE),
                p(
                  'permissions.id',
                  'in',
                  p
                    .selectFrom('permission_role')
                    .select('permission_role.permission_id')
                    .whereRef('permission_role.role_id', '=', 'roles.id'),
                ),
              ]),
            )
            .orderBy('permissions.name'),
        ).as('permissions'),
      ),
    )
    .where('roles.id', 'in', roleIds)
    .execute();
  await Promise.all(
    rows.map((row) => foldIfPiled(db, [roleHoldersCounter(row.id)], Number(row.users_parts))),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        users_count: Number(row.users_total),
        permissions_count: Number(row.permissions_count),
        ...(withPermissions
          ? {
              permissions: fromJson(row.permissions!).map((p) => ({ ...p, module: moduleOf(p.name) })),
            }
          : {}),
      },
    ]),
  );
}

/** Gives a role these permissions, which it does not hold yet (none: no query). */
export async function addRolePermissions(db: DB, roleId: number, permissionIds: number[]): Promise<void> {
  if (permissionIds.length === 0) return;
  const now = isoNow();
  await db
    .insertInto('permission_role')
    .values(permissionIds.map((permission_id) => ({ permission_id, role_id: roleId, created_at: now })))
    .execute();
}

/** Replaces a role's permissions with exactly these. */
export async function setRolePermissions(db: DB, roleId: number, permissionIds: number[]): Promise<void> {
  await db.deleteFrom('permission_role').where('role_id', '=', roleId).execute();
  await addRolePermissions(db, roleId, permissionIds);
}

/** Users holding a role, oldest assignment first, and their count (its counter's). */
export function holderList(db: DB, roleId: number) {
  const holders = db.selectFrom('role_user').where('role_user.role_id', '=', roleId);
  return {
    count: { filtered: holders, counters: roleHoldersCounter(roleId) } satisfies ListCount,
    sorted: () =>
      holders
        .innerJoin('users', 'users.id', 'role_user.user_id')
        .select(['users.id', 'users.name', 'users.email', 'users.status'])
        .orderBy('role_user.created_at')
        .orderBy('users.id'),
  };
}

/** Of these ids, the ones that name a role. */
export async function existingRoleIds(db: DB, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('roles').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
