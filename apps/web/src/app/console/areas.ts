/** One screen of a console: its path under the area, sidebar label and page title. */
export interface ConsolePage {
  path: string;
  label: string;
  title: string;
}

export interface ConsoleArea {
  /** The only role allowed in (spec 01 section 6). */
  role: 'superadmin' | 'school_admin';
  basePath: string;
  name: string;
  pages: readonly ConsolePage[];
}

export const SUPERADMIN_AREA: ConsoleArea = {
  role: 'superadmin',
  basePath: '/superadmin',
  name: 'Super Admin',
  pages: [
    { path: 'dashboard', label: 'Dashboard', title: 'Dashboard Overview' },
    { path: 'schools', label: 'Schools', title: 'Schools Management' },
    { path: 'users', label: 'Users', title: 'Users Management' },
    { path: 'roles', label: 'Roles', title: 'Roles Management' },
    { path: 'permissions', label: 'Permissions', title: 'Permissions Management' },
    { path: 'audit-logs', label: 'Audit Logs', title: 'Audit Logs' },
    { path: 'statistics', label: 'Statistics', title: 'Platform Statistics' },
    { path: 'inquiries', label: 'Inquiries', title: 'Inquiries' },
    { path: 'settings', label: 'Settings', title: 'System Settings' },
  ],
};

export const SCHOOL_ADMIN_AREA: ConsoleArea = {
  role: 'school_admin',
  basePath: '/school-admin',
  name: 'School Admin',
  pages: [
    { path: 'dashboard', label: 'Dashboard', title: 'Dashboard' },
    { path: 'academic-years', label: 'Academic Years', title: 'Academic Years' },
    { path: 'parents', label: 'Parents', title: 'Parents Management' },
    { path: 'students', label: 'Students', title: 'Student Management' },
    { path: 'teachers', label: 'Teachers', title: 'Teacher Management' },
    { path: 'classes', label: 'Classes', title: 'Class Management' },
    { path: 'sections', label: 'Sections', title: 'Section Management' },
    { path: 'subjects', label: 'Subjects', title: 'Subject Management' },
    { path: 'school-profile', label: 'School Profile', title: 'School Profile' },
    { path: 'settings', label: 'Settings', title: 'School Settings' },
  ],
};
