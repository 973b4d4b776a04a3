import { Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { confirmSession, reloadSessionUser } from '@/features/auth/api/get-me';
import { setForbiddenHandler, setUnauthorizedHandler } from '@/lib/api-client';
import { refreshPlatformPreferencesOn } from '@/lib/platform-preferences';
import { Providers } from './providers';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Wires the router into the API client (an expired session goes to /login without a page
 * reload), has a refused permission reload the session user, reads the platform's public settings
 * on each page opened, and confirms a stored session with the server.
 */
export function startSession(router: AppRouter): void {
  setUnauthorizedHandler(() => void router.navigate('/login'));
  setForbiddenHandler(() => void reloadSessionUser());
  // Each page opened reads the platform's name and maintenance state again.
  refreshPlatformPreferencesOn(router.state.location.pathname);
  router.subscribe((state) => refreshPlatformPreferencesOn(state.location.pathname));
  void confirmSession();
}

export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      {/* A screen in a language whose messages are still loading waits here (i18n/i18n.ts). */}
      <Suspense fallback={<FullPageSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}
