import {
  BookOpen,
  Building2,
  CalendarRange,
  ChartColumn,
  ClipboardCheck,
  GraduationCap,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LayoutGrid,
  Megaphone,
  Presentation,
  School,
  ScrollText,
  Settings,
  ShieldCheck,
  SquareUser,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { areaNameKey, pageHref, pageLabelKey, visiblePages, type ConsoleArea } from '@/lib/console-areas';
import { useSession } from '@/lib/session';
import { usePlatformName } from '@/lib/platform-preferences';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  dashboard: LayoutDashboard,
  schools: School,
  users: Users,
  roles: ShieldCheck,
  permissions: KeyRound,
  'audit-logs': ScrollText,
  statistics: ChartColumn,
  inquiries: Inbox,
  settings: Settings,
  'academic-years': CalendarRange,
  parents: UsersRound,
  students: GraduationCap,
  teachers: SquareUser,
  classes: Presentation,
  sections: LayoutGrid,
  subjects: BookOpen,
  'school-profile': Building2,
  attendance: ClipboardCheck,
  notices: Megaphone,
};

interface SidebarProps {
  id: string;
  area: ConsoleArea;
  /** Collapsed, only icons show; the labels stay readable to screen readers. */
  expanded: boolean;
  /** On a phone: a drawer over the page instead of a column beside it. */
  drawer: boolean;
  /** A drawer that is closed is hidden from everyone. */
  open: boolean;
  /** A page was chosen. */
  onNavigate: () => void;
}

/** The area's screens the user may see, and only those. */
export function Sidebar({ id, area, expanded, drawer, open, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { name } = usePlatformName();
  const areaName = t(areaNameKey(area));
  const place = drawer
    ? 'fixed inset-y-0 left-0 z-40 w-64 shadow-xl'
    : `sticky top-0 shrink-0 transition-[width] ${expanded ? 'w-64' : 'w-16'}`;
  return (
    <aside
      id={id}
      hidden={drawer && !open}
      aria-label={drawer ? t('console.menu_label', { area: areaName }) : undefined}
      className={`h-screen overflow-y-auto border-r border-slate-200 bg-white ${place}`}
    >
      <div className="flex h-16 items-center border-b border-slate-200 px-4">
        <span className="truncate text-lg font-bold text-brand-700">
          {expanded ? (
            name
          ) : (
            <>
              <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
              <span className="sr-only">{name}</span>
            </>
          )}
        </span>
      </div>
      <nav aria-label={t('console.navigation_label', { area: areaName })} className="p-2">
        <ul className="space-y-1">
          {visiblePages(area, user).map((page) => {
            const Icon = ICONS[page.path] ?? LayoutDashboard;
            const label = t(pageLabelKey(area, page));
            return (
              <li key={page.path}>
                <NavLink
                  to={pageHref(area, page)}
                  onClick={drawer ? onNavigate : undefined}
                  title={expanded ? undefined : label}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
                      isActive
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                    }`
                  }
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  <span className={expanded ? 'truncate' : 'sr-only'}>{label}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
