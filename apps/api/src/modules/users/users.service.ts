import {
  CORE_ROLE_NAMES,
  fieldMessage,
  type ConsoleUser,
  type createUserInputSchema,
  type RoleSummary,
  type updateUserInputSchema,
  type UserList,
  type UserStatus,
} from '@school/contract';
import type { z } from 'zod';
import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { countedPage, type PageRequest } from '../../lib/pagination';
import { hashPassword, reusesCurrentPassword, SAME_AS_CURRENT_PASSWORD } from '../../lib/passwords';
import { removeStoredFile } from '../../lib/storage';
import { ALL_PERMISSIONS_ROLE } from '../access/access-cache';
import {
  assertMayGrantRoles,
  assertMayManageUser,
  assertNotOwnRoles,
  requirePermission,
  type Grantor,
} from '../access/delegation';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { type PermissionName } from '../permissions/catalogue';
import { lockEnds, lockedUntil, lockoutWindowStart } from '../auth/account-lockout';
import { clearFailuresForEmail, lockLoginKeys } from '../auth/login-attempts.repository';
import { storageUrl } from '../auth/session-user';
import { endOtherAccess } from '../auth/tokens.repository';
import { passwordPolicyErrors, securitySettings } from '../settings/security-settings';
import {
  countUsersWithRole,
  deleteUserRow,
  lockSuperadminChanges,
  findRoleByName,
  findRolesByIds,
  replaceRolesOfUser,
  schoolRecordsOfUser,
} from './roles-of-user.repository';
import { assertPersonRolesKept, insertSchoolPerson, schoolPersonErrors } from './school-person';
import {
  userList,
  relatedOfUsers,
  searchUsers,
  type UserFilters,
  type UserSort,
} from './users-list.repository';
import {
  emailTaken,
  findUserById,
  insertUser,
  rolesOfUser,
  schoolOfAdmin,
  updateUser,
} from './users.repository';
import { permissionNameSaid, say, type ErrorKey } from '../../lib/i18n';

type CreateUserValues = z.output<typeof createUserInputSchema>;
type UpdateUserValues = z.output<typeof updateUserInputSchema>;

const AUDITED = ['name', 'email', 'phone', 'status'] as const;
const snapshot = (u: UserRow) => Object.fromEntries(AUDITED.map((k) => [k, u[k]]));

/** A page of users with their roles, schools and lockouts, in one statement whatever its size. */
async function present(db: DB, rows: UserRow[]): Promise<ConsoleUser[]> {
  const related = await relatedOfUsers(
    db,
    rows.map((r) => r.id),
    lockoutWindowStart(),
  );
  // Failed sign-ins are counted per e-mail: an account without one is never locked.
  const locked = await lockEnds(
    db,
    new Map(rows.map((r) => [r.id, r.email ? related.get(r.id)!.failures : []])),
  );
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    status: u.status,
    profile_picture: storageUrl(u.profile_picture),
    roles: related.get(u.id)!.roles,
    school: related.get(u.id)!.school,
    last_login_at: u.last_login_at,
    locked_until: locked.get(u.id) ?? null,
    email_verified_at: u.email_verified_at,
    created_at: u.created_at,
    updated_at: u.updated_at,
  }));
}

const presentOne = async (db: DB, row: UserRow) => (await present(db, [row]))[0]!;

async function existing(db: DB, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(say('not_found.user'));
  return user;
}

async function checkPassword(db: DB, password: string): Promise<void> {
  const policy = passwordPolicyErrors(password, await securitySettings(db));
  if (policy.length > 0) throw invalid({ password: policy });
}

/**
 * The platform must keep one active superadmin, or nobody could run it. `write` may take one away
 * (a suspension, deactivation, role change or deletion): it runs in the change's transaction under
 * a lock that serialises such changes, and is undone when it leaves none active. Counting around
 * the write, rather than judging the user as read before the transaction, holds even when another
 * request changed that user in between.
 */
async function keepingASuperadmin<T>(
  trx: DB,
  losing: 'suspend' | 'deactivate' | 'delete' | 'remove_role',
  write: () => Promise<T>,
): Promise<T> {
  await lockSuperadminChanges(trx);
  const before = await countUsersWithRole(trx, 'superadmin', 'active');
  const result = await write();
  if (before > 0 && (await countUsersWithRole(trx, 'superadmin', 'active')) === 0) {
    throw conflict(say(`conflict.last_superadmin_${losing}`));
  }
  return result;
}

async function guardSchoolAdmin(db: DB, userId: number): Promise<void> {
  const school = await schoolOfAdmin(db, userId);
  if (school) {
    throw conflict(say('conflict.user_administers', { school: school.name }));
  }
}

