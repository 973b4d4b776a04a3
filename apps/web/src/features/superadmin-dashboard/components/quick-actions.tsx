import { Activity, School, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface QuickAction {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** Spec 01 section 2.11's three quick actions; System Health opens the settings and system information. */
const ACTIONS: readonly QuickAction[] = [
  {
    to: '/superadmin/schools',
    title: 'Add New School',
    description: 'Register a school on the platform',
    icon: School,
  },
  {
    to: '/superadmin/users',
    title: 'Manage Users',
    description: 'Accounts, roles and their status',
    icon: Users,
  },
  {
    to: '/superadmin/settings',
    title: 'System Health',
    description: 'Platform settings and system information',
    icon: Activity,
  },
];

export function QuickActions() {
  return (
    <nav aria-label="Quick actions">
      <ul className="grid gap-4 sm:grid-cols-3">
        {ACTIONS.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
              <span>
                <span className="block font-medium text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
