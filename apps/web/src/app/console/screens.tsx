import type { RouteObject } from 'react-router';
import { pageTitleKey, type ConsoleArea, type ConsolePage } from '@/lib/console-areas';

/** What a page route's `lazy` gives: its component or element. */
type Screen = Pick<RouteObject, 'Component' | 'element'>;
type LazyScreen = () => Promise<Screen>;

/**
 * The console screens built so far, by path, each loaded on demand. This table is itself loaded
 * with the first console page, not with the app: its dynamic imports (and the chunks each one
 * preloads) would otherwise weigh on every public page.
 */
const SCREENS: Record<string, LazyScreen> = {
  '/superadmin/schools': async () => ({
    Component: (await import('@/features/schools/routes/schools-page')).SchoolsPage,
  }),
  '/superadmin/users': async () => ({
    Component: (await import('@/features/users/routes/users-page')).UsersPage,
  }),
  '/superadmin/roles': async () => ({
    Component: (await import('@/features/roles/routes/roles-page')).RolesPage,
  }),
  '/superadmin/permissions': async () => ({
    Component: (await import('@/features/permissions/routes/permissions-page')).PermissionsPage,
  }),
  '/superadmin/audit-logs': async () => ({
    Component: (await import('@/features/audit-logs/routes/audit-logs-page')).AuditLogsPage,
  }),
  '/superadmin/inquiries': async () => ({
    Component: (await import('@/features/inquiries/routes/inquiries-page')).InquiriesPage,
  }),
  '/superadmin/settings': async () => ({
    Component: (await import('@/features/platform-settings/routes/platform-settings-page'))
      .PlatformSettingsPage,
  }),
  '/superadmin/dashboard': async () => ({
    Component: (await import('@/features/superadmin-dashboard/routes/superadmin-dashboard-page'))
      .SuperadminDashboardPage,
  }),
  '/superadmin/statistics': async () => ({
    Component: (await import('@/features/statistics/routes/statistics-page')).StatisticsPage,
  }),
  '/school-admin/dashboard': async () => ({
    Component: (await import('@/features/school-dashboard/routes/school-dashboard-page')).SchoolDashboardPage,
  }),
  '/school-admin/academic-years': async () => ({
    Component: (await import('@/features/academic-years/routes/academic-years-page')).AcademicYearsPage,
  }),
  '/school-admin/classes': async () => ({
    Component: (await import('@/features/classes/routes/classes-page')).ClassesPage,
  }),
  '/school-admin/sections': async () => ({
    Component: (await import('@/features/sections/routes/sections-page')).SectionsPage,
  }),
  '/school-admin/parents': async () => ({
    Component: (await import('@/features/parents/routes/parents-page')).ParentsPage,
  }),
  '/school-admin/students': async () => ({
    Component: (await import('@/features/students/routes/students-page')).StudentsPage,
  }),
  '/school-admin/attendance': async () => ({
    Component: (await import('@/features/attendance/routes/attendance-page')).AttendancePage,
  }),
  '/school-admin/teachers': async () => ({
    Component: (await import('@/features/teachers/routes/teachers-page')).TeachersPage,
  }),
  '/school-admin/subjects': async () => ({
    Component: (await import('@/features/subjects/routes/subjects-page')).SubjectsPage,
  }),
  '/school-admin/settings': async () => ({
    Component: (await import('@/features/school-settings/routes/school-settings-page')).SchoolSettingsPage,
  }),
  '/school-admin/school-profile': async () => ({
    Component: (await import('@/features/school-profile/routes/school-profile-page')).SchoolProfilePage,
  }),
  '/teacher/dashboard': async () => ({
    Component: (await import('@/features/teacher-console/routes/teacher-dashboard-page'))
      .TeacherDashboardPage,
  }),
  '/teacher/classes': async () => ({
    Component: (await import('@/features/teacher-console/routes/my-classes-page')).MyClassesPage,
  }),
  '/teacher/attendance': async () => ({
    Component: (await import('@/features/teacher-console/routes/attendance-page')).AttendancePage,
  }),
  '/parent/dashboard': async () => ({
    Component: (await import('@/features/portal/routes/parent-home-page')).ParentHomePage,
  }),
  '/parent/attendance': async () => ({
    Component: (await import('@/features/portal/routes/parent-attendance-page')).ParentAttendancePage,
  }),
  '/parent/notices': async () => ({
    Component: (await import('@/features/portal/routes/parent-notices-page')).ParentNoticesPage,
  }),
  '/student/dashboard': async () => ({
    Component: (await import('@/features/portal/routes/student-home-page')).StudentHomePage,
  }),
  '/student/attendance': async () => ({
    Component: (await import('@/features/portal/routes/student-attendance-page')).StudentAttendancePage,
  }),
  '/student/notices': async () => ({
    Component: (await import('@/features/portal/routes/student-notices-page')).StudentNoticesPage,
  }),
};

/** A console page's screen; one not built yet shows its title until its issue lands. */
export async function loadScreen(area: ConsoleArea, page: ConsolePage): Promise<Screen> {
  const load = SCREENS[`${area.basePath}/${page.path}`];
  if (load) return load();
  const { PagePlaceholder } = await import('@/components/ui/page-placeholder');
  return { element: <PagePlaceholder titleKey={pageTitleKey(area, page)} /> };
}
