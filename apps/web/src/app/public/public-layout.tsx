import { Suspense, useEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { PageSpinner } from '@/components/ui/spinner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * A link from the bottom of one page opens the next at its top. Back and Forward (POP) are left
 * to the browser, which restores where the visitor was; a change of query only (the contact
 * page's subject) keeps the position. Lighter than react-router's ScrollRestoration.
 */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export function PublicLayout() {
  useScrollToTopOnNewPage();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
