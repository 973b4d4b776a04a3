import {
  CORE_ROLES,
  moduleOf,
  type PermissionSummary,
  type ROLE_SORTS,
  type RoleSummary,
} from '@school/contract';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/connect';
import { inKeyList, keyList, type KeyList } from '../../db/in-list';
import type { RoleRow } from '../../db/database';
import { containsAny } from '../../lib/search';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { fromJson, jsonRows } from '../../lib/related-rows';
import { foldIfPiled, maintainedCounts, roleHoldersCounter } from '../../lib/row-counts';
import { ALL_PERMISSIONS_ROLE } from '../access/access-cache';
import { byCreation, byOptionalText, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';
import { fixedList } from '../../db/in-list';

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
  if (filters.type)
    query = query.where('name', filters.type === 'core' ? 'in' : 'not in', fixedList(CORE_ROLES));
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
 * one statement for the whole page: each kind is one set over the page's ids, read as a JSON
 * column of a statement without FROM (lib/related-rows.ts). With the role holding every
 * permission on the page (`hasAll`) it also reads every permission. Four statements, one for each
 * of the two choices, each compiled once (db/compiled-once.ts).
 */
function relatedOfRolesQuery(withPermissions: boolean, hasAll: boolean) {
  return compiledOnce((db: DB, roleIds: KeyList, counters: KeyList) => {
    const held = db.selectFrom('permission_role').where(inKeyList(db, 'permission_role.role_id', roleIds));
    return db
      .selectNoFrom([
        jsonRows(
          db,
          db
            .selectFrom('row_counts')
            .select((e) => [
              'name',
              e.fn.sum<number>('delta').as('total'),
              e.fn.countAll<number>().as('parts'),
            ])
            .where(inKeyList(db, 'name', counters))
            .groupBy('name'),
        ).as('holders'),
        jsonRows(
          db,
          held
            .select((e) => ['permission_role.role_id', e.fn.countAll<number>().as('count')])
            .groupBy('permission_role.role_id'),
        ).as('held_counts'),
      ])
      .$if(withPermissions, (q) =>
        q.select(
          jsonRows(
            db,
            held
              .innerJoin('permissions', 'permissions.id', 'permission_role.permission_id')
              .select([
                'permission_role.role_id',
                'permissions.id',
                'permissions.name',
                'permissions.display_name',
              ])
              .orderBy('permissions.name'),
          ).as('held'),
        ),
      )
      .$if(hasAll && withPermissions, (q) =>
        q.select(
          jsonRows(
            db,
            db.selectFrom('permissions').select(['id', 'name', 'display_name']).orderBy('name'),
          ).as('everything'),
        ),
      )
      .$if(hasAll, (q) =>
        q.select((eb) => eb.selectFrom('permissions').select(eb.fn.countAll<number>().as('c')).as('total')),
      );
  });
}

const RELATED_OF_ROLES = [false, true].map((withPermissions) =>
  [false, true].map((hasAll) => relatedOfRolesQuery(withPermissions, hasAll)),
);

/**
 * Each role's holders and permissions (relatedOfRolesQuery). The role holding every permission
 * answers every permission. A role deleted since the page was read has no holder and no
 * permission left.
 */
export async function relatedOfRoles(
  db: DB,
  roles: readonly { id: number; name: string }[],
  withPermissions: boolean,
): Promise<Map<number, RelatedOfRole>> {
  if (roles.length === 0) return new Map();
  const roleIds = roles.map((r) => r.id);
  const hasAll = roles.some((r) => r.name === ALL_PERMISSIONS_ROLE);
  const query = RELATED_OF_ROLES[Number(withPermissions)]![Number(hasAll)]!;
  const [row] = (
    await db.executeQuery(query(db, keyList(db, roleIds), keyList(db, roleIds.map(roleHoldersCounter))))
  ).rows;
  if (!row) throw new Error('a statement without FROM answers one row');
  const holders = fromJson(row.holders);
  await Promise.all(holders.map((h) => foldIfPiled(db, [h.name], Number(h.parts))));
  const counts = new Map(holders.map((h) => [h.name, Number(h.total)]));
  const heldCounts = new Map(fromJson(row.held_counts).map((h) => [h.role_id, Number(h.count)]));
  const permissions = new Map<number, PermissionSummary[]>(roleIds.map((id) => [id, []]));
  for (const { role_id, ...p } of row.held ? fromJson(row.held) : [])
    permissions.get(role_id)!.push({ ...p, module: moduleOf(p.name) });
  const everything = (row.everything ? fromJson(row.everything) : []).map((p) => ({
    ...p,
    module: moduleOf(p.name),
  }));
  return new Map(
    roles.map((role) => {
      const all = role.name === ALL_PERMISSIONS_ROLE;
      return [
        role.id,
        {
          users_count: counts.get(roleHoldersCounter(role.id)) ?? 0,
          permissions_count: all ? Number(row.total) : (heldCounts.get(role.id) ?? 0),
          ...(withPermissions ? { permissions: all ? everything : permissions.get(role.id)! } : {}),
        },
      ];
    }),
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
