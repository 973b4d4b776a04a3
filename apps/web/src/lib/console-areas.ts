import { accessOf, type Permission } from './permissions';
import type { StoredUser } from './session-storage';

/*
 * The consoles, their screens and the permission each screen needs; who sees which screen,
 * and where a signed-in user belongs. Plain data and functions: the public header, sign-in and
 * the browser tests use it without loading any console code, nor i18next: the texts people read
 * are drawn through the keys below (`common:console...`); `label`, `title` and `name` are their
 * English, for the browser tests.
 */

/** One screen of a console: its path under the area, sidebar label, page title and permission. */
export interface ConsolePage {
  path: string;
  label: string;
  title: string;
  /** Needed to see the screen, in the sidebar and at its address; its data needs no other. */
  permission: Permission;
}

export interface ConsoleArea {
  id: 'superadmin' | 'school' | 'teacher' | 'parent' | 'student';
  basePath: string;
  name: string;
  pages: readonly ConsolePage[];
}

/* eslint-disable user-facing-text/no-literal -- The English of common:console.areas and
   common:console.pages, kept for the tests that walk the consoles (console-areas.test.ts checks
   they match the catalogue); the screens draw the keys, never these. */
export const SUPERADMIN_AREA: ConsoleArea = {
  id: 'superadmin',
  basePath: '/superadmin',
  name: 'Super Admin',
  pages: [
    { path: 'dashboard', label: 'Dashboard', title: 'Dashboard Overview', permission: 'dashboard_view' },
    { path: 'schools', label: 'Schools', title: 'Schools Management', permission: 'schools_view' },
    { path: 'users', label: 'Users', title: 'Users Management', permission: 'users_view' },
    { path: 'roles', label: 'Roles', title: 'Roles Management', permission: 'roles_view' },
    {
      path: 'permissions',
      label: 'Permissions',
      title: 'Permissions Management',
      permission: 'permissions_view',
    },
    { path: 'audit-logs', label: 'Audit Logs', title: 'Audit Logs', permission: 'audit_view' },
    { path: 'statistics', label: 'Statistics', title: 'Platform Statistics', permission: 'statistics_view' },
    { path: 'inquiries', label: 'Inquiries', title: 'Inquiries', permission: 'inquiries_view' },
    { path: 'settings', label: 'Settings', title: 'System Settings', permission: 'settings_view' },
  ],
};

export const SCHOOL_ADMIN_AREA: ConsoleArea = {
  id: 'school',
  basePath: '/school-admin',
  name: 'School Admin',
  pages: [
    { path: 'dashboard', label: 'Dashboard', title: 'Dashboard', permission: 'school_dashboard_view' },
    { path: 'academic-years', label: 'Academic Years', title: 'Academic Years', permission: 'years_view' },
    { path: 'parents', label: 'Parents', title: 'Parents Management', permission: 'parents_view' },
    { path: 'students', label: 'Students', title: 'Student Management', permission: 'students_view' },
    { path: 'attendance', label: 'Attendance', title: 'Attendance', permission: 'attendance_view' },
    { path: 'teachers', label: 'Teachers', title: 'Teacher Management', permission: 'teachers_view' },
    { path: 'classes', label: 'Classes', title: 'Class Management', permission: 'classes_view' },
    { path: 'sections', label: 'Sections', title: 'Section Management', permission: 'sections_view' },
    { path: 'subjects', label: 'Subjects', title: 'Subject Management', permission: 'subjects_view' },
    {
      path: 'school-profile',
      label: 'School Profile',
      title: 'School Profile',
      permission: 'school_profile_view',
    },
    { path: 'settings', label: 'Settings', title: 'School Settings', permission: 'school_settings_view' },
  ],
};

export const TEACHER_AREA: ConsoleArea = {
  id: 'teacher',
  basePath: '/teacher',
  name: 'Teacher',
  pages: [
    { path: 'dashboard', label: 'Dashboard', title: 'Dashboard', permission: 'teaching_view' },
    { path: 'classes', label: 'My Classes', title: 'My Classes', permission: 'teaching_view' },
    { path: 'attendance', label: 'Attendance', title: 'Attendance', permission: 'attendance_take' },
  ],
};

