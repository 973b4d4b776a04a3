import type { Parent } from '@school/contract';
import { Eye, Link2, Pencil, ShieldOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type ParentAction = 'details' | 'link' | 'edit' | 'remove-two-factor' | 'delete';

interface ParentRowActionsProps {
  parent: Parent;
  onAction: (action: ParentAction, parent: Parent) => void;
}

export function ParentRowActions({ parent, onAction }: ParentRowActionsProps) {
  const { t } = useTranslation('parents');
  return (
    <RowActionsMenu
      label={t('actions.menu_label', { name: parent.name })}
      actions={[
        { label: t('actions.view_details'), icon: Eye, onSelect: () => onAction('details', parent) },
        {
          label: t('actions.link_student'),
          icon: Link2,
          // The students on offer come from the students list.
          permission: ['parents_link_students', 'students_view'],
          onSelect: () => onAction('link', parent),
        },
        {
          label: t('common:actions.edit'),
          icon: Pencil,
          permission: 'parents_update',
          onSelect: () => onAction('edit', parent),
        },
        {
          label: t('actions.remove_two_factor'),
          icon: ShieldOff,
          permission: 'people_two_factor_reset',
          onSelect: () => onAction('remove-two-factor', parent),
        },
        {
          label: t('actions.remove'),
          icon: Trash2,
          danger: true,
          permission: 'parents_delete',
          onSelect: () => onAction('delete', parent),
        },
      ]}
    />
  );
}