type RoleRef = { id: number; name: string };

/**
 * A change of a user's roles, by an edit or by assign-roles: each role given or taken fits under
 * the grantor, a school's person keeps their role with their record, and a school's admin keeps
 * school_admin.
 */
async function checkRoleChange(
  db: DB,
  grantor: Grantor,
  id: number,
  added: readonly RoleRef[],
  dropped: readonly RoleRef[],
  field: 'role' | 'role_ids',
): Promise<void> {
  await assertMayGrantRoles(grantor, [...added, ...dropped]);
  await assertPersonRolesKept(
    db,
    id,
    { added: added.map((r) => r.name), dropped: dropped.map((r) => r.name) },
    field,
  );
  if (dropped.some((r) => r.name === 'school_admin')) await guardSchoolAdmin(db, id);
}

export async function userPage(
  db: DB,
  filters: UserFilters,
  request: PageRequest<UserSort>,
): Promise<UserList> {
  const { count, sorted } = await userList(db, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return { users: await present(db, rows), pagination };
}

export async function findUsers(db: DB, filters: UserFilters): Promise<ConsoleUser[]> {
  return present(db, await searchUsers(db, filters));
}

export async function getUser(db: DB, id: number): Promise<ConsoleUser> {
  return presentOne(db, await existing(db, id));
}

/**
 * The audit trail's own entry whenever a write gives or takes the superadmin role, besides the
 * write's entry: whoever holds it holds the whole platform, so the security events list it.
 */
async function recordSuperadminChange(
  trx: DB,
  actor: Actor,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  const had = before.includes(ALL_PERMISSIONS_ROLE);
  const has = after.includes(ALL_PERMISSIONS_ROLE);
  if (had === has) return;
  await recordAudit(trx, actor, {
    event: has ? 'superadmin_role_granted' : 'superadmin_role_revoked',
    description: `${CORE_ROLE_NAMES.superadmin} role ${has ? 'given to' : 'taken from'} ${user.name} <${user.email}>`,
    properties: { user_id: user.id, before: [...before], after: [...after] },
  });
}

const permissionName = (permission: PermissionName) => permissionNameSaid(permission);

/** The status actions of the user screen, each its own permission, also when done by an edit. */
function statusPermission(from: UserStatus, to: UserStatus): PermissionName {
  if (to !== 'active') return 'users_suspend';
  return from === 'suspended' ? 'users_activate' : 'users_approve';
}

export async function createUser(
  db: DB,
  input: CreateUserValues,
  actor: Actor,
  grantor: Grantor,
): Promise<ConsoleUser> {
  const role = await findRoleByName(db, input.role);
  if (role) await assertMayGrantRoles(grantor, [role]);
  const errors: Record<string, string[]> = {};
  if (!role) errors.role = [fieldMessage('selected', 'role')];
  if (await emailTaken(db, input.email)) errors.email = [fieldMessage('taken', 'email')];
  const policy = passwordPolicyErrors(input.password, await securitySettings(db));
  if (policy.length > 0) errors.password = policy;
  Object.assign(errors, await schoolPersonErrors(db, input));
  if (Object.keys(errors).length > 0 || !role) throw invalid(errors);

  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      password_hash: passwordHash,
      status: input.status,
      profile_picture: null,
      last_login_at: null,
      email_verified_at: null,
    });
    await replaceRolesOfUser(trx, user.id, [role.id]);
    const person = await insertSchoolPerson(trx, user.id, input);
    await recordAudit(trx, actor, {
      event: 'user_created',
      description: `User ${user.name} <${user.email}> created as ${role.name}`,
      // A school's teacher or student is in that school's trail too.
      ...(person ? { schoolId: person.school_id } : {}),
      properties: {
        after: { ...snapshot(user), role: role.name, ...(person ? { [role.name]: person } : {}) },
      },
    });
    await recordSuperadminChange(trx, actor, user, [], [role.name]);
    return presentOne(trx, user);
  });
}

