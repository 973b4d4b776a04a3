import {
  CORE_ROLES,
  fieldMessage,
  type CreateRoleValues,
  type PermissionSummary,
  type Role,
  type RoleList,
  type RoleSummaryCounts,
  type RoleUsers,
  type UpdateRoleValues,
} from '@school/contract';
import type { DB } from '../../db/connect';
import type { RoleRow } from '../../db/database';
import { conflict, forbidden, invalid, notFound } from '../../lib/app-error';
import { countList, countedPage, type PageRequest } from '../../lib/pagination';
import { ALL_PERMISSIONS_ROLE } from '../access/access-cache';
import { bumpAccessVersion } from '../access/access.repository';
import {
  assertMayGrantPermissions,
  assertMayGrantRoles,
  assertNotOwnRole,
  assertNotReserved,
  requirePermission,
  type Grantor,
} from '../access/delegation';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { countAllPermissions, permissionNamesByIds } from '../permissions/permissions.repository';
import {
  addRolePermissions,
  deleteRole,
  findRole,
  insertRole,
  roleList,
  relatedOfRoles,
  roleNameTaken,
  setRolePermissions,
  updateRole,
  userCounts,
  holderList,
  type RoleFilters,
  type RoleSort,
} from './roles.repository';
import { say } from '../../lib/i18n';

const CORE_ROLE_DELETE = () => say('forbidden.core_role_delete');
const ROLE_IN_USE = () => say('conflict.role_in_use');
const ALL_PERMISSIONS_FIXED = () => say('forbidden.all_permissions_fixed');
const NAME_TAKEN = () => fieldMessage('taken', 'name');

const isCore = (name: string) => (CORE_ROLES as readonly string[]).includes(name);

interface PresentOptions {
  withPermissions?: boolean;
  users?: Role['users'];
  /**
   * Rows just inserted with these permissions: with none, nothing is related to them yet
   * (nobody holds a new role), so nothing is read, a round trip to PostgreSQL saved in the
   * write's transaction.
   */
  inserted?: { permissionIds: number[] };
}

/** Rows with their counts (and permissions when asked), in one statement whatever their number. */
async function present(db: DB, rows: RoleRow[], options: PresentOptions = {}): Promise<Role[]> {
  const withPermissions = options.withPermissions ?? false;
  const related =
    options.inserted?.permissionIds.length === 0
      ? new Map(rows.map((row) => [row.id, { users_count: 0, permissions_count: 0, permissions: [] }]))
      : await relatedOfRoles(db, rows, withPermissions);
  return rows.map((row) => {
    const { users_count, permissions_count, permissions } = related.get(row.id)!;
    return {
      ...row,
      is_core: isCore(row.name),
      has_all_permissions: row.name === ALL_PERMISSIONS_ROLE,
      users_count,
      permissions_count,
      ...(withPermissions && permissions
        ? { permissions, permission_ids: permissions.map((p) => p.id) }
        : {}),
      ...(options.users ? { users: options.users } : {}),
    };
  });
}

async function existing(db: DB, id: number): Promise<RoleRow> {
  const role = await findRole(db, id);
  if (!role) throw notFound(say('not_found.role'));
  return role;
}

async function presentOne(
  db: DB,
  row: RoleRow,
  more: Pick<PresentOptions, 'users' | 'inserted'> = {},
): Promise<Role> {
  return (await present(db, [row], { withPermissions: true, ...more }))[0]!;
}

/**
 * The names of the permissions a role is to hold: each id must name one (422), and none may be
 * reserved to the superadmin role (422).
 */
async function grantablePermissions(db: DB, ids: number[]): Promise<Map<number, string>> {
  const found = await permissionNamesByIds(db, ids);
  if (ids.some((id) => !found.has(id))) {
    throw invalid({ permission_ids: [fieldMessage('selected_several', 'permission_ids')] });
  }
  assertNotReserved(found.values(), 'permission_ids');
  return found;
}

const CHOOSING_PERMISSIONS =
  "Choosing a role's permissions needs the Assign permissions (roles_assign_permissions) permission.";

const snapshot = (role: Role) => ({
  name: role.name,
  display_name: role.display_name,
  description: role.description,
  permissions: role.permissions?.map((p) => p.name) ?? [],
});

