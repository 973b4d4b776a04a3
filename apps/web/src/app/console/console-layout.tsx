import { useState } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { QueryScope } from '@/lib/query-scope';
import type { ConsoleArea } from './areas';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const SIDEBAR_ID = 'console-sidebar';

/** The shell shared by both consoles (spec 01 section 2.10): sidebar, top bar and the page. */
export function ConsoleLayout({ area }: { area: ConsoleArea }) {
  // Narrow screens start with the sidebar collapsed to icons so the page keeps its width.
  const [sidebarExpanded, setSidebarExpanded] = useState(
    () => window.matchMedia('(min-width: 1024px)').matches,
  );

  return (
    <QueryScope>
      <div className="flex min-h-screen bg-slate-50">
        <SkipLink />
        <Sidebar id={SIDEBAR_ID} area={area} expanded={sidebarExpanded} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            area={area}
            sidebarId={SIDEBAR_ID}
            sidebarExpanded={sidebarExpanded}
            onToggleSidebar={() => setSidebarExpanded((value) => !value)}
          />
          <main id="main" tabIndex={-1} className="flex-1 p-6 outline-none">
            <Outlet />
          </main>
        </div>
      </div>
    </QueryScope>
  );
}
