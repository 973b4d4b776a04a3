/**
 * The permissions the API's routes declare (`config: { permission }` next to each schema), with
 * the text the permissions screen shows. A name is `<module>_<action>`; the module is the text
 * before the first underscore, so modules are single words.
 *
 * Migrations seed these rows; a route may only name a permission listed here (checked when the
 * route is registered and by test/core/route-permissions.test.ts). `school` marks what the
 * school_admin role holds by default: everything under /api/school and /api/school-admin.
 */
interface Entry {
  display_name: string;
  description: string;
  school?: true;
  /** Held by the teacher role by default: the teacher console, on the sections they teach. */
  teacher?: true;
  /** Held by the parent role by default: the parents' portal, on their own children. */
  parent?: true;
  /** Held by the student role by default: the students' portal, on themselves. */
  student?: true;
  /**
   * Held by the superadmin role alone: no other role may be given it. For powers that would let
   * their holder reach every account on the platform, such as choosing where reset links are
   * mailed (docs/decisions.md, "Delegation").
   */
  reserved?: true;
}

const superadmin = (display_name: string, description: string): Entry => ({ display_name, description });
const reserved = (display_name: string, description: string): Entry => ({
  display_name,
  description,
  reserved: true,
});
const teacher = (display_name: string, description: string): Entry => ({
  display_name,
  description,
  teacher: true,
});
const portal = (
  display_name: string,
  description: string,
  readers: { parent?: true; student?: true },
): Entry => ({ display_name, description, ...readers });
const school = (display_name: string, description: string): Entry => ({
  display_name,
  description,
  school: true,
});

/** The usual five actions of a school list screen, plus export. */
type ListAction = 'view' | 'create' | 'update' | 'delete' | 'export';
function schoolList<M extends string>(module: M, plural: string): Record<`${M}_${ListAction}`, Entry> {
  return {
    [`${module}_view`]: school(`View ${plural}`, `List and open ${plural} of the school.`),
    [`${module}_create`]: school(`Create ${plural}`, `Add ${plural} to the school.`),
    [`${module}_update`]: school(`Update ${plural}`, `Edit ${plural} of the school.`),
    [`${module}_delete`]: school(`Delete ${plural}`, `Delete ${plural} of the school.`),
    [`${module}_export`]: school(`Export ${plural}`, `Download ${plural} of the school as CSV.`),
  } as Record<`${M}_${ListAction}`, Entry>;
}

