import type { Role } from '@school/contract';
import { Eye, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { RowActionsMenu, type RowAction } from '@/components/ui/row-actions-menu';

export type RoleAction = 'details' | 'edit' | 'permissions' | 'delete';

interface RoleRowActionsProps {
  role: Role;
  onAction: (action: RoleAction, role: Role) => void;
}

/**
 * Core roles are never deletable and superadmin's permissions are all of them by definition, so
 * neither action is offered where the server would always refuse it.
 */
export function RoleRowActions({ role, onAction }: RoleRowActionsProps) {
  const actions: RowAction[] = [
    { label: 'View details', icon: Eye, onSelect: () => onAction('details', role) },
    { label: 'Edit', icon: Pencil, onSelect: () => onAction('edit', role) },
  ];
  if (!role.has_all_permissions) {
    actions.push({
      label: 'Manage permissions',
      icon: KeyRound,
      onSelect: () => onAction('permissions', role),
    });
  }
  if (!role.is_core) {
    actions.push({ label: 'Delete', icon: Trash2, danger: true, onSelect: () => onAction('delete', role) });
  }
  return <RowActionsMenu label={`Actions for ${role.display_name || role.name}`} actions={actions} />;
}
