import type {
  PlatformNotificationSettings,
  PlatformSettings,
  RoleSummary,
  SecuritySettings,
} from '@school/contract';
import type { DB } from '../../db/connect';
import {
  parseEmailSettings,
  parseNotificationSettings,
  parsePlatformSettings,
  type StoredEmailSettings,
} from '../settings/groups';
import { findSettingsGroup } from '../settings/settings.repository';
import { parseSecuritySettings } from '../settings/security-settings';
import { allPermissionNames, readAccessVersion, roleGrants } from './access.repository';

/** The role that holds every permission, present and future, by definition. */
export const ALL_PERMISSIONS_ROLE = 'superadmin';

export const isSuperadmin = (roles: readonly { name: string }[]) =>
  roles.some((role) => role.name === ALL_PERMISSIONS_ROLE);

export interface CachedRole extends RoleSummary {
  permissions: ReadonlySet<string>;
  /** superadmin: passes every permission check. */
  all: boolean;
}

export interface AccessSnapshot {
  version: number;
  roles: ReadonlyMap<number, CachedRole>;
  /** Every permission's name, sorted: what the superadmin role holds. */
  permissionNames: readonly string[];
  security: SecuritySettings;
  /** Maintenance mode is checked on every request, so it is held here too. */
  platform: PlatformSettings;
  /** The mailer's SMTP server, when the settings name one. */
  email: StoredEmailSettings;
  /** Which notification e-mails are sent: read by each sender. */
  notifications: PlatformNotificationSettings;
}

async function load(db: DB): Promise<AccessSnapshot> {
  // The version is read first: a change committed while the rest loads makes the snapshot newer
  // than its label, and the next request (seeing the newer number) simply loads again.
  const version = await readAccessVersion(db);
  const [grants, permissionNames, security, platform, email, notifications] = await Promise.all([
    roleGrants(db),
    allPermissionNames(db),
    findSettingsGroup(db, 'security'),
    findSettingsGroup(db, 'platform'),
    findSettingsGroup(db, 'email'),
    findSettingsGroup(db, 'notifications'),
  ]);
  const roles = new Map<number, CachedRole & { permissions: Set<string> }>();
  for (const grant of grants) {
    let role = roles.get(grant.id);
    if (!role) {
      role = {
        id: grant.id,
        name: grant.name,
        display_name: grant.display_name,
        permissions: new Set(),
        all: grant.name === ALL_PERMISSIONS_ROLE,
      };
      roles.set(grant.id, role);
    }
    if (grant.permission) role.permissions.add(grant.permission);
  }
  return {
    version,
    roles,
    permissionNames,
    security: parseSecuritySettings(security),
    platform: parsePlatformSettings(platform),
    email: parseEmailSettings(email),
    notifications: parseNotificationSettings(notifications),
  };
}

/**
 * The names of every permission any of `roleIds` holds, sorted (all of them for superadmin); the
 * snapshot must hold those roles (AccessCache.at).
 */
export function permissionsOfRoles(access: AccessSnapshot, roleIds: readonly number[]): string[] {
  const roles = roleIds.flatMap((id) => access.roles.get(id) ?? []);
  if (roles.some((role) => role.all)) return [...access.permissionNames];
  return [...new Set(roles.flatMap((role) => [...role.permissions]))].sort();
}

/** Whether the snapshot holds each of `roleIds`. */
export const knowsRoles = (snapshot: AccessSnapshot, roleIds: readonly number[]) =>
  roleIds.every((id) => snapshot.roles.has(id));

/**
 * Roles, their permissions and the platform settings, held in memory per API node. Each request
 * learns the stored version from its token lookup; the cache reloads only when that differs, so
 * the steady state costs no query, and a change made on any node is seen on the next request.
 *
 * Creating a role does not bump the version: nobody holds a new role, so nobody's access changed
 * (docs/decisions.md, "Where a request's time goes"). A snapshot may therefore lack a role
 * that exists; whoever reads a role id from the database asks for it here, and a snapshot that
 * lacks it is loaded again.
 */
export class AccessCache {
  private snapshot: AccessSnapshot | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: DB) {}

  /**
   * A snapshot of at least `version` that holds each of `roleIds` still stored: ids read from the
   * database (a token's roles, the role being given, changed or deleted, another user's roles).
   * A role missing after the reload was deleted meanwhile. Never inside a transaction: a load on
   * SQLite would wait for the one connection that transaction holds.
   */
  async at(version: number, roleIds: readonly number[] = []): Promise<AccessSnapshot> {
    // A load already under way may have read the version before the change being asked for.
    while (!this.snapshot || this.snapshot.version < version) await this.reload();
    if (!knowsRoles(this.snapshot, roleIds)) await this.reloadSince(roleIds);
    return this.snapshot;
  }

  /**
   * The snapshot already held, without a query: after `at(version)` in the same request it is at
   * least that version, and holds the roles asked for then (snapshots only move forward).
   */
  held(): AccessSnapshot | null {
    return this.snapshot;
  }

  /** The newest state, reading the version first: for callers without a token lookup. */
  async latest(roleIds: readonly number[] = []): Promise<AccessSnapshot> {
    return this.at(await readAccessVersion(this.db), roleIds);
  }

  private reload(): Promise<void> {
    // Concurrent requests that all saw a new version share one load.
    this.loading ??= load(this.db)
      .then((snapshot) => {
        if (!this.snapshot || snapshot.version >= this.snapshot.version) this.snapshot = snapshot;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /**
   * A load begun after this call, for roles committed before it. A load already under way may have
   * read the roles before they were; it is waited for (it may hold them after all), and then one
   * load is shared by every caller that was waiting, as `reload` shares one.
   */
  private async reloadSince(roleIds: readonly number[]): Promise<void> {
    if (this.loading) {
      await this.loading;
      if (knowsRoles(this.snapshot!, roleIds)) return;
    }
    await this.reload();
  }
}

/**
 * The platform timezone (the platform settings' default_timezone): days counted by the statistics
 * and the audit, and times written in exports, are of this zone (lib/calendar.ts). In a signed-in
 * request the held snapshot is at least the request's version, so this costs no query.
 */
export async function platformTimeZone(access: AccessCache): Promise<string> {
  return (access.held() ?? (await access.latest())).platform.default_timezone;
}
