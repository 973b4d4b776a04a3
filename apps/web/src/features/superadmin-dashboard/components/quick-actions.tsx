import { Activity, School, Users } from 'lucide-react';
import { QuickActionGrid, type QuickAction } from '@/components/ui/quick-action-grid';

/**
 * Spec 01 section 2.11's three quick actions; System Health opens the settings and system
 * information. Each is offered to a user who may see its screen.
 */
const ACTIONS: readonly QuickAction[] = [
  {
    to: '/superadmin/schools',
    title: 'Add New School',
    description: 'Register a school on the platform',
    icon: School,
    permission: 'schools_view',
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