/** `sessionTokenId`: the token of the request, kept when superadmins change their own password. */
export async function editUser(
  db: DB,
  id: number,
  input: UpdateUserValues,
  actor: Actor,
  grantor: Grantor,
  sessionTokenId?: number,
): Promise<ConsoleUser> {
  const before = await existing(db, id);
  const roles = await rolesOfUser(db, id);
  await assertMayManageUser(
    grantor,
    roles.map((r) => r.id),
  );
  const status = input.status ?? before.status;
  // An edit does what the screen's own actions do only for a caller who holds those permissions.
  if (status !== before.status) {
    const needed = statusPermission(before.status, status);
    requirePermission(
      grantor,
      needed,
      say(`forbidden.status_needs_${status}`, { permission: permissionName(needed) }),
    );
  }
  if (input.password) {
    requirePermission(
      grantor,
      'users_set_password',
      say('forbidden.password_needs', { permission: permissionName('users_set_password') }),
    );
  }
  const role = input.role ? await findRoleByName(db, input.role) : undefined;
  if (input.role && !role) throw invalid({ role: [fieldMessage('selected', 'role')] });
  // A new main role replaces the old main role; the user's other roles stay.
  const newRoleIds =
    role && role.id !== roles[0]?.id
      ? [
          role.id,
          ...roles
            .slice(1)
            .map((r) => r.id)
            .filter((r) => r !== role.id),
        ]
      : null;
  const dropped = newRoleIds ? roles.filter((r) => !newRoleIds.includes(r.id)) : [];
  if (role && newRoleIds) {
    requirePermission(
      grantor,
      'users_assign_roles',
      say('forbidden.roles_need', { permission: permissionName('users_assign_roles') }),
    );
    assertNotOwnRoles(grantor, id);
    await checkRoleChange(
      db,
      grantor,
      id,
      roles.some((r) => r.id === role.id) ? [] : [role],
      dropped,
      'role',
    );
  }
  if (await emailTaken(db, input.email, id)) throw invalid({ email: [fieldMessage('taken', 'email')] });
  if (input.password) {
    await checkPassword(db, input.password);
    if (await reusesCurrentPassword(before.password_hash, input.password)) {
      throw invalid({ password: [SAME_AS_CURRENT_PASSWORD()] });
    }
  }

  const blocking = status !== 'active' && before.status === 'active';
  if (blocking && actor.userId === id) throw conflict(say('conflict.own_account_block'));

  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction().execute(async (trx) => {
    const write = async () => {
      const row = await updateUser(trx, id, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        status,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      });
      if (newRoleIds) await replaceRolesOfUser(trx, id, newRoleIds);
      return row;
    };
    const after =
      status !== 'active' || newRoleIds
        ? await keepingASuperadmin(trx, status !== 'active' ? 'deactivate' : 'remove_role', write)
        : await write();
    // A new password, a new e-mail or a blocked account ends every session and reset link of that
    // user, except the session making the request when superadmins change their own account.
    if (passwordHash || blocking || after.email !== before.email)
      await endOtherAccess(trx, id, actor.userId === id ? sessionTokenId : undefined);
    const roleNames = roles.map((r) => r.name);
    const newRoleNames = newRoleIds ? (await rolesOfUser(trx, id)).map((r) => r.name) : roleNames;
    await recordAudit(trx, actor, {
      event: 'user_updated',
      description: `User ${after.name} <${after.email}> updated`,
      properties: {
        before: { ...snapshot(before), roles: roleNames },
        after: { ...snapshot(after), roles: newRoleNames },
        password_changed: Boolean(passwordHash),
      },
    });
    await recordSuperadminChange(trx, actor, after, roleNames, newRoleNames);
    return presentOne(trx, after);
  });
}

const TRANSITIONS = {
  approve: { from: ['inactive'], to: 'active', event: 'user_approved', past: 'approved' },
  suspend: { from: ['active', 'inactive'], to: 'suspended', event: 'user_suspended', past: 'suspended' },
  activate: { from: ['suspended'], to: 'active', event: 'user_activated', past: 'activated' },
} as const satisfies Record<string, { from: UserStatus[]; to: UserStatus; event: string; past: string }>;
export type StatusAction = keyof typeof TRANSITIONS;

/** Why an action does not apply to the user's status (errors catalogue keys, said when thrown). */
const FROM_MESSAGES: Record<StatusAction, ErrorKey> = {
  approve: 'conflict.cannot_approve',
  suspend: 'conflict.already_suspended',
  activate: 'conflict.cannot_activate',
};

export async function changeStatus(
  db: DB,
  id: number,
  action: StatusAction,
  actor: Actor,
  grantor: Grantor,
): Promise<ConsoleUser> {
  const rule = TRANSITIONS[action];
  const before = await existing(db, id);
  await assertMayManageUser(
    grantor,
    (await rolesOfUser(db, id)).map((r) => r.id),
  );
  if (!(rule.from as readonly UserStatus[]).includes(before.status))
    throw conflict(say(FROM_MESSAGES[action]));
  if (action === 'suspend' && actor.userId === id) throw conflict(say('conflict.own_account_suspend'));
  return db.transaction().execute(async (trx) => {
    const write = () => updateUser(trx, id, { status: rule.to });
    const after = rule.to === 'active' ? await write() : await keepingASuperadmin(trx, 'suspend', write);
    if (rule.to !== 'active') await endOtherAccess(trx, id);
    await recordAudit(trx, actor, {
      event: rule.event,
      description: `User ${after.name} <${after.email}> ${rule.past}`,
      properties: { before: { status: before.status }, after: { status: after.status } },
    });
    return presentOne(trx, after);
  });
}

