import { moduleOf, type PERMISSION_SORTS, type PermissionSummary, type RoleSummary } from '@school/contract';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres, type DB } from '../../db/connect';
import { anyOfKeys, inKeyList, keyList, type KeyList } from '../../db/in-list';
import type { PermissionRow } from '../../db/database';
import { batchesAfterId, type ListCount, type PageRequest } from '../../lib/pagination';
import { containsAny } from '../../lib/search';
import { byCreation, byText, sortedBy, type SortColumns } from '../../lib/sorting';
import { isoNow } from '../../lib/time';

export interface PermissionFilters {
  search?: string | undefined;
  module?: string | undefined;
}

export type PermissionSort = (typeof PERMISSION_SORTS)[number];

/** By name by default, so a module's permissions stand together. */
const SORTS: SortColumns<PermissionSort> = {
  name: byText('name'),
  created_at: byCreation('id'),
};

/** Permissions are a few hundred rows: a substring match over three columns is enough. */
function filtered(db: DB, filters: PermissionFilters) {
  let query = db.selectFrom('permissions');
  if (filters.search)
    query = query.where(containsAny(['name', 'display_name', 'description'], filters.search));
  if (filters.module) {
    // The module is the text before the first underscore, compared exactly as moduleOf does (a
    // LIKE would ignore case on SQLite only); `general` also holds the names without one.
    const prefix = `${filters.module}_`;
    const inModule = filters.module.includes('_')
      ? sql<boolean>`1 = 0`
      : sql<boolean>`substr(name, 1, ${prefix.length}) = ${prefix}`;
    query =
      filters.module === 'general'
        ? query.where(sql<boolean>`(${inModule} OR name NOT LIKE '%\\_%' ESCAPE '\\')`)
        : query.where(inModule);
  }
  return query;
}

/** The permissions list's count and its sorted rows. */
export function permissionList(db: DB, filters: PermissionFilters) {
  return {
    count: { filtered: filtered(db, filters), counters: null } satisfies ListCount,
    sorted: ({ sort, direction }: Pick<PageRequest<PermissionSort>, 'sort' | 'direction'>) =>
      sortedBy(db, filtered(db, filters).selectAll(), SORTS[sort], direction, 'id'),
  };
}

/** The whole filtered list in batches of ids after the last one, for exports. */
export function permissionBatches(db: DB, filters: PermissionFilters): AsyncGenerator<PermissionRow[]> {
  return batchesAfterId((after, size) =>
    filtered(db, filters).selectAll().where('id', '>', after).orderBy('id').limit(size).execute(),
  );
}

/** Every permission, by name: the manage-permissions checkboxes and the module tiles. */
export async function allPermissions(db: DB): Promise<PermissionSummary[]> {
  const rows = await sortedBy(
    db,
    db.selectFrom('permissions').select(['id', 'name', 'display_name']),
    SORTS.name,
    'asc',
    'id',
  ).execute();
  return rows.map((p) => ({ ...p, module: moduleOf(p.name) }));
}

export async function countAllPermissions(db: DB): Promise<number> {
  const row = await db
    .selectFrom('permissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findPermission(db: DB, id: number): Promise<PermissionRow | undefined> {
  return db.selectFrom('permissions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Of these names, the ones already taken (lower case), whatever their case. */
export async function takenPermissionNames(db: DB, names: string[], exceptId?: number): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  let query = db
    .selectFrom('permissions')
    .select(sql<string>`lower(name)`.as('lower_name'))
    .where(
      sql<string>`lower(name)`,
      'in',
      names.map((n) => n.toLowerCase()),
    );
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return new Set((await query.execute()).map((r) => r.lower_name));
}

export type PermissionValues = Pick<PermissionRow, 'name' | 'display_name' | 'description'>;

export async function insertPermissions(db: DB, values: PermissionValues[]): Promise<PermissionRow[]> {
  const now = isoNow();
  return db
    .insertInto('permissions')
    .values(values.map((v) => ({ ...v, created_at: now, updated_at: now })))
    .returningAll()
    .execute();
}

export async function updatePermission(db: DB, id: number, values: PermissionValues): Promise<PermissionRow> {
  return db
    .updateTable('permissions')
    .set({ ...values, updated_at: isoNow() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deletePermission(db: DB, id: number): Promise<void> {
  await db.deleteFrom('permissions').where('id', '=', id).execute();
}

/**
 * The roles holding these permissions explicitly, a page's related rows, compiled once
 * (db/compiled-once.ts). On PostgreSQL the roles are probed by their ids (`anyOfKeys`).
 */
const rolesOfPermissionsQuery = compiledOnce((db: DB, permissionIds: KeyList) =>
  db
    .selectFrom('permission_role')
    .innerJoin('roles', 'roles.id', 'permission_role.role_id')
    .select(['permission_role.permission_id', 'roles.id', 'roles.name', 'roles.display_name'])
    .where(inKeyList(db, 'permission_role.permission_id', permissionIds))
    .$if(isPostgres(db), (query) =>
      query.where(
        anyOfKeys(
          'roles.id',
          db
            .selectFrom('permission_role as held')
            .select('held.role_id')
            .where(inKeyList(db, 'held.permission_id', permissionIds)),
        ),
      ),
    )
    .orderBy('roles.id'),
);

/** The roles holding each of these permissions explicitly, in one query. */
export async function rolesOfPermissions(
  db: DB,
  permissionIds: number[],
): Promise<Map<number, RoleSummary[]>> {
  const roles = new Map<number, RoleSummary[]>(permissionIds.map((id) => [id, []]));
  if (permissionIds.length === 0) return roles;
  const { rows } = await db.executeQuery(rolesOfPermissionsQuery(db, keyList(db, permissionIds)));
  for (const { permission_id, ...role } of rows) roles.get(permission_id)!.push(role);
  return roles;
}

/** Replaces the roles holding a permission with exactly these. */
export async function setPermissionRoles(db: DB, permissionId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('permission_role').where('permission_id', '=', permissionId).execute();
  if (roleIds.length === 0) return;
  const now = isoNow();
  await db
    .insertInto('permission_role')
    .values(roleIds.map((role_id) => ({ permission_id: permissionId, role_id, created_at: now })))
    .execute();
}

/** Of these ids, the ones that name a permission. */
/** The names of those of `ids` that name a permission, by id. */
export async function permissionNamesByIds(db: DB, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('permissions').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
