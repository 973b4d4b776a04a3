import { Menu } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { areaNameKey, pageHref, visiblePages, type ConsoleArea } from '@/lib/console-areas';
import { useSession } from '@/lib/session';
import { NotificationsButton } from './notifications-button';
import { UserMenu } from './user-menu';

interface TopBarProps {
  area: ConsoleArea;
  sidebarId: string;
  /** Expanded beside the page (desktop), or open over it (phone). */
  sidebarOpen: boolean;
  /** The toggle button, for the focus to come back to when the drawer closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggleSidebar: () => void;
}

export function TopBar({ area, sidebarId, sidebarOpen, toggleRef, onToggleSidebar }: TopBarProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  // A school administrator works for one school, whose name heads their console.
  const heading = (area.id === 'school' && user?.school?.name) || t(areaNameKey(area));
  const settings = visiblePages(area, user).find((page) => page.path === 'settings');

  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-2 sm:gap-3 sm:px-4">
      <button
        ref={toggleRef}
        type="button"
        aria-label={t('console.toggle_sidebar')}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <p className="min-w-0 flex-1 truncate font-semibold text-slate-900">{heading}</p>
      <NotificationsButton />
      <UserMenu area={area} settingsPath={settings ? pageHref(area, settings) : null} />
    </header>
  );
}
