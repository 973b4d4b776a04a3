import { Activity, School, Users } from 'lucide-react';
import { QuickActionGrid, type QuickAction } from '@/components/ui/quick-action-grid';

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
  return <QuickActionGrid actions={ACTIONS} />;
}
