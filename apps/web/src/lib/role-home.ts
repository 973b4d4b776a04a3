/** The console of each role that has one (spec 01 section 6); other roles have none. */
const CONSOLE_HOME = new Map<string, string>([
  ['superadmin', '/superadmin/dashboard'],
  ['school_admin', '/school-admin/dashboard'],
]);

/** Where people whose portal is still to come are told so after signing in. */
export const PORTAL_PATH = '/portal';

/** Roles the platform manages whose own portals come later (teacher, student, parent). */
const PORTAL_ROLES = new Set(['teacher', 'student', 'parent']);

/** The dashboard a role signs in to, or null for roles without a console. */
export function dashboardPathFor(role: string | null): string | null {
  return (role && CONSOLE_HOME.get(role)) || null;
}

/** Where a signed-in user is sent: their dashboard, or the site root when they have none. */
export function homePathFor(role: string | null): string {
  return dashboardPathFor(role) ?? '/';
}

/**
 * Where signing in lands: the console, or for a teacher, student or parent the page that says
 * their portal is coming (not the marketing home, which would look as if sign-in did nothing).
 */
export function signInPathFor(role: string | null): string {
  return dashboardPathFor(role) ?? (role && PORTAL_ROLES.has(role) ? PORTAL_PATH : '/');
}
