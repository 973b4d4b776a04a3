import type { Permission } from '@school/contract';
import { Eye, Pencil, Trash2 } from 'lucide-react';
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
  const actions: RowAction[] = [
    { label: 'View details', icon: Eye, onSelect: () => onAction('details', permission) },
    {
      label: 'Edit',
      icon: Pencil,
      permission: 'permissions_update',
      onSelect: () => onAction('edit', permission),
    },
  ];
  if (!permission.is_system) {
    actions.push({
      label: 'Delete',
      icon: Trash2,
      danger: true,
      permission: 'permissions_delete',
      onSelect: () => onAction('delete', permission),
    });
  }
  return <RowActionsMenu label={`Actions for ${permission.name}`} actions={actions} />;
}