export const PERMISSION_CATALOGUE = {
  // Super administrator console
  dashboard_view: superadmin('View platform dashboard', 'See the platform dashboard figures.'),
  schools_view: superadmin('View schools', 'List schools and open their details and figures.'),
  schools_create: superadmin('Create schools', 'Add schools to the platform.'),
  schools_update: superadmin('Update schools', "Edit a school's details."),
  schools_delete: superadmin('Delete schools', 'Delete schools without students or teachers.'),
  schools_activate: superadmin('Activate schools', 'Activate and deactivate schools.'),
  schools_assign_admin: superadmin('Assign school admins', "Assign and remove a school's administrator."),
  schools_export: superadmin('Export schools', 'Download the school list as CSV.'),
  users_view: superadmin('View users', 'List, search and open users and their roles.'),
  users_create: superadmin('Create users', 'Add users.'),
  users_update: superadmin('Update users', "Edit users' names, e-mail addresses and phones."),
  users_set_password: superadmin(
    'Set user passwords',
    "Set a new password for a user, ending the user's sessions.",
  ),
  users_delete: superadmin('Delete users', 'Delete users.'),
  users_approve: superadmin('Approve users', 'Approve inactive users.'),
  users_suspend: superadmin('Suspend users', 'Suspend active users.'),
  users_activate: superadmin('Activate users', 'Activate suspended users.'),
  users_unlock: superadmin('Unlock users', 'Let a user locked out by failed sign-ins try again at once.'),
  users_end_sessions: superadmin('End user sessions', 'Sign a user out of every browser and device at once.'),
  users_two_factor_reset: superadmin(
    'Reset two-factor sign-in',
    "Remove another user's second factor when they lost it; the user is told by e-mail.",
  ),
  users_assign_roles: superadmin('Assign roles', 'Change the roles of users.'),
  users_export: superadmin('Export users', 'Download the user list as CSV.'),
  roles_view: superadmin('View roles', 'List roles and open their permissions and users.'),
  roles_create: superadmin('Create roles', 'Add custom roles.'),
  roles_update: superadmin('Update roles', "Edit roles' names and descriptions."),
  roles_delete: superadmin('Delete roles', 'Delete custom roles without users.'),
  roles_assign_permissions: superadmin('Assign permissions', 'Choose the permissions of roles.'),
  roles_export: superadmin('Export roles', 'Download the role list as CSV.'),
  permissions_view: superadmin('View permissions', 'List permissions, their modules and roles.'),
  permissions_create: superadmin('Create permissions', 'Add permissions, one or many at once.'),
  permissions_update: superadmin('Update permissions', 'Edit permissions and the roles holding them.'),
  permissions_delete: superadmin('Delete permissions', 'Delete permissions no role holds.'),
  permissions_export: superadmin('Export permissions', 'Download the permission list as CSV.'),
  inquiries_view: superadmin('View inquiries', 'Read messages sent through the contact form.'),
  inquiries_update: superadmin('Handle inquiries', 'Mark contact messages handled or open again.'),
  inquiries_export: superadmin('Export inquiries', 'Download the contact messages as CSV.'),
  audit_view: superadmin('View audit logs', 'Read the audit trail and activity figures.'),
  audit_export: superadmin('Export audit logs', 'Download audit entries as CSV.'),
  statistics_view: superadmin('View statistics', 'See platform statistics.'),
  statistics_export: superadmin('Export statistics', 'Download platform statistics.'),
  settings_view: superadmin('View platform settings', 'Read the platform settings.'),
  settings_update: superadmin(
    'Update platform settings',
    'Change the platform, notification and security settings.',
  ),
  settings_mail_update: reserved(
    'Update mail settings',
    'Choose the SMTP server platform mail (reset links included) leaves through, and send the test e-mail. Held by superadmins alone.',
  ),

  // School administrator console (the school is always the caller's own)
  school_dashboard_view: school('View school dashboard', "See the school's dashboard figures."),
  school_profile_view: school('View school profile', "Read the school's profile and figures."),
  school_profile_update: school('Update school profile', "Edit the school's profile and logo."),
  school_gallery_upload: school('Upload gallery images', "Add images to the school's gallery."),
  school_gallery_delete: school('Delete gallery images', "Remove images from the school's gallery."),
  school_settings_view: school('View school settings', "Read the school's settings."),
  school_settings_update: school('Update school settings', "Change the school's settings."),
  ...schoolList('notices', 'notices'),
  ...schoolList('years', 'academic years'),
  years_set_current: school('Set current academic year', "Switch the school's current year."),
  ...schoolList('classes', 'classes'),
  ...schoolList('sections', 'sections'),
  sections_assign_students: school('Assign students to sections', 'Place students in sections.'),
  ...schoolList('subjects', 'subjects'),
  ...schoolList('students', 'students'),
  students_promote: school('Promote students', 'Enrol students in the next year.'),
  students_import: school(
    'Import students',
    'Create and update students with their parents from a spreadsheet.',
  ),
  ...schoolList('parents', 'parents'),
  parents_link_students: school('Link parents to students', 'Link parents to their children.'),
  ...schoolList('teachers', 'teachers'),
  teachers_assign_classes: school('Assign classes to teachers', 'Choose the classes a teacher teaches.'),
  teachers_assign_subjects: school('Assign subjects to teachers', 'Choose the subjects a teacher teaches.'),
  teachers_import: school('Import teachers', 'Create and update teachers from a spreadsheet.'),
  people_two_factor_reset: school(
    'Reset two-factor sign-in of people',
    "Remove the second factor of the school's teachers, students and parents; they are told by e-mail.",
  ),
  attendance_view: school(
    'View attendance',
    "See every section's attendance, reports and each student's marks.",
  ),
  attendance_update: school(
    'Correct attendance',
    "Take or correct any section's attendance, after the teachers' cut-off too.",
  ),
  attendance_export: school('Export attendance', 'Download attendance reports as CSV.'),

  // Teacher console (the sections they teach, in their school)
  teaching_view: teacher(
    'View own classes',
    "See the sections and subjects they teach, their students and parents' contacts, and the school's notices.",
  ),
  attendance_take: teacher(
    'Take attendance',
    "Take and correct the attendance of the sections they teach, until the school's cut-off.",
  ),

  // Parents' and students' portals (their own children, themselves)
  portal_children_view: portal(
    'View own children',
    "See their children's class, attendance and teachers, and nobody else's.",
    { parent: true },
  ),
  portal_self_view: portal('View own record', 'See their own class, attendance and teachers.', {
    student: true,
  }),
  portal_notices_view: portal(
    'Read notices',
    "Read the school's notices addressed to them or their children, and mark them read.",
    { parent: true, student: true },
  ),
} as const satisfies Record<string, Entry>;

export type PermissionName = keyof typeof PERMISSION_CATALOGUE;

export const CATALOGUE_NAMES = Object.keys(PERMISSION_CATALOGUE) as PermissionName[];

export const isCataloguePermission = (name: string): name is PermissionName =>
  Object.hasOwn(PERMISSION_CATALOGUE, name);

/** Permissions no role but superadmin may hold. */
export const RESERVED_PERMISSIONS: ReadonlySet<string> = new Set(
  CATALOGUE_NAMES.filter((name) => PERMISSION_CATALOGUE[name].reserved === true),
);

/** What teacher holds by default: the teacher console. */
export const TEACHER_PERMISSIONS = CATALOGUE_NAMES.filter(
  (name) => PERMISSION_CATALOGUE[name].teacher === true,
);

/** What parent holds by default: the parents' portal. */
export const PARENT_PERMISSIONS = CATALOGUE_NAMES.filter(
  (name) => PERMISSION_CATALOGUE[name].parent === true,
);

/** What student holds by default: the students' portal. */
export const STUDENT_PERMISSIONS = CATALOGUE_NAMES.filter(
  (name) => PERMISSION_CATALOGUE[name].student === true,
);

/** What school_admin holds by default. */
export const SCHOOL_ADMIN_PERMISSIONS = CATALOGUE_NAMES.filter(
  (name) => PERMISSION_CATALOGUE[name].school === true,
);
