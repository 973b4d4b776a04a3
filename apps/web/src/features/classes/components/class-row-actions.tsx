import type { SchoolClass } from '@school/contract';
import { ChartPie, Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type ClassAction = 'details' | 'analytics' | 'edit' | 'delete';

interface ClassRowActionsProps {
  schoolClass: SchoolClass;
  onAction: (action: ClassAction, schoolClass: SchoolClass) => void;
}

export function ClassRowActions({ schoolClass, onAction }: ClassRowActionsProps) {
  const { t } = useTranslation('classes');
  return (
    <RowActionsMenu
      label={t('actions.menu', { name: schoolClass.name })}
      actions={[
        { label: t('actions.details'), icon: Eye, onSelect: () => onAction('details', schoolClass) },
        { label: t('actions.analytics'), icon: ChartPie, onSelect: () => onAction('analytics', schoolClass) },
        {
          label: t('actions.edit'),
          icon: Pencil,
          permission: 'classes_update',
          onSelect: () => onAction('edit', schoolClass),
        },
        {
          label: t('actions.delete'),
          icon: Trash2,
          danger: true,
          permission: 'classes_delete',
          onSelect: () => onAction('delete', schoolClass),
        },
      ]}
    />
  );
}
