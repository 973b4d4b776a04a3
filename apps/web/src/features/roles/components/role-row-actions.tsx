import type { Role } from '@school/contract';
import { Eye, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu, type RowAction } from '@/components/ui/row-actions-menu';
import { useAccess } from '@/lib/use-access';
import { roleNameOf } from '@/lib/builtin-text';

export type RoleAction = 'details' | 'edit' | 'permissions' | 'delete';

interface RoleRowActionsProps {
  role: Role;
  onAction: (action: RoleAction, role: Role) => void;
}

/**
 * Each action for a user who holds its permission. Core roles are never deletable and
 * superadmin's permissions are all of them by definition; only a superadmin changes the
 * superadmin role, and a delegate never sets the permissions of a role they hold. The server
 * would always refuse those, so they are not offered.
 */
export function RoleRowActions({ role, onAction }: RoleRowActionsProps) {
  const { t } = useTranslation('roles');
  const access = useAccess();
  const beyondCaller = role.has_all_permissions && !access.superadmin;
  const ownRole = !access.superadmin && access.roleIds.has(role.id);
  const actions: RowAction[] = [
    { label: t('row_actions.details'), icon: Eye, onSelect: () => onAction('details', role) },
  ];
  if (!beyondCaller) {
    actions.push({
      label: t('row_actions.edit'),
      icon: Pencil,
      permission: 'roles_update',
      onSelect: () => onAction('edit', role),
    });
  }
  if (!role.has_all_permissions && !ownRole) {
    actions.push({
      label: t('row_actions.permissions'),
      icon: KeyRound,
      // The checkboxes come from the permissions list.
      permission: ['roles_assign_permissions', 'permissions_view'],
      onSelect: () => onAction('permissions', role),
    });
  }
  if (!role.is_core && !beyondCaller) {
    actions.push({
      label: t('row_actions.delete'),
      icon: Trash2,
      danger: true,
      permission: 'roles_delete',
      onSelect: () => onAction('delete', role),
    });
  }
  return <RowActionsMenu label={t('row_actions.menu', { name: roleNameOf(role) })} actions={actions} />;
}