export async function rolePage(
  db: DB,
  filters: RoleFilters,
  withPermissions: boolean,
  request: PageRequest<RoleSort>,
): Promise<RoleList> {
  const { count, sorted } = roleList(db, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return {
    roles: await present(db, rows, { withPermissions }),
    pagination,
  };
}

export async function roleSummary(db: DB): Promise<RoleSummaryCounts> {
  const [{ total }, { total: core }, permissions] = await Promise.all([
    countList(db, roleList(db, {}).count),
    countList(db, roleList(db, { type: 'core' }).count),
    countAllPermissions(db),
  ]);
  return { total, core, custom: total - core, permissions };
}

export async function getRole(db: DB, id: number, includeUsers: boolean): Promise<Role> {
  const role = await existing(db, id);
  return presentOne(
    db,
    role,
    includeUsers ? { users: await holderList(db, id).sorted().limit(50).execute() } : {},
  );
}

export async function createRole(
  db: DB,
  input: CreateRoleValues,
  actor: Actor,
  grantor: Grantor,
): Promise<Role> {
  const permissionIds = [...new Set(input.permission_ids ?? [])];
  if (permissionIds.length > 0) requirePermission(grantor, 'roles_assign_permissions', CHOOSING_PERMISSIONS);
  if (await roleNameTaken(db, input.name)) throw invalid({ name: [NAME_TAKEN()] });
  assertMayGrantPermissions(grantor, (await grantablePermissions(db, permissionIds)).values());
  return db.transaction().execute(async (trx) => {
    const row = await insertRole(trx, {
      name: input.name,
      display_name: input.display_name,
      description: input.description,
    });
    await addRolePermissions(trx, row.id, permissionIds);
    // No version bump: nobody holds the new role yet, so nobody's access changed. A node whose
    // snapshot predates the role loads again when a request first names it (AccessCache.at).
    const role = await presentOne(trx, row, { inserted: { permissionIds } });
    await recordAudit(trx, actor, {
      event: 'role_created',
      description: `Role ${role.name} created`,
      properties: { after: snapshot(role) },
    });
    return role;
  });
}

export async function editRole(
  db: DB,
  id: number,
  input: UpdateRoleValues,
  actor: Actor,
  grantor: Grantor,
): Promise<Role> {
  const row = await existing(db, id);
  await assertMayGrantRoles(grantor, [row], 'change');
  const before = await presentOne(db, row);
  if (before.is_core && input.name !== before.name) {
    throw invalid({ name: [say('rules.core_role_name')] });
  }
  if (await roleNameTaken(db, input.name, id)) throw invalid({ name: [NAME_TAKEN()] });
  return db.transaction().execute(async (trx) => {
    const row = await updateRole(trx, id, {
      name: input.name,
      display_name: input.display_name,
      description: input.description,
    });
    await bumpAccessVersion(trx);
    const after = await presentOne(trx, row);
    await recordAudit(trx, actor, {
      event: 'role_updated',
      description: `Role ${after.name} updated`,
      properties: { before: snapshot(before), after: snapshot(after) },
    });
    return after;
  });
}

export async function removeRole(db: DB, id: number, actor: Actor, grantor: Grantor): Promise<void> {
  const row = await existing(db, id);
  await assertMayGrantRoles(grantor, [row], 'delete');
  const role = await presentOne(db, row);
  if (role.is_core) throw forbidden(CORE_ROLE_DELETE());
  if (role.users_count > 0) throw conflict(ROLE_IN_USE());
  await db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: a user may have been given the role meanwhile.
    if ((await userCounts(trx, [id])).get(id)! > 0) throw conflict(ROLE_IN_USE());
    await deleteRole(trx, id);
    await bumpAccessVersion(trx);
    // The audit entry keeps the whole record: deleting never loses data silently.
    await recordAudit(trx, actor, {
      event: 'role_deleted',
      description: `Role ${role.name} deleted`,
      properties: { before: { id: role.id, ...snapshot(role), created_at: role.created_at } },
    });
  });
}

export async function rolePermissions(db: DB, id: number): Promise<PermissionSummary[]> {
  return (await presentOne(db, await existing(db, id))).permissions!;
}

export async function assignPermissions(
  db: DB,
  id: number,
  permissionIds: number[],
  actor: Actor,
  grantor: Grantor,
): Promise<Role> {
  const row = await existing(db, id);
  if (row.name === ALL_PERMISSIONS_ROLE) throw forbidden(ALL_PERMISSIONS_FIXED());
  assertNotOwnRole(grantor, [id]);
  const before = await presentOne(db, row);
  const chosen = await grantablePermissions(db, permissionIds);
  // What changes, either way, is what the grantor must hold: a delegate neither gives nor takes
  // away a power that is not theirs.
  const held = new Set(before.permissions!.map((p) => p.name));
  const now = new Set(chosen.values());
  assertMayGrantPermissions(grantor, [
    ...[...now].filter((name) => !held.has(name)),
    ...[...held].filter((name) => !now.has(name)),
  ]);
  return db.transaction().execute(async (trx) => {
    await setRolePermissions(trx, id, permissionIds);
    await bumpAccessVersion(trx);
    const after = await presentOne(trx, (await findRole(trx, id))!);
    const was = new Set(before.permission_ids);
    const now = new Set(after.permission_ids);
    await recordAudit(trx, actor, {
      event: 'permission_granted',
      description: `Permissions of role ${after.name} set (${after.permissions_count})`,
      properties: {
        before: before.permissions!.map((p) => p.name),
        after: after.permissions!.map((p) => p.name),
        granted: after.permissions!.filter((p) => !was.has(p.id)).map((p) => p.name),
        revoked: before.permissions!.filter((p) => !now.has(p.id)).map((p) => p.name),
      },
    });
    return after;
  });
}

export async function roleUsers(db: DB, id: number, page: number, perPage: number): Promise<RoleUsers> {
  await existing(db, id);
  const { count, sorted } = holderList(db, id);
  const { rows, pagination } = await countedPage(db, { page, perPage }, count, sorted());
  return { users: rows, pagination };
}

/** Export batches with the same counts the list shows. */
export async function* presentedBatches(db: DB, batches: AsyncIterable<RoleRow[]>): AsyncGenerator<Role[]> {
  for await (const batch of batches) yield present(db, batch);
}
