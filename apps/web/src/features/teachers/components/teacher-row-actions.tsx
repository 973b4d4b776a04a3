import type { Teacher } from '@school/contract';
import { Activity, ArchiveRestore, Eye, Pencil, School, ShieldOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type TeacherAction =
  'details' | 'performance' | 'assign' | 'edit' | 'remove-two-factor' | 'restore' | 'remove';

interface TeacherRowActionsProps {
  teacher: Teacher;
  onAction: (action: TeacherAction, teacher: Teacher) => void;
}

export function TeacherRowActions({ teacher, onAction }: TeacherRowActionsProps) {
  const { t } = useTranslation('teachers');
  const label = t('actions.menu_label', { name: teacher.name });
  // An archived teacher is restored or deleted, nothing else.
  if (teacher.archived_at !== null) {
    return (
      <RowActionsMenu
        label={label}
        actions={[
          { label: t('actions.view_details'), icon: Eye, onSelect: () => onAction('details', teacher) },
          {
            label: t('actions.restore'),
            icon: ArchiveRestore,
            permission: 'teachers_delete',
            onSelect: () => onAction('restore', teacher),
          },
          {
            label: t('actions.remove'),
            icon: Trash2,
            danger: true,
            permission: 'teachers_delete',
            onSelect: () => onAction('remove', teacher),
          },
        ]}
      />
    );
  }
  return (
    <RowActionsMenu
      label={label}
      actions={[
        { label: t('actions.view_details'), icon: Eye, onSelect: () => onAction('details', teacher) },
        {
          label: t('actions.view_performance'),
          icon: Activity,
          onSelect: () => onAction('performance', teacher),
        },
        {
          label: t('actions.assign_classes'),
          icon: School,
          // The classes and their sections on offer come from those modules.
          permission: ['teachers_assign_classes', 'classes_view', 'sections_view'],
          onSelect: () => onAction('assign', teacher),
        },
        {
          label: t('common:actions.edit'),
          icon: Pencil,
          permission: 'teachers_update',
          onSelect: () => onAction('edit', teacher),
        },
        {
          label: t('actions.remove_two_factor'),
          icon: ShieldOff,
          permission: 'people_two_factor_reset',
          onSelect: () => onAction('remove-two-factor', teacher),
        },
        {
          label: t('actions.remove'),
          icon: Trash2,
          danger: true,
          permission: 'teachers_delete',
          onSelect: () => onAction('remove', teacher),
        },
      ]}
    />
  );
}
