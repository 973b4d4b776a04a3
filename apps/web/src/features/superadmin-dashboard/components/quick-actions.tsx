import { Activity, School, Users } from 'lucide-react';
import { QuickActionGrid, type QuickAction } from '@/components/ui/quick-action-grid';
import { createFormHref } from '@/lib/open-create';

/**
 * Spec 01 section 2.11's three quick actions; System Health opens the settings and system
 * information. Each is offered to a user who may see its screen.
 */
const ACTIONS: readonly QuickAction[] = [
  {
    // Opens the Schools list with its create form open, not just the list.
    to: createFormHref('/superadmin/schools'),
    title: 'Add New School',
    description: 'Register a school on the platform',
    icon: School,
    permission: 'schools_create',
  },
  {
    to: '/superadmin/users',
    title: 'Manage Users',
    description: 'Accounts, roles and their status',
    icon: Users,
    permission: 'users_view',
  },
  {
    to: '/superadmin/settings',
    title: 'System Health',
    description: 'Platform settings and system information',
    icon: Activity,
    permission: 'settings_view',
  },
];

export function QuickActions() {
  return <QuickActionGrid actions={ACTIONS} />;
}
