import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Permission } from '@/lib/permissions';
import { useAccess } from '@/lib/use-access';

export interface QuickAction {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** The permission of the screen it opens: a user who may not see it is not offered it. */
  permission: Permission;
}

/** A dashboard's shortcuts, as a row of cards that each open a screen the user may see. */
export function QuickActionGrid({ actions }: { actions: readonly QuickAction[] }) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const allowed = actions.filter((action) => can(action.permission));
  if (allowed.length === 0) return null;
  return (
    <nav aria-label={t('quick_actions')}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {allowed.map(({ to, title, description, icon: Icon }) => (
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
