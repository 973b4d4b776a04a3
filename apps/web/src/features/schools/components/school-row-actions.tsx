import type { School } from '@school/contract';
import { Eye, Pencil, Trash2, UserMinus, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type SchoolAction = 'details' | 'assign-admin' | 'remove-admin' | 'edit' | 'delete';

interface SchoolRowActionsProps {
  school: School;
  onAction: (action: SchoolAction, school: School) => void;
}

/** Choosing an admin searches the users, so it needs users_view as well. */
export function SchoolRowActions({ school, onAction }: SchoolRowActionsProps) {
  const { t } = useTranslation('schools');
  const hasAdmin = school.admins.length > 0;
  return (
    <RowActionsMenu
      label={t('row_actions.menu', { name: school.name })}
      actions={[
        { label: t('row_actions.details'), icon: Eye, onSelect: () => onAction('details', school) },
        hasAdmin
          ? {
              label: t('row_actions.remove_admin'),
              icon: UserMinus,
              permission: 'schools_assign_admin',
              onSelect: () => onAction('remove-admin', school),
            }
          : {
              label: t('row_actions.assign_admin'),
              icon: UserPlus,
              permission: ['schools_assign_admin', 'users_view'],
              onSelect: () => onAction('assign-admin', school),
            },
        {
          label: t('row_actions.edit'),
          icon: Pencil,
          permission: 'schools_update',
          onSelect: () => onAction('edit', school),
        },
        {
          label: t('row_actions.delete'),
          icon: Trash2,
          danger: true,
          permission: 'schools_delete',
          onSelect: () => onAction('delete', school),
        },
      ]}
    />
  );
}
