import { Activity, School, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuickActionGrid, type QuickAction } from '@/components/ui/quick-action-grid';
import { createFormHref } from '@/lib/open-create';

/**
 * Spec 01 section 2.11's three quick actions; System Health opens the settings and system
 * information. Each is offered to a user who may see its screen; its words are
 * `quick_actions.<key>.{title,description}`.
 */
const ACTIONS: readonly (Omit<QuickAction, 'title' | 'description'> & { key: string })[] = [
  {
    // Opens the Schools list with its create form open, not just the list.
    to: createFormHref('/superadmin/schools'),
    key: 'add_school',
    icon: School,
    permission: 'schools_create',
  },
  { to: '/superadmin/users', key: 'manage_users', icon: Users, permission: 'users_view' },
  { to: '/superadmin/settings', key: 'system_health', icon: Activity, permission: 'settings_view' },
];

export function QuickActions() {
  const { t } = useTranslation('superadmin-dashboard');
  return (
    <QuickActionGrid
      actions={ACTIONS.map(({ key, ...action }) => ({
        ...action,
        title: t(`quick_actions.${key}.title`),
        description: t(`quick_actions.${key}.description`),
      }))}
    />
  );
}
