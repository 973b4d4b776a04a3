import type { Permission } from '@school/contract';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu, type RowAction } from '@/components/ui/row-actions-menu';

export type PermissionAction = 'details' | 'edit' | 'delete';

interface PermissionRowActionsProps {
  permission: Permission;
  onAction: (action: PermissionAction, permission: Permission) => void;
}

/**
 * Each action for a user who holds its permission. A system permission is needed by a route of
 * the API, so it offers no delete.
 */
export function PermissionRowActions({ permission, onAction }: PermissionRowActionsProps) {
  const { t } = useTranslation('permissions');
  const actions: RowAction[] = [
    { label: t('common:actions.view_details'), icon: Eye, onSelect: () => onAction('details', permission) },
    {
      label: t('common:actions.edit'),
      icon: Pencil,
      permission: 'permissions_update',
      onSelect: () => onAction('edit', permission),
    },
  ];
  if (!permission.is_system) {
    actions.push({
      label: t('common:actions.delete'),
      icon: Trash2,
      danger: true,
      permission: 'permissions_delete',
      onSelect: () => onAction('delete', permission),
    });
  }
  return <RowActionsMenu label={t('row_actions.label', { name: permission.name })} actions={actions} />;
}
