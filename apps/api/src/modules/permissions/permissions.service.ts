import {
  fieldMessage,
  moduleOf,
  type BulkPermissionRow,
  type CreatePermissionValues,
  type FieldErrors,
  type Permission,
  type PermissionList,
  type RoleSummary,
} from '@school/contract';
import { isUniqueViolation, type DB } from '../../db/connect';
import type { PermissionRow } from '../../db/database';
import { conflict, forbidden, invalid, notFound } from '../../lib/app-error';
import { countedPage, type PageRequest } from '../../lib/pagination';
import { ALL_PERMISSIONS_ROLE } from '../access/access-cache';
import { bumpAccessVersion } from '../access/access.repository';
import {
  assertMayGrantPermissions,
  assertNotOwnRole,
  assertNotReserved,
  requirePermission,
  type Grantor,
} from '../access/delegation';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { existingRoleIds, listRoleOptions } from '../roles/roles.repository';
import { isCataloguePermission } from './catalogue';
import {
  allPermissions,
  deletePermission,
  findPermission,
  insertPermissions,
  permissionList,
  rolesOfPermissions,
  setPermissionRoles,
  takenPermissionNames,
  updatePermission,
  type PermissionFilters,
  type PermissionSort,
} from './permissions.repository';
import { say } from '../../lib/i18n';

const PERMISSION_IN_USE = () => say('conflict.permission_in_use');
const SYSTEM_PERMISSION_DELETE = () => say('forbidden.system_permission_delete');
const NAME_TAKEN = () => fieldMessage('taken', 'name');

/** Rows with their roles, in one more query whatever the page size. */
async function present(db: DB, rows: PermissionRow[], withRoles: boolean): Promise<Permission[]> {
  const roles = await rolesOfPermissions(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const held = roles.get(row.id)!;
    return {
      ...row,
      module: moduleOf(row.name),
      is_system: isCataloguePermission(row.name),
      roles_count: held.length,
      ...(withRoles ? { roles: held, role_ids: held.map((r) => r.id) } : {}),
    };
  });
}

async function presentOne(db: DB, row: PermissionRow): Promise<Permission> {
  return (await present(db, [row], true))[0]!;
}

async function existing(db: DB, id: number): Promise<PermissionRow> {
  const permission = await findPermission(db, id);
  if (!permission) throw notFound(say('not_found.permission'));
  return permission;
}

/**
 * Each id must name a role (422 otherwise). superadmin holds every permission by definition,
 * so a link to it would say nothing and is not stored.
 */
async function grantableRoleIds(db: DB, ids: number[]): Promise<number[]> {
  const found = await existingRoleIds(db, ids);
  if (ids.some((id) => !found.has(id)))
    throw invalid({ role_ids: [fieldMessage('selected_several', 'role_ids')] });
  const superadmin = (await listRoleOptions(db)).find((r) => r.name === ALL_PERMISSIONS_ROLE)?.id;
  return ids.filter((id) => id !== superadmin);
}

const CHOOSING_ROLES =
  "Choosing a permission's roles needs the Assign permissions (roles_assign_permissions) permission.";

/**
 * Giving `name` to roles or taking it from them is assigning permissions: the caller must hold
 * roles_assign_permissions and the permission itself, never touch a role of their own, and a
 * reserved permission stays with the superadmin role.
 */
function assertMayChangeHolders(grantor: Grantor, name: string, changed: number[], granted: boolean): void {
  if (changed.length === 0) return;
  requirePermission(grantor, 'roles_assign_permissions', CHOOSING_ROLES);
  assertNotOwnRole(grantor, changed);
  if (granted) assertNotReserved([name], 'role_ids');
  assertMayGrantPermissions(grantor, [name]);
}

const snapshot = (p: Permission) => ({
  name: p.name,
  display_name: p.display_name,
  description: p.description,
  roles: p.roles?.map((r) => r.name) ?? [],
});

