import type { Student } from '@school/contract';
import { ArchiveRestore, ArrowUpCircle, Eye, Mail, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { PLACEMENT_PERMISSIONS } from '../placement';

export type StudentAction = 'details' | 'promote' | 'edit' | 'invite' | 'restore' | 'delete';

interface StudentRowActionsProps {
  student: Student;
  onAction: (action: StudentAction, student: Student) => void;
}

export function StudentRowActions({ student, onAction }: StudentRowActionsProps) {
  const { t } = useTranslation('students');
  // An archived student is restored or deleted, nothing else.
  if (student.archived_at !== null) {
    return (
      <RowActionsMenu
        label={t('row_actions.label', { name: student.name })}
        actions={[
          { label: t('row_actions.details'), icon: Eye, onSelect: () => onAction('details', student) },
          {
            label: t('row_actions.restore'),
            icon: ArchiveRestore,
            permission: 'students_delete',
            onSelect: () => onAction('restore', student),
          },
          {
            label: t('row_actions.remove'),
            icon: Trash2,
            danger: true,
            permission: 'students_delete',
            onSelect: () => onAction('delete', student),
          },
        ]}
      />
    );
  }
  return (
    <RowActionsMenu
      label={t('row_actions.label', { name: student.name })}
      actions={[
        { label: t('row_actions.details'), icon: Eye, onSelect: () => onAction('details', student) },
        {
          label: student.can_sign_in ? t('row_actions.send_link') : t('row_actions.invite'),
          icon: Mail,
          permission: 'students_update',
          onSelect: () => onAction('invite', student),
        },
        {
          label: t('row_actions.promote'),
          icon: ArrowUpCircle,
          permission: ['students_promote', ...PLACEMENT_PERMISSIONS],
          onSelect: () => onAction('promote', student),
        },
        {
          label: t('row_actions.edit'),
          icon: Pencil,
          permission: ['students_update', ...PLACEMENT_PERMISSIONS],
          onSelect: () => onAction('edit', student),
        },
        {
          label: t('row_actions.remove'),
          icon: Trash2,
          danger: true,
          permission: 'students_delete',
          onSelect: () => onAction('delete', student),
        },
      ]}
    />
  );
}
