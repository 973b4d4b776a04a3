import type { RoleSummary, SessionUser } from '@school/contract';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import { permissionsOfRoles, type AccessSnapshot } from '../access/access-cache';
import { rolesOfUser, schoolOfAdmin } from '../users/users.repository';

/** Where stored files are served from (plugins/static.ts). */
export const storageUrl = (relativePath: string | null): string | null =>
  relativePath ? `/storage/${relativePath}` : null;

/** The user as /login and /me answer it (server-rules.md, "Sessions"). */
export async function toSessionUser(
  db: DB,
  user: UserRow,
  access: AccessSnapshot,
  roles?: RoleSummary[],
): Promise<SessionUser> {
  const userRoles = roles ?? (await rolesOfUser(db, user.id));
  const isSchoolAdmin = userRoles.some((r) => r.name === 'school_admin');
  const school = isSchoolAdmin ? await schoolOfAdmin(db, user.id) : undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    profile_picture: storageUrl(user.profile_picture),
    status: user.status,
    role: userRoles[0]?.name ?? null,
    roles: userRoles,
    ...(isSchoolAdmin
      ? { school: school ? { id: school.id, name: school.name, code: school.code } : null }
      : {}),
    permissions: permissionsOfRoles(
      access,
      userRoles.map((r) => r.id),
    ),
    language: user.language ?? null,
    ...(userRoles.some((r) => r.name === 'parent') ? { absence_emails: Boolean(user.absence_emails) } : {}),
  };
}
