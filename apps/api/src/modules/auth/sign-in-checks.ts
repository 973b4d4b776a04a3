import { customMessage, type RoleSummary } from '@school/contract';
import type { UserRow } from '../../db/database';
import { AppError, schoolInactive } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { say } from '../../lib/i18n';
import { isSuperadmin } from '../access/access-cache';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { maintenanceMode } from '../settings/settings.service';
import { onlyArchivedPerson } from '../users/person-account';
import { rolesOfUser } from '../users/users.repository';
import { isLockedOutBySchool } from './caller-records';

/**
 * What keeps out an account whose password was right: suspended or not yet active, archived by
 * its school, its school deactivated, maintenance for anyone but a superadmin. Checked after the
 * password, and again when a second step opens the session (the account may have been suspended
 * meanwhile). The trail says why. Answers the account's roles.
 */
export async function assertMaySignIn(
  deps: Deps,
  user: UserRow,
  loginKey: string,
  actor: Actor,
): Promise<RoleSummary[]> {
  const refuse = async (error: AppError, reason: string) => {
    await recordAudit(deps.db, actor, {
      event: 'login_refused',
      description: `Sign-in refused for ${loginKey}: ${reason}`,
      userId: user.id,
      properties: { email: loginKey, reason },
    });
    return error;
  };
  // Only someone who knows the password learns that the account is blocked.
  if (user.status === 'suspended') {
    throw await refuse(new AppError(403, say('auth.suspended')), 'account suspended');
  }
  if (user.status === 'inactive') {
    throw await refuse(new AppError(403, say('auth.not_active')), 'account not active');
  }
  if (await onlyArchivedPerson(deps.db, user.id)) {
    throw await refuse(new AppError(403, say('auth.archived')), 'archived');
  }
  const roles = await rolesOfUser(deps.db, user.id);
  const superadmin = isSuperadmin(roles);
  // A deactivated school keeps out its admin and its teachers, students and parents alike.
  if (!superadmin && (await isLockedOutBySchool(deps.db, user.id))) {
    throw await refuse(schoolInactive(), 'school inactive');
  }
  // Maintenance keeps everyone but a superadmin out, at sign-in as on every call.
  if ((await maintenanceMode(deps.db)) && !superadmin) {
    throw await refuse(new AppError(503, customMessage('maintenance')), 'maintenance');
  }
  return roles;
}
