import type { School } from '@school/contract';
import { Eye, Pencil, Trash2, UserMinus, UserPlus } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type SchoolAction = 'details' | 'assign-admin' | 'remove-admin' | 'edit' | 'delete';

interface SchoolRowActionsProps {
  school: School;
  onAction: (action: SchoolAction, school: School) => void;
}

/** Choosing an admin searches the users, so it needs users_view as well. */
export function SchoolRowActions({ school, onAction }: SchoolRowActionsProps) {
  const hasAdmin = school.admins.length > 0;
  return (
    <RowActionsMenu
      label={`Actions for ${school.name}`}
      actions={[
        { label: 'View details', icon: Eye, onSelect: () => onAction('details', school) },
        hasAdmin
          ? {
              label: 'Remove admin',
              icon: UserMinus,
              permission: 'schools_assign_admin',
              onSelect: () => onAction('remove-admin', school),
            }
          : {
              label: 'Assign admin',
              icon: UserPlus,
              permission: ['schools_assign_admin', 'users_view'],
              onSelect: () => onAction('assign-admin', school),
            },
        {
          label: 'Edit',
          icon: Pencil,
          permission: 'schools_update',
          onSelect: () => onAction('edit', school),
        },
        {
          label: 'Delete',
          icon: Trash2,
          danger: true,
          permission: 'schools_delete',
          onSelect: () => onAction('delete', school),
        },
      ]}
    />
  );
}
