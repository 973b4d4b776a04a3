import type { SessionUser } from '@school/contract';
import {
  PLATFORM_PERMISSIONS,
  SCHOOL_PERMISSIONS,
  TEACHER_PERMISSIONS,
  type Permission,
} from '@/lib/permissions';

/** Every permission, as the server lists them for a superadmin. */
const ALL_PERMISSIONS: readonly string[] = [...PLATFORM_PERMISSIONS, ...SCHOOL_PERMISSIONS].sort();

/** The session user of a superadmin, unless overridden. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: null,
    profile_picture: null,
    status: 'active',
    role: 'superadmin',
    roles: [{ id: 1, name: 'superadmin', display_name: 'Super Administrator' }],
    school: null,
    permissions: [...ALL_PERMISSIONS],
    language: null,
    ...overrides,
  };
}

const GREENFIELD = { id: 4, name: 'Greenfield Public School', code: 'GPS' };

/** The administrator of Greenfield Public School, with every school permission. */
export function schoolAdminUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return sessionUser({
    name: 'Ravi Kumar',
    email: 'ravi@greenfield.example',
    role: 'school_admin',
    roles: [{ id: 2, name: 'school_admin', display_name: 'School Administrator' }],
    school: GREENFIELD,
    permissions: [...SCHOOL_PERMISSIONS].sort(),
    ...overrides,
  });
}

/**
 * A delegate: a user whose custom role holds only `permissions` (with a school when the school
 * console is meant, since that console is the school the user runs).
 */
export function delegateUser(permissions: readonly Permission[], overrides: Partial<SessionUser> = {}) {
  return sessionUser({
    id: 30,
    name: 'Dev Patel',
    email: 'dev@example.com',
    role: 'helpdesk',
    roles: [{ id: 7, name: 'helpdesk', display_name: 'Help Desk' }],
    permissions: [...permissions].sort(),
    ...overrides,
  });
}

/** A teacher, student or parent whose role holds no permission: no console opens. */
export function memberUser(role: 'teacher' | 'student' | 'parent', overrides: Partial<SessionUser> = {}) {
  return sessionUser({
    id: 40,
    role,
    roles: [{ id: 3, name: role, display_name: `${role[0]!.toUpperCase()}${role.slice(1)}` }],
    permissions: [],
    ...overrides,
  });
}

/** A teacher of Greenfield Public School, with the teacher role's permissions (no `school`). */
export function teacherUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return memberUser('teacher', {
    id: 50,
    name: 'Kavya Menon',
    email: 'kavya@greenfield.example',
    permissions: [...TEACHER_PERMISSIONS].sort(),
    ...overrides,
  });
}

/** A parent, with the parent role's permissions: their children and the notices for them. */
export function parentUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return memberUser('parent', {
    id: 60,
    name: 'Sunita Shah',
    email: 'sunita@example.com',
    permissions: ['portal_children_view', 'portal_notices_view'],
    absence_emails: true,
    ...overrides,
  });
}

/** A student, with the student role's permissions: their own record and the notices for them. */
export function studentUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return memberUser('student', {
    id: 70,
    name: 'Meera Shah',
    email: null,
    permissions: ['portal_notices_view', 'portal_self_view'],
    ...overrides,
  });
}
