import type { ConsoleUser } from '@school/contract';
import type { TFunction } from 'i18next';
import {
  Ban,
  CircleCheck,
  Eye,
  LockOpen,
  LogOut,
  Pencil,
  ShieldCheck,
  ShieldOff,
  Trash2,
  UserCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu, type RowAction } from '@/components/ui/row-actions-menu';
import { SUPERADMIN_ROLE } from '@/lib/permissions';
import { useAccess } from '@/lib/use-access';

export type UserAction =
  | 'edit'
  | 'suspend'
  | 'activate'
  | 'approve'
  | 'unlock'
  | 'end-sessions'
  | 'assign-roles'
  | 'remove-two-factor'
  | 'details'
  | 'delete';

interface UserRowActionsProps {
  user: ConsoleUser;
  onAction: (action: UserAction, user: ConsoleUser) => void;
}

/** The status action offered depends on the status (spec 01 section 4), each its own permission. */
function statusAction(
  t: TFunction<'users'>,
  user: ConsoleUser,
  onAction: UserRowActionsProps['onAction'],
): RowAction {
  switch (user.status) {
    case 'active':
      return {
        label: t('row_actions.suspend'),
        icon: Ban,
        permission: 'users_suspend',
        onSelect: () => onAction('suspend', user),
      };
    case 'suspended':
      return {
        label: t('row_actions.activate'),
        icon: CircleCheck,
        permission: 'users_activate',
        onSelect: () => onAction('activate', user),
      };
    case 'inactive':
      return {
        label: t('row_actions.approve'),
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
  const { t } = useTranslation('users');
  const access = useAccess();
  const menuLabel = t('row_actions.menu', { name: user.name });
  const details: RowAction = {
    label: t('row_actions.details'),
    icon: Eye,
    onSelect: () => onAction('details', user),
  };
  const untouchable = !access.superadmin && user.roles.some((role) => role.name === SUPERADMIN_ROLE);
  if (untouchable) return <RowActionsMenu label={menuLabel} actions={[details]} />;

  const actions: RowAction[] = [
    details,
    {
      label: t('row_actions.edit'),
      icon: Pencil,
      permission: 'users_update',
      onSelect: () => onAction('edit', user),
    },
    statusAction(t, user, onAction),
  ];
  // Locked out by failed sign-ins (users_unlock; the server refuses an account holding more).
  if (user.locked_until) {
    actions.push({
      label: t('row_actions.unlock'),
      icon: LockOpen,
      permission: 'users_unlock',
      onSelect: () => onAction('unlock', user),
    });
  }
  // Signed out everywhere (users_end_sessions); one's own sessions are ended in Profile.
  if (user.id !== access.userId) {
    actions.push({
      label: t('row_actions.end_sessions'),
      icon: LogOut,
      permission: 'users_end_sessions',
      onSelect: () => onAction('end-sessions', user),
    });
  }
  if (access.superadmin || user.id !== access.userId) {
    actions.push({
      label: t('row_actions.assign_roles'),
      icon: ShieldCheck,
      // The roles on offer come from the roles list.
      permission: ['users_assign_roles', 'roles_view'],
      onSelect: () => onAction('assign-roles', user),
    });
  }
  // For someone who lost their phone and recovery codes; never one's own (Profile turns it off).
  if (user.id !== access.userId) {
    actions.push({
      label: t('row_actions.remove_two_factor'),
      icon: ShieldOff,
      permission: 'users_two_factor_reset',
      onSelect: () => onAction('remove-two-factor', user),
    });
  }
  actions.push({
    label: t('row_actions.delete'),
    icon: Trash2,
    danger: true,
    permission: 'users_delete',
    onSelect: () => onAction('delete', user),
  });
  return <RowActionsMenu label={menuLabel} actions={actions} />;
}
