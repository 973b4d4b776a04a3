import { SCHOOL_ACCOUNTS_LISTED } from '@school/contract';
import type { DB } from '../../db/connect';
import { endOtherAccess } from '../auth/tokens.repository';
import { findUserById, rolesOfUser, updateUser } from '../users/users.repository';
import { deleteAccounts, dropRole, parentsWithAccounts } from './school-accounts.repository';
import { findAdminOfSchool } from './schools.repository';

interface AccountNamed {
  id: number;
  name: string;
  /** Null for a student enrolled without one. */
  email: string | null;
}

/** What a school's delete did to each account that came with it, for its audit entry. */
export interface ClosedAccounts {
  /** Nothing but this school's parent: deleted, with sessions, reset links and parent record. */
  deleted: (AccountNamed & {
    phone: string | null;
    status: string;
    profile_picture: string | null;
    created_at: string;
  })[];
  /** Its admin, whose only role is school_admin: kept for another school, but inactive and signed out. */
  deactivated: (AccountNamed & { status: { before: string; after: string } })[];
  /** Accounts the platform gave other roles too: they keep those, and lose only what was this school's. */
  kept: (AccountNamed & { was: 'parent' | 'school_admin'; roles: string[] })[];
}

/**
 * Inside the school's delete, before its rows cascade: no account that existed only for this
 * school stays live. A parent's account that is nothing else is deleted, as the school's own
 * parent delete does (it was made for them alone; the e-mail is free again). The admin's account
 * is the platform's (a superadmin made it and may assign it to another school): when school_admin
 * is its only role it is deactivated, its sessions and reset links ended, so it cannot sign in
 * until a superadmin approves it again. An account that also holds other roles is never deleted
 * or deactivated with the school: it keeps those roles and sessions, and loses only its parent
 * role (its parent record goes with the school) or its admin link.
 */
export async function closeSchoolAccounts(trx: DB, schoolId: number) {
  const accounts: ClosedAccounts = { deleted: [], deactivated: [], kept: [] };
  const parents = await parentsWithAccounts(trx, schoolId);
  const only = parents.filter((p) => p.only);
  const shared = parents.filter((p) => !p.only);
  await deleteAccounts(
    trx,
    only.map((p) => p.user_id),
  );
  await dropRole(
    trx,
    shared.map((p) => p.user_id),
    'parent',
  );
  for (const p of only) {
    accounts.deleted.push({
      id: p.user_id,
      name: p.name,
      email: p.email,
      phone: p.phone,
      status: p.status,
      profile_picture: p.profile_picture,
      created_at: p.user_created_at,
    });
  }
  for (const p of shared) {
    const roles = (await rolesOfUser(trx, p.user_id)).map((r) => r.name);
    accounts.kept.push({ id: p.user_id, name: p.name, email: p.email, was: 'parent', roles });
  }

  const admin = await adminAccount(trx, schoolId);
  if (admin) {
    const { user, roles } = admin;
    const named = { id: user.id, name: user.name, email: user.email };
    if (adminIsClosed(roles)) {
      // A suspended account stays suspended: that is already no way in.
      const after = user.status === 'active' ? 'inactive' : user.status;
      if (after !== user.status) await updateUser(trx, user.id, { status: after });
      await endOtherAccess(trx, user.id);
      accounts.deactivated.push({ ...named, status: { before: user.status, after } });
    } else {
      accounts.kept.push({ ...named, was: 'school_admin', roles });
    }
  }
  return {
    parents: parents.map(({ only: isOnly, user_created_at: _created, profile_picture: _picture, ...p }) => ({
      ...p,
      account: isOnly ? 'deleted' : 'kept',
    })),
    accounts,
  };
}

/** The school's admin account and its role names, if it has one. */
async function adminAccount(db: DB, schoolId: number) {
  const link = await findAdminOfSchool(db, schoolId);
  if (!link) return undefined;
  const user = (await findUserById(db, link.user_id))!;
  return { user, roles: (await rolesOfUser(db, user.id)).map((r) => r.name) };
}

/** An admin account that is nothing else is deactivated with its school; any other is kept. */
const adminIsClosed = (roles: string[]) => roles.every((role) => role === 'school_admin');

/**
 * What `closeSchoolAccounts` would do, read without changing anything, for the screens to say
 * before a superadmin confirms (the school's delete and its status badge).
 */
export async function schoolAccountsPlan(db: DB, schoolId: number) {
  const parents = await parentsWithAccounts(db, schoolId);
  const admin = await adminAccount(db, schoolId);
  const byName = [...parents].sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
  return {
    admins: admin
      ? [
          {
            id: admin.user.id,
            name: admin.user.name,
            email: admin.user.email,
            on_delete: adminIsClosed(admin.roles) ? ('deactivated' as const) : ('kept' as const),
          },
        ]
      : [],
    parents: byName.slice(0, SCHOOL_ACCOUNTS_LISTED).map((p) => ({
      id: p.user_id,
      name: p.name,
      email: p.email,
      on_delete: p.only ? ('deleted' as const) : ('kept' as const),
    })),
    parentsCount: parents.length,
    parentsDeleted: parents.filter((p) => p.only).length,
  };
}
