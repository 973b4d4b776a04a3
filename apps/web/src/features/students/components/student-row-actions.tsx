import type { Student } from '@school/contract';
import { ArchiveRestore, ArrowUpCircle, Eye, Mail, Pencil, ShieldOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu, type RowAction } from '@/components/ui/row-actions-menu';
import { PLACEMENT_PERMISSIONS } from '../placement';

export type StudentAction =
  'details' | 'promote' | 'edit' | 'invite' | 'remove-two-factor' | 'restore' | 'delete';

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
  // Only a student who signs in can have a second factor.
  const removeTwoFactor: RowAction[] = student.can_sign_in
    ? [
        {
          label: t('row_actions.remove_two_factor'),
          icon: ShieldOff,
          permission: 'people_two_factor_reset',
          onSelect: () => onAction('remove-two-factor', student),
        },
      ]
    : [];
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
        ...removeTwoFactor,
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
