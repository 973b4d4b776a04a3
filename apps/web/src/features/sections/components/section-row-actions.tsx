import type { Section } from '@school/contract';
import { ChartPie, Eye, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type SectionAction = 'details' | 'analytics' | 'assign' | 'edit' | 'delete';

interface SectionRowActionsProps {
  section: Section;
  onAction: (action: SectionAction, section: Section) => void;
}

export function SectionRowActions({ section, onAction }: SectionRowActionsProps) {
  const { t } = useTranslation('sections');
  return (
    <RowActionsMenu
      label={t('actions.menu', { name: section.name, className: section.class_name })}
      actions={[
        { label: t('actions.details'), icon: Eye, onSelect: () => onAction('details', section) },
        { label: t('actions.analytics'), icon: ChartPie, onSelect: () => onAction('analytics', section) },
        {
          label: t('actions.assign'),
          icon: UserPlus,
          // The students on offer are the class's, read through the classes module.
          permission: ['sections_assign_students', 'classes_view'],
          onSelect: () => onAction('assign', section),
        },
        {
          label: t('actions.edit'),
          icon: Pencil,
          permission: 'sections_update',
          onSelect: () => onAction('edit', section),
        },
        {
          label: t('actions.delete'),
          icon: Trash2,
          danger: true,
          permission: 'sections_delete',
          onSelect: () => onAction('delete', section),
        },
      ]}
    />
  );
}