export async function permissionPage(
  db: DB,
  filters: PermissionFilters,
  options: { withRoles: boolean; groupByModule: boolean },
  request: PageRequest<PermissionSort>,
): Promise<PermissionList> {
  const { count, sorted } = permissionList(db, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  const permissions = await present(db, rows, options.withRoles);
  const list: PermissionList = {
    permissions,
    pagination,
  };
  if (options.groupByModule) {
    const groups = new Map<string, Permission[]>();
    for (const p of permissions) groups.set(p.module, [...(groups.get(p.module) ?? []), p]);
    list.groups = [...groups.keys()].sort().map((module) => ({ module, permissions: groups.get(module)! }));
  }
  return list;
}

/** Modules by name, with how many permissions each holds. */
export async function permissionModules(db: DB): Promise<{ module: string; permissions_count: number }[]> {
  const counts = new Map<string, number>();
  for (const p of await allPermissions(db)) counts.set(p.module, (counts.get(p.module) ?? 0) + 1);
  return [...counts.keys()].sort().map((module) => ({ module, permissions_count: counts.get(module)! }));
}

export async function getPermission(db: DB, id: number, includeRoles: boolean): Promise<Permission> {
  return (await present(db, [await existing(db, id)], includeRoles))[0]!;
}

export async function permissionRoles(db: DB, id: number): Promise<RoleSummary[]> {
  return (await presentOne(db, await existing(db, id))).roles!;
}

export async function createPermission(
  db: DB,
  input: CreatePermissionValues,
  actor: Actor,
  grantor: Grantor,
): Promise<Permission> {
  if ((await takenPermissionNames(db, [input.name])).size > 0) throw invalid({ name: [NAME_TAKEN()] });
  const roleIds = [...new Set(await grantableRoleIds(db, input.role_ids ?? []))];
  assertMayChangeHolders(grantor, input.name, roleIds, true);
  return db.transaction().execute(async (trx) => {
    const [row] = await insertPermissions(trx, [
      { name: input.name, display_name: input.display_name, description: input.description },
    ]);
    await setPermissionRoles(trx, row!.id, roleIds);
    await bumpAccessVersion(trx);
    const permission = await presentOne(trx, row!);
    await recordAudit(trx, actor, {
      event: 'permission_created',
      description: `Permission ${permission.name} created`,
      properties: { after: snapshot(permission) },
    });
    return permission;
  });
}

/** Every row whose name is taken, or repeats an earlier row's, named by its index. */
async function bulkNameErrors(db: DB, rows: BulkPermissionRow[]): Promise<FieldErrors> {
  const taken = await takenPermissionNames(
    db,
    rows.map((r) => r.name),
  );
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    const name = row.name.toLowerCase();
    if (taken.has(name) || seen.has(name)) errors[`permissions.${index}.name`] = [NAME_TAKEN()];
    seen.add(name);
  });
  return errors;
}

/** All or nothing: every bad row is named by its index, and then none is created. */
export async function createPermissions(
  db: DB,
  rows: BulkPermissionRow[],
  actor: Actor,
): Promise<Permission[]> {
  const errors = await bulkNameErrors(db, rows);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  try {
    return await db.transaction().execute(async (trx) => {
      const created = await present(trx, await insertPermissions(trx, rows), true);
      await bumpAccessVersion(trx);
      for (const permission of created) {
        await recordAudit(trx, actor, {
          event: 'permission_created',
          description: `Permission ${permission.name} created (bulk)`,
          properties: { after: snapshot(permission) },
        });
      }
      return created;
    });
  } catch (error) {
    // A racing request took a name after the check and has committed by now (the index waits for
    // it): answer with the rows' indexes, as if it had come first.
    if (isUniqueViolation(error)) {
      const raced = await bulkNameErrors(db, rows);
      if (Object.keys(raced).length > 0) throw invalid(raced);
    }
    throw error;
  }
}

export async function editPermission(
  db: DB,
  id: number,
  input: CreatePermissionValues,
  actor: Actor,
  grantor: Grantor,
): Promise<Permission> {
  const before = await presentOne(db, await existing(db, id));
  if (before.is_system && input.name !== before.name) {
    throw invalid({ name: [say('rules.system_permission_name')] });
  }
  if ((await takenPermissionNames(db, [input.name], id)).size > 0) throw invalid({ name: [NAME_TAKEN()] });
  const roleIds =
    input.role_ids === undefined ? undefined : [...new Set(await grantableRoleIds(db, input.role_ids))];
  if (roleIds) {
    const held = before.role_ids!;
    const added = roleIds.filter((r) => !held.includes(r));
    const removed = held.filter((r) => !roleIds.includes(r));
    assertMayChangeHolders(grantor, before.name, [...added, ...removed], added.length > 0);
  }
  return db.transaction().execute(async (trx) => {
    const row = await updatePermission(trx, id, {
      name: input.name,
      display_name: input.display_name,
      description: input.description,
    });
    if (roleIds) await setPermissionRoles(trx, id, roleIds);
    await bumpAccessVersion(trx);
    const after = await presentOne(trx, row);
    await recordAudit(trx, actor, {
      event: 'permission_updated',
      description: `Permission ${after.name} updated`,
      properties: { before: snapshot(before), after: snapshot(after) },
    });
    return after;
  });
}

export async function removePermission(db: DB, id: number, actor: Actor): Promise<void> {
  const permission = await presentOne(db, await existing(db, id));
  if (permission.is_system) throw forbidden(SYSTEM_PERMISSION_DELETE());
  if (permission.roles_count > 0) throw conflict(PERMISSION_IN_USE());
  await db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: a role may have been given it meanwhile.
    if ((await rolesOfPermissions(trx, [id])).get(id)!.length > 0) throw conflict(PERMISSION_IN_USE());
    await deletePermission(trx, id);
    await bumpAccessVersion(trx);
    await recordAudit(trx, actor, {
      event: 'permission_deleted',
      description: `Permission ${permission.name} deleted`,
      properties: {
        before: { id: permission.id, ...snapshot(permission), created_at: permission.created_at },
      },
    });
  });
}

/** Export batches with the roles of each permission. */
export async function* presentedBatches(
  db: DB,
  batches: AsyncIterable<PermissionRow[]>,
): AsyncGenerator<Permission[]> {
  for await (const batch of batches) yield present(db, batch, true);
}
