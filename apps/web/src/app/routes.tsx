import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { PORTAL_PATH, SCHOOL_ADMIN_AREA, SUPERADMIN_AREA, type ConsoleArea } from '@/lib/console-areas';
import { AUTH_PAGES, type AuthPagePath } from './public/auth-pages';
import { PublicLayout } from './public/public-layout';
import { PUBLIC_LINKS, type PublicPath } from './public/public-links';
import { RequireConsole } from './require-console';
import { RouteError } from './route-error';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** The public site's pages, one per navigation link (the record makes each link have one). */
const PUBLIC_SCREENS: Record<PublicPath, LazyRoute> = {
  '/': async () => ({
    Component: (await import('@/features/public-site/routes/home-page')).HomePage,
  }),
  '/features': async () => ({
    Component: (await import('@/features/public-site/routes/features-page')).FeaturesPage,
  }),
  '/about-us': async () => ({
    Component: (await import('@/features/public-site/routes/about-page')).AboutPage,
  }),
  '/contact-us': async () => ({
    Component: (await import('@/features/public-site/routes/contact-page')).ContactPage,
  }),
  '/download-app': async () => ({
    Component: (await import('@/features/public-site/routes/download-app-page')).DownloadAppPage,
  }),
};

/** Signing in and choosing a new password, outside the public layout. */
const AUTH_SCREENS: Record<AuthPagePath, LazyRoute> = {
  '/login': async () => ({
    Component: (await import('@/features/auth/routes/login-page')).LoginPage,
  }),
  '/reset-password': async () => ({
    Component: (await import('@/features/auth/routes/reset-password-page')).ResetPasswordPage,
  }),
};

/** The console screens built so far, by path, each loaded on demand. */
const SCREENS: Record<string, LazyRoute> = {
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
};

/**
 * Route table of spec 01 section 2.1. Every page and both consoles are loaded on demand, so a
 * visitor of the public site downloads no console code.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...PUBLIC_LINKS.map(({ to }) =>
            to === '/'
              ? { index: true, lazy: PUBLIC_SCREENS[to] }
              : { path: to.slice(1), lazy: PUBLIC_SCREENS[to] },
          ),
          // Teachers, students and parents land here after signing in until their portals exist,
          // and so does an account with no console, to be told so.
          {
            path: PORTAL_PATH.slice(1),
            lazy: async () => ({
              Component: (await import('@/features/portal/routes/portal-page')).PortalPage,
            }),
          },
        ],
      },
      ...AUTH_PAGES.map((to) => ({ path: to.slice(1), lazy: AUTH_SCREENS[to] })),
      consoleRoute(SUPERADMIN_AREA),
      consoleRoute(SCHOOL_ADMIN_AREA),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * A console area: guard (which also sends its index to the first page the user may see), then
 * the lazily loaded shell, then one route per page.
 */
function consoleRoute(area: ConsoleArea): RouteObject {
  return {
    path: area.basePath,
    element: <RequireConsole area={area} />,
    children: [
      {
        lazy: async () => {
          const { ConsoleLayout } = await import('./console/console-layout');
          return { element: <ConsoleLayout area={area} /> };
        },
        children: [
          { index: true, element: null },
          // Screens not built yet show their title until their issue lands.
          ...area.pages.map((page) => ({
            path: page.path,
            lazy:
              SCREENS[`${area.basePath}/${page.path}`] ??
              (async () => {
                const { PagePlaceholder } = await import('@/components/ui/page-placeholder');
                return { element: <PagePlaceholder title={page.title} /> };
              }),
          })),
        ],
      },
    ],
  };
}
