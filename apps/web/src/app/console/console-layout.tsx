import { Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { PageSpinner } from '@/components/ui/spinner';
import { useMaintenance } from '@/lib/maintenance';
import { QueryScope } from '@/lib/query-scope';
import { useMediaQuery } from '@/lib/use-media-query';
import type { ConsoleArea } from '@/lib/console-areas';
import { MaintenancePage } from '@/components/ui/maintenance-page';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const SIDEBAR_ID = 'console-sidebar';

/** Tailwind's lg: from here the sidebar sits beside the page; below it, it is a drawer over it. */
const DESKTOP = '(min-width: 1024px)';

/**
 * The shell shared by both consoles (spec 01 section 2.10): sidebar, top bar and the page. On a
 * desktop the sidebar sits beside the page and folds to icons; on a phone it is a drawer over the
 * page, closed until asked for, and closed again by choosing a page, Escape or a tap outside, with
 * the focus back on its button, so the page keeps the whole width of the screen.
 */
export function ConsoleLayout({ area }: { area: ConsoleArea }) {
  const desktop = useMediaQuery(DESKTOP);
  // Turned away for maintenance: one page that says so, not every screen's errors.
  const maintenance = useMaintenance();
  const [expanded, setExpanded] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  // A window widened past the phone layout (a turned tablet) keeps no drawer open behind the
  // sidebar, nor its Escape handler.
  if (desktop && drawerOpen) setDrawerOpen(false);

  const closeDrawer = useCallback((returnFocus: boolean) => {
    setDrawerOpen(false);
    if (returnFocus) toggleButton.current?.focus();
  }, []);

  // An opened drawer takes the focus, so that the keyboard is where the eyes are. Both this and
  // the Escape listener run in the commit that draws the drawer (layout effects), before the
  // browser can deliver another event. As passive effects they ran after paint, and on a busy
  // machine an Escape pressed as soon as the drawer showed met no listener; and a tap outside
  // that closed it at once, focusing the toggle, was followed by the open's late effect moving
  // the focus into the drawer being closed.
  useLayoutEffect(() => {
    if (drawerOpen) document.querySelector<HTMLElement>(`#${SIDEBAR_ID} a`)?.focus();
  }, [drawerOpen]);
  useLayoutEffect(() => {
    if (!drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, closeDrawer]);

  const open = desktop ? expanded : drawerOpen;
  return (
    <QueryScope>
      <div className="flex min-h-screen bg-slate-50">
        <SkipLink />
        {!desktop && drawerOpen && (
          <div
            aria-hidden="true"
            data-testid="drawer-backdrop"
            className="fixed inset-0 z-30 bg-slate-900/40"
            onClick={() => closeDrawer(true)}
          />
        )}
        <Sidebar
          id={SIDEBAR_ID}
          area={area}
          expanded={desktop ? expanded : true}
          drawer={!desktop}
          open={open}
          // Choosing a page closes the drawer, like Escape or a tap outside.
          onNavigate={() => closeDrawer(true)}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            area={area}
            sidebarId={SIDEBAR_ID}
            sidebarOpen={open}
            toggleRef={toggleButton}
            onToggleSidebar={() =>
              desktop ? setExpanded((value) => !value) : setDrawerOpen((value) => !value)
            }
          />
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-6">
            {/* A page's messages load with it; the shell stays drawn meanwhile. */}
            <Suspense fallback={<PageSpinner />}>{maintenance ? <MaintenancePage /> : <Outlet />}</Suspense>
          </main>
        </div>
      </div>
    </QueryScope>
  );
}
