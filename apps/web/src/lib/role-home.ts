/** The console of each role that has one (spec 01 section 6); other roles have none. */
const CONSOLE_HOME = new Map<string, string>([
  ['superadmin', '/superadmin/dashboard'],
  ['school_admin', '/school-admin/dashboard'],
]);

/** The dashboard a role signs in to, or null for roles without a console. */
export function dashboardPathFor(role: string | null): string | null {
  return (role && CONSOLE_HOME.get(role)) || null;
}

/** Where a signed-in user is sent: their dashboard, or the site root when they have none. */
export function homePathFor(role: string | null): string {
  return dashboardPathFor(role) ?? '/';
}
