import type { ConsoleUser } from '@school/contract';
import { Ban, CircleCheck, Eye, LockOpen, Pencil, ShieldCheck, Trash2, UserCheck } from 'lucide-react';
import { RowActionsMenu, type RowAction } from '@/components/ui/row-actions-menu';
import { SUPERADMIN_ROLE } from '@/lib/permissions';
import { useAccess } from '@/lib/use-access';

export type UserAction =
  'edit' | 'suspend' | 'activate' | 'approve' | 'unlock' | 'assign-roles' | 'details' | 'delete';

interface UserRowActionsProps {
  user: ConsoleUser;
  onAction: (action: UserAction, user: ConsoleUser) => void;
}

/** The status action offered depends on the status (spec 01 section 4), each its own permission. */
function statusAction(user: ConsoleUser, onAction: UserRowActionsProps['onAction']): RowAction {
  switch (user.status) {
    case 'active':
      return {
        label: 'Suspend',
        icon: Ban,
        permission: 'users_suspend',
        onSelect: () => onAction('suspend', user),
      };
    case 'suspended':
      return {
        label: 'Activate',
        icon: CircleCheck,
        permission: 'users_activate',
        onSelect: () => onAction('activate', user),
      };
    case 'inactive':
      return {
        label: 'Approve',
        icon: UserCheck,
        permission: 'users_approve',
        onSelect: () => onAction('approve', user),
      };
  }
}

/**
 * Each action for a user who holds its permission. Only a superadmin acts on a superadmin's
 * account, and a delegate's own roles are set by someone else: the server refuses both, so they
 * are not offered.
 */
export function UserRowActions({ user, onAction }: UserRowActionsProps) {
  const access = useAccess();
  const details: RowAction = { label: 'View details', icon: Eye, onSelect: () => onAction('details', user) };
  const untouchable = !access.superadmin && user.roles.some((role) => role.name === SUPERADMIN_ROLE);
  if (untouchable) return <RowActionsMenu label={`Actions for ${user.name}`} actions={[details]} />;

  const actions: RowAction[] = [
    details,
    { label: 'Edit', icon: Pencil, permission: 'users_update', onSelect: () => onAction('edit', user) },
    statusAction(user, onAction),
  ];
  // Locked out by failed sign-ins (users_unlock; the server refuses an account holding more).
  if (user.locked_until) {
    actions.push({
      label: 'Unlock',
      icon: LockOpen,
      permission: 'users_unlock',
      onSelect: () => onAction('unlock', user),
    });
  }
  if (access.superadmin || user.id !== access.userId) {
    actions.push({
      label: 'Assign roles',
      icon: ShieldCheck,
      // The roles on offer come from the roles list.
      permission: ['users_assign_roles', 'roles_view'],
      onSelect: () => onAction('assign-roles', user),
    });
  }
  actions.push({
    label: 'Delete',
    icon: Trash2,
    danger: true,
    permission: 'users_delete',
    onSelect: () => onAction('delete', user),
  });
  return <RowActionsMenu label={`Actions for ${user.name}`} actions={actions} />;
}
