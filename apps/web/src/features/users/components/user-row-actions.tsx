import type { ConsoleUser } from '@school/contract';
import { Ban, CircleCheck, Eye, Pencil, ShieldCheck, Trash2, UserCheck } from 'lucide-react';
import { RowActionsMenu, type RowAction } from '@/components/ui/row-actions-menu';

export type UserAction = 'edit' | 'suspend' | 'activate' | 'approve' | 'assign-roles' | 'details' | 'delete';

interface UserRowActionsProps {
  user: ConsoleUser;
  onAction: (action: UserAction, user: ConsoleUser) => void;
}

/** The status action offered depends on the status (spec 01 section 4). */
function statusAction(user: ConsoleUser, onAction: UserRowActionsProps['onAction']): RowAction {
  switch (user.status) {
    case 'active':
      return { label: 'Suspend', icon: Ban, onSelect: () => onAction('suspend', user) };
    case 'suspended':
      return { label: 'Activate', icon: CircleCheck, onSelect: () => onAction('activate', user) };
    case 'inactive':
      return { label: 'Approve', icon: UserCheck, onSelect: () => onAction('approve', user) };
  }
}

export function UserRowActions({ user, onAction }: UserRowActionsProps) {
  return (
    <RowActionsMenu
      label={`Actions for ${user.name}`}
      actions={[
        { label: 'View details', icon: Eye, onSelect: () => onAction('details', user) },
        { label: 'Edit', icon: Pencil, onSelect: () => onAction('edit', user) },
        statusAction(user, onAction),
        { label: 'Assign roles', icon: ShieldCheck, onSelect: () => onAction('assign-roles', user) },
        { label: 'Delete', icon: Trash2, danger: true, onSelect: () => onAction('delete', user) },
      ]}
    />
  );
}
