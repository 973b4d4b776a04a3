import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { SCHOOL_ADMIN_AREA, SUPERADMIN_AREA, type ConsoleArea } from './console/areas';
import { PublicLayout } from './public/public-layout';
import { RequireRole } from './require-role';
import { RouteError } from './route-error';

/** The console screens built so far, by path, each loaded on demand. */
const SCREENS: Record<string, RouteObject['lazy']> = {
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
  '/superadmin/inquiries': async () => ({
    Component: (await import('@/features/inquiries/routes/inquiries-page')).InquiriesPage,
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
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/public-site/routes/home-page')).HomePage,
            }),
          },
          {
            path: 'features',
            lazy: async () => ({
              Component: (await import('@/features/public-site/routes/features-page')).FeaturesPage,
            }),
          },
          {
            path: 'about-us',
            lazy: async () => ({
              Component: (await import('@/features/public-site/routes/about-page')).AboutPage,
            }),
          },
          {
            path: 'contact-us',
            lazy: async () => ({
              Component: (await import('@/features/public-site/routes/contact-page')).ContactPage,
            }),
          },
          {
            path: 'download-app',
            lazy: async () => ({
              Component: (await import('@/features/public-site/routes/download-app-page')).DownloadAppPage,
            }),
          },
        ],
      },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('@/features/auth/routes/login-page')).LoginPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('@/features/auth/routes/reset-password-page')).ResetPasswordPage,
        }),
      },
      consoleRoute(SUPERADMIN_AREA),
      consoleRoute(SCHOOL_ADMIN_AREA),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** A console area: guard, then the lazily loaded shell, then one route per page. */
function consoleRoute(area: ConsoleArea): RouteObject {
  return {
    path: area.basePath,
    element: <RequireRole role={area.role} />,
    children: [
      {
        lazy: async () => {
          const { ConsoleLayout } = await import('./console/console-layout');
          return { element: <ConsoleLayout area={area} /> };
        },
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
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