/**
 * Ends the sign-in lockout of an account: its e-mail's failed sign-ins are forgiven, as a right
 * password forgives them (the client address's failures stay counted). Serialised with sign-ins
 * at that e-mail, so a guess being checked meanwhile is counted after it. An account that is
 * not locked answers 409, as the other status actions do from the wrong state.
 */
export async function unlockUser(db: DB, id: number, actor: Actor, grantor: Grantor): Promise<ConsoleUser> {
  const user = await existing(db, id);
  // Whoever may let guesses at an account start again must hold every power of that account.
  await assertMayManageUser(
    grantor,
    (await rolesOfUser(db, id)).map((r) => r.id),
  );
  const email = user.email;
  if (!email) throw conflict(say('conflict.not_locked'));
  return db.transaction().execute(async (trx) => {
    await lockLoginKeys(trx, [`email:${email}`]);
    const until = await lockedUntil(trx, email);
    if (!until) throw conflict(say('conflict.not_locked'));
    await clearFailuresForEmail(trx, email);
    await recordAudit(trx, actor, {
      event: 'user_unlocked',
      description: `User ${user.name} <${user.email}> unlocked after failed sign-ins`,
      properties: { before: { locked_until: until }, after: { locked_until: null } },
    });
    return presentOne(trx, user);
  });
}

export async function removeUser(
  { db, config }: Deps,
  id: number,
  actor: Actor,
  grantor: Grantor,
): Promise<void> {
  const user = await existing(db, id);
  await assertMayManageUser(
    grantor,
    (await rolesOfUser(db, id)).map((r) => r.id),
  );
  if (actor.userId === id) throw conflict(say('conflict.own_account_delete'));
  const records = await schoolRecordsOfUser(db, id);
  if (records.students > 0 || records.teachers > 0) {
    throw conflict(say('conflict.user_has_records'));
  }
  const presented = await presentOne(db, user);
  const picture = await db.transaction().execute(async (trx) => {
    const picture = await keepingASuperadmin(trx, 'delete', () => deleteUserRow(trx, id));
    await recordAudit(trx, actor, {
      event: 'user_deleted',
      description: `User ${user.name} <${user.email}> deleted`,
      properties: { before: presented },
    });
    return picture;
  });
  // The picture is served without a token: its file goes once the delete has committed.
  await removeStoredFile(config.storageDir, picture);
}

export async function userRoles(db: DB, id: number): Promise<RoleSummary[]> {
  await existing(db, id);
  return rolesOfUser(db, id);
}

export async function assignRoles(
  db: DB,
  id: number,
  roleIds: number[],
  actor: Actor,
  grantor: Grantor,
): Promise<ConsoleUser> {
  const user = await existing(db, id);
  const before = await rolesOfUser(db, id);
  await assertMayManageUser(
    grantor,
    before.map((r) => r.id),
  );
  assertNotOwnRoles(grantor, id);
  const unique = [...new Set(roleIds)];
  const found = await findRolesByIds(db, unique);
  if (found.length !== unique.length)
    throw invalid({ role_ids: [fieldMessage('selected_several', 'role_ids')] });
  const added = found.filter((r) => !before.some((b) => b.id === r.id));
  const dropped = before.filter((b) => !unique.includes(b.id));
  await checkRoleChange(db, grantor, id, added, dropped, 'role_ids');

  const beforeNames = before.map((r) => r.name);
  const afterNames = unique.map((r) => found.find((f) => f.id === r)!.name);
  return db.transaction().execute(async (trx) => {
    const write = () => replaceRolesOfUser(trx, id, unique);
    await (afterNames.includes(ALL_PERMISSIONS_ROLE)
      ? write()
      : keepingASuperadmin(trx, 'remove_role', write));
    await recordAudit(trx, actor, {
      event: 'role_assigned',
      description: `Roles of ${user.name} set to ${afterNames.join(', ')}`,
      properties: { before: beforeNames, after: afterNames },
    });
    await recordSuperadminChange(trx, actor, user, beforeNames, afterNames);
    return presentOne(trx, user);
  });
}
