import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { pageHref, signInPathOf, visiblePages, type ConsoleArea } from '@/lib/console-areas';
import { useSession } from '@/lib/session';

/**
 * Route guard of a console area: a spinner while the session is being confirmed; signed out to /
 * (or to /login when the server just rejected the token). The area is open to a user who may see
 * at least one of its screens; anyone else goes where they belong. Its index, and a screen the
 * user may not see, lead to the first screen they may see, so a changed permission (the session
 * user reloaded after a 403) moves the user on from a screen they lost.
 */
export function RequireConsole({ area }: { area: ConsoleArea }) {
  const session = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (session.checking) return <FullPageSpinner label={t('console.checking_session')} />;
  if (!session.token) return <Navigate to={session.expired ? '/login' : '/'} replace />;

  const pages = visiblePages(area, session.user);
  const [first] = pages;
  if (!first) return <Navigate to={signInPathOf(session.user)} replace />;

  const segment = pathname.slice(area.basePath.length).split('/')[1] ?? '';
  const page = area.pages.find((p) => p.path === segment);
  if (segment === '' || (page && !pages.includes(page))) {
    return <Navigate to={pageHref(area, first)} replace />;
  }
  return <Outlet />;
}
