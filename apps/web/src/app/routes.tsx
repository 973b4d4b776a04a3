import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import {
  NO_CONSOLE_PATH,
  PARENT_AREA,
  SCHOOL_ADMIN_AREA,
  STUDENT_AREA,
  SUPERADMIN_AREA,
  TEACHER_AREA,
  type ConsoleArea,
} from '@/lib/console-areas';
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

/**
 * Route table of spec 01 section 2.1. Every page and every console are loaded on demand, so a
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
          // An account whose roles open no console lands here after signing in, to be told so.
          {
            path: NO_CONSOLE_PATH.slice(1),
            lazy: async () => ({
              Component: (await import('./public/no-console-page')).NoConsolePage,
            }),
          },
        ],
      },
      ...AUTH_PAGES.map((to) => ({ path: to.slice(1), lazy: AUTH_SCREENS[to] })),
      consoleRoute(SUPERADMIN_AREA),
      consoleRoute(SCHOOL_ADMIN_AREA),
      consoleRoute(TEACHER_AREA),
      consoleRoute(PARENT_AREA),
      consoleRoute(STUDENT_AREA),
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
          ...area.pages.map((page) => ({
            path: page.path,
            // The table of screens loads with the first console page, not with the public site.
            lazy: async () => (await import('./console/screens')).loadScreen(area, page),
          })),
        ],
      },
    ],
  };
}