/** A parent's console: each of their children in turn (a switcher chooses which). */
export const PARENT_AREA: ConsoleArea = {
  id: 'parent',
  basePath: '/parent',
  name: 'Parent',
  pages: [
    { path: 'dashboard', label: 'Home', title: 'Home', permission: 'portal_children_view' },
    { path: 'attendance', label: 'Attendance', title: 'Attendance', permission: 'portal_children_view' },
    { path: 'notices', label: 'Notices', title: 'Notices', permission: 'portal_notices_view' },
  ],
};

/** A student's console: their own day, year and notices. */
export const STUDENT_AREA: ConsoleArea = {
  id: 'student',
  basePath: '/student',
  name: 'Student',
  pages: [
    { path: 'dashboard', label: 'Home', title: 'Home', permission: 'portal_self_view' },
    { path: 'attendance', label: 'Attendance', title: 'Attendance', permission: 'portal_self_view' },
    { path: 'notices', label: 'Notices', title: 'Notices', permission: 'portal_notices_view' },
  ],
};
/* eslint-enable user-facing-text/no-literal */

/** The key of an area's name in the reader's language ("Super Admin"). */
export const areaNameKey = (area: ConsoleArea): string => `common:console.areas.${area.id}`;

const pageKey = (area: ConsoleArea, page: ConsolePage) =>
  `common:console.pages.${area.id}.${page.path.replaceAll('-', '_')}`;

/** The key of a page's sidebar label in the reader's language ("Schools"). */
export const pageLabelKey = (area: ConsoleArea, page: ConsolePage): string => `${pageKey(area, page)}.label`;

/** The key of a page's title in the reader's language ("Schools Management"): its heading and tab title. */
export const pageTitleKey = (area: ConsoleArea, page: ConsolePage): string => `${pageKey(area, page)}.title`;

/** In the order a signed-in user is offered them; the first they may open is where they land. */
export const CONSOLE_AREAS = [
  SUPERADMIN_AREA,
  SCHOOL_ADMIN_AREA,
  TEACHER_AREA,
  PARENT_AREA,
  STUDENT_AREA,
] as const;

/** Where an account that opens no console lands after signing in, to be told so. */
export const NO_CONSOLE_PATH = '/no-console';

/**
 * Said to a signed-in account whose permissions open no console: drawn as `t(NO_CONSOLE_KEY)`;
 * NO_CONSOLE is its English, for tests.
 */
export const NO_CONSOLE_KEY = 'common:console.no_console';
export const NO_CONSOLE = 'Your account has no console on the web.';

/**
 * The role an area is for, beyond its permissions: the server's /api/teacher scope needs a
 * teacher record, /api/parent a parent's children and /api/student a student record, which only
 * these roles have (a superadmin holds every permission, but teaches and parents nowhere).
 */
const AREA_ROLES: Partial<Record<ConsoleArea['id'], string>> = {
  teacher: 'teacher',
  parent: 'parent',
  student: 'student',
};

/**
 * The screens of `area` the user may see. The school console works on the school the user runs
 * (the server scopes every school call to it), so without one it has no screens at all; the
 * teacher, parent and student consoles need their role (AREA_ROLES).
 */
export function visiblePages(area: ConsoleArea, user: StoredUser | null): ConsolePage[] {
  if (area.id === 'school' && !user?.school) return [];
  const role = AREA_ROLES[area.id];
  if (role && !user?.roles?.some((held) => held.name === role)) return [];
  const { can } = accessOf(user);
  return area.pages.filter((page) => can(page.permission));
}

export const pageHref = (area: ConsoleArea, page: ConsolePage) => `${area.basePath}/${page.path}`;

/** A console the user may open, and the address of its first screen they may see. */
export interface OpenConsole {
  area: ConsoleArea;
  href: string;
}

/** Every console the user may open, in CONSOLE_AREAS order (a teacher who is also a parent: two). */
export function consolesOf(user: StoredUser | null): OpenConsole[] {
  return CONSOLE_AREAS.flatMap((area) => {
    const [first] = visiblePages(area, user);
    return first ? [{ area, href: pageHref(area, first) }] : [];
  });
}

/**
 * Where a signed-in user belongs (the public header's Dashboard): the first screen of the first
 * console they may open, else nowhere (null).
 */
export const homePathOf = (user: StoredUser | null): string | null => consolesOf(user)[0]?.href ?? null;

/**
 * Where signing in lands: home, or for an account with no console the page that says so (the
 * marketing home would look as if signing in did nothing).
 */
export const signInPathOf = (user: StoredUser | null): string => homePathOf(user) ?? NO_CONSOLE_PATH;
