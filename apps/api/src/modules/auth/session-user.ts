import type { RoleSummary, SessionUser } from '@school/contract';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import type { Deps } from '../../lib/deps';
import { permissionsOfRoles, type AccessSnapshot } from '../access/access-cache';
import { rolesOfUser, schoolOfAdmin } from '../users/users.repository';

/** Where stored files are served from (plugins/static.ts). */
export const storageUrl = (relativePath: string | null): string | null =>
  relativePath ? `/storage/${relativePath}` : null;

/**
 * The user as /login and /me answer it (server-rules.md, "Sessions"). `roles` are the user's roles,
 * and `access` a snapshot that holds them (AccessCache.at or `latest` with their ids): a role
 * created since a node's snapshot bumped no version, and its permissions must not go missing.
 */
export async function toSessionUser(
  db: DB,
  user: UserRow,
  access: AccessSnapshot,
  roles: RoleSummary[],
): Promise<SessionUser> {
  const isSchoolAdmin = roles.some((r) => r.name === 'school_admin');
  const school = isSchoolAdmin ? await schoolOfAdmin(db, user.id) : undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    profile_picture: storageUrl(user.profile_picture),
    status: user.status,
    role: roles[0]?.name ?? null,
    roles,
    ...(isSchoolAdmin
      ? { school: school ? { id: school.id, name: school.name, code: school.code } : null }
      : {}),
    permissions: permissionsOfRoles(
      access,
      roles.map((r) => r.id),
    ),
    language: user.language ?? null,
    ...(roles.some((r) => r.name === 'parent') ? { absence_emails: Boolean(user.absence_emails) } : {}),
  };
}

/**
 * The user's roles and a snapshot that holds them, for `toSessionUser` in a transaction: read
 * before it, since a load cannot run inside one on SQLite.
 */
export async function rolesWithAccess(
  { db, access }: Pick<Deps, 'db' | 'access'>,
  userId: number,
): Promise<{ roles: RoleSummary[]; access: AccessSnapshot }> {
  const roles = await rolesOfUser(db, userId);
  return { roles, access: await access.latest(roles.map((r) => r.id)) };
}
