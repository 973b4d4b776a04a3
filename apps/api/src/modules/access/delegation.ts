import { forbidden, invalid } from '../../lib/app-error';
import { RESERVED_PERMISSIONS } from '../permissions/catalogue';
import { knowsRoles, type AccessCache, type AccessSnapshot } from './access-cache';
import { say } from '../../lib/i18n';

/**
 * Who is handing on power, as the request was authorised: their roles and what those hold, read
 * from the same access snapshot (a newer one when a role it judges is newer than that: `knowing`).
 * Every service that gives or takes roles or permissions, or acts on another user's account, asks
 * it first (docs/decisions.md, "Delegation").
 */
export interface Grantor {
  userId: number;
  /** Holds the superadmin role: every permission, present and future, and power over superadmins. */
  superadmin: boolean;
  roleIds: ReadonlySet<number>;
  holds: (permission: string) => boolean;
  /** What a role holds: its permission names, `all` for superadmin, undefined for an unknown role. */
  rolePermissions: (roleId: number) => ReadonlySet<string> | 'all' | undefined;
  /**
   * The same grantor judged from a snapshot that holds each of `roleIds` still stored: itself when
   * its own does. A role created since the request's snapshot bumped no version (access-cache.ts),
   * so a role read from the database may be missing from it.
   */
  knowing: (roleIds: readonly number[]) => Promise<Grantor>;
}

export function grantorFrom(
  userId: number,
  roleIds: readonly number[],
  access: AccessSnapshot,
  cache: AccessCache,
): Grantor {
  const roles = roleIds.flatMap((id) => access.roles.get(id) ?? []);
  const superadmin = roles.some((role) => role.all);
  const grantor: Grantor = {
    userId,
    superadmin,
    roleIds: new Set(roles.map((role) => role.id)),
    holds: (permission) => superadmin || roles.some((role) => role.permissions.has(permission)),
    rolePermissions: (roleId) => {
      const role = access.roles.get(roleId);
      return role && (role.all ? 'all' : role.permissions);
    },
    knowing: async (ids) =>
      knowsRoles(access, ids)
        ? grantor
        : grantorFrom(userId, roleIds, await cache.at(access.version, ids), cache),
  };
  return grantor;
}

const list = (names: Iterable<string>) => [...names].sort().join(', ');

/** The permissions of `names` the grantor lacks. */
const lacking = (grantor: Grantor, names: Iterable<string>) =>
  [...names].filter((name) => !grantor.holds(name));

/** 403 unless the grantor also holds `permission`: an action that reaches into another's power. */
export function requirePermission(grantor: Grantor, permission: string, message: string): void {
  if (!grantor.holds(permission)) throw forbidden(message);
}

/** Nobody gives (or takes away) a permission they do not hold themselves. */
export function assertMayGrantPermissions(grantor: Grantor, names: Iterable<string>): void {
  const missing = lacking(grantor, names);
  if (missing.length > 0) {
    throw forbidden(say('forbidden.grant_not_held', { permissions: list(missing) }));
  }
}

/** Reserved permissions stay with the superadmin role: no role may be given one (422 on `field`). */
export function assertNotReserved(names: Iterable<string>, field: string): void {
  const reserved = [...names].filter((name) => RESERVED_PERMISSIONS.has(name));
  if (reserved.length > 0) {
    throw invalid({ [field]: [say('rules.reserved_permissions', { permissions: list(reserved) })] });
  }
}

/**
 * Giving or taking each of `roles` from a user, or changing or deleting a role: each must fit
 * under the grantor, who holds everything it holds (so never the superadmin role). Judged from a
 * snapshot that holds those roles; one deleted meanwhile is refused.
 */
export async function assertMayGrantRoles(
  grantor: Grantor,
  roles: readonly { id: number; name: string }[],
  verb: 'give_or_take' | 'change' | 'delete' = 'give_or_take',
): Promise<void> {
  if (grantor.superadmin) return;
  const judge = await grantor.knowing(roles.map((role) => role.id));
  for (const role of roles) {
    const held = judge.rolePermissions(role.id);
    if (held === 'all') {
      throw forbidden(say(`forbidden.superadmin_role_${verb}`));
    }
    const missing = held ? lacking(judge, held) : [say('forbidden.role_changed_meanwhile')];
    if (missing.length > 0) {
      throw forbidden(
        say(`forbidden.role_holds_more_${verb}`, { role: role.name, permissions: list(missing) }),
      );
    }
  }
}

/**
 * Acting on another user's account (edit, password, status, delete, roles): only a superadmin
 * touches a superadmin, and nobody touches an account holding a permission they lack, since
 * whoever controls an account (its e-mail, its password) holds its powers. `roleIds` are the
 * account's roles as just read; judged from a snapshot that holds them.
 */
export async function assertMayManageUser(grantor: Grantor, roleIds: readonly number[]): Promise<void> {
  if (grantor.superadmin) return;
  const judge = await grantor.knowing(roleIds);
  const missing = new Set<string>();
  for (const roleId of roleIds) {
    const held = judge.rolePermissions(roleId);
    if (held === 'all') throw forbidden(say('forbidden.superadmin_account'));
    for (const name of held ? lacking(judge, held) : [say('forbidden.role_changed_meanwhile')])
      missing.add(name);
  }
  if (missing.size > 0) {
    throw forbidden(say('forbidden.account_holds_more', { permissions: list(missing) }));
  }
}

/** A delegate's own roles and own role's permissions are set by someone else. */
export function assertNotOwnRoles(grantor: Grantor, userId: number): void {
  if (!grantor.superadmin && grantor.userId === userId) throw forbidden(say('forbidden.own_roles'));
}

export function assertNotOwnRole(grantor: Grantor, roleIds: Iterable<number>): void {
  if (grantor.superadmin) return;
  for (const roleId of roleIds) {
    if (grantor.roleIds.has(roleId)) {
      throw forbidden(say('forbidden.own_role_permissions'));
    }
  }
}
