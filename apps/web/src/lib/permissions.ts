import type { StoredUser } from './session-storage';

/*
 * What the signed-in user may do, from the session user's `permissions` (every permission their
 * roles hold, as GET /api/me and sign-in give them). The web shows a page, button, row action or
 * form part only when its permission is held; the server checks every call again, so this only
 * keeps people from being offered what would be refused. Plain data and functions: the route
 * table and the browser tests import it too.
 */

/** The permissions of the superadmin console's screens (apps/api catalogue). */
export const PLATFORM_PERMISSIONS = [
  'dashboard_view',
  'schools_view',
  'schools_create',
  'schools_update',
  'schools_delete',
  'schools_activate',
  'schools_assign_admin',
  'schools_export',
  'users_view',
  'users_create',
  'users_update',
  'users_set_password',
  'users_delete',
  'users_approve',
  'users_suspend',
  'users_activate',
  'users_unlock',
  'users_end_sessions',
  'users_assign_roles',
  'users_export',
  'users_two_factor_reset',
  'roles_view',
  'roles_create',
  'roles_update',
  'roles_delete',
  'roles_assign_permissions',
  'roles_export',
  'permissions_view',
  'permissions_create',
  'permissions_update',
  'permissions_delete',
  'permissions_export',
  'inquiries_view',
  'inquiries_update',
  'inquiries_export',
  'audit_view',
  'audit_export',
  'statistics_view',
  'statistics_export',
  'settings_view',
  'settings_update',
  'settings_mail_update',
] as const;

/** The usual actions of a school list screen. */
const schoolList = <M extends string>(module: M) =>
  [`${module}_view`, `${module}_create`, `${module}_update`, `${module}_delete`, `${module}_export`] as const;

/** The permissions of the school console's screens, all held by the school_admin role. */
export const SCHOOL_PERMISSIONS = [
  'school_dashboard_view',
  'school_profile_view',
  'school_profile_update',
  'school_gallery_upload',
  'school_gallery_delete',
  'school_settings_view',
  'school_settings_update',
  ...schoolList('notices'),
  ...schoolList('years'),
  'years_set_current',
  ...schoolList('classes'),
  ...schoolList('sections'),
  'sections_assign_students',
  ...schoolList('subjects'),
  ...schoolList('students'),
  'students_promote',
  'students_import',
  ...schoolList('parents'),
  'parents_link_students',
  ...schoolList('teachers'),
  // Removing a teacher's, student's or parent's second factor (issue 29).
  'people_two_factor_reset',
  'teachers_import',
  'teachers_assign_classes',
  'teachers_assign_subjects',
  'attendance_view',
  'attendance_update',
  'attendance_export',
] as const;

/** The permissions of the teacher console's screens, held by the teacher role. */
export const TEACHER_PERMISSIONS = ['teaching_view', 'attendance_take'] as const;

/**
 * The permissions of the parents' and students' consoles: a parent's own children, a student's
 * own record, and the notices meant for either.
 */
export const PORTAL_PERMISSIONS = [
  'portal_children_view',
  'portal_self_view',
  'portal_notices_view',
] as const;

/** A permission the web asks about: a typo is a type error, not a button that never shows. */
export type Permission =
  | (typeof PLATFORM_PERMISSIONS)[number]
  | (typeof SCHOOL_PERMISSIONS)[number]
  | (typeof TEACHER_PERMISSIONS)[number]
  | (typeof PORTAL_PERMISSIONS)[number];

/**
 * Held by the superadmin role alone (the catalogue's `reserved`): no other role may be given
 * them, by anyone, so the role and permission forms never offer them.
 */
export const RESERVED_PERMISSIONS: ReadonlySet<string> = new Set<Permission>(['settings_mail_update']);

/** The role that holds every permission, present and future (docs/decisions.md). */
export const SUPERADMIN_ROLE = 'superadmin';

export interface Access {
  /** Whether `needed` is held (every one of them, given a list; an empty list is always held). */
  can: (needed: Permission | readonly Permission[]) => boolean;
  /** The same for a permission the server names (a custom one, in the role and permission forms). */
  holds: (name: string) => boolean;
  /** Holds the superadmin role: every permission, and power over other superadmins. */
  superadmin: boolean;
  userId: number | null;
  /** The ids of the roles held: a delegate changes neither these roles nor their permissions. */
  roleIds: ReadonlySet<number>;
}

/**
 * The access of a user as stored. A superadmin holds every permission by definition (a session
 * stored before `permissions` existed included); anyone else holds exactly what is listed.
 */
export function accessOf(user: StoredUser | null): Access {
  const roles = user?.roles ?? [];
  const superadmin = roles.some((role) => role.name === SUPERADMIN_ROLE);
  const held = new Set(user?.permissions ?? []);
  const holds = (name: string) => superadmin || held.has(name);
  return {
    can: (needed) => (typeof needed === 'string' ? holds(needed) : needed.every(holds)),
    holds,
    superadmin,
    userId: user?.id ?? null,
    roleIds: new Set(roles.flatMap((role) => (typeof role.id === 'number' ? [role.id] : []))),
  };
}
