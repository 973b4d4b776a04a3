import type { Subject } from '@school/contract';
import { Eye, Pencil, School, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu, type RowAction } from '@/components/ui/row-actions-menu';

export type SubjectAction = 'details' | 'teaching' | 'edit' | 'delete';

interface SubjectRowActionsProps {
  subject: Subject;
  onAction: (action: SubjectAction, subject: Subject) => void;
}

/** Every subject offers these; the server refuses to delete one that teachers are assigned. */
export function SubjectRowActions({ subject, onAction }: SubjectRowActionsProps) {
  const { t } = useTranslation('subjects');
  const actions: RowAction[] = [
    { label: t('actions.details'), icon: Eye, onSelect: () => onAction('details', subject) },
    {
      label: t('actions.teaching'),
      icon: School,
      permission: 'subjects_update',
      onSelect: () => onAction('teaching', subject),
    },
    {
      label: t('common:actions.edit'),
      icon: Pencil,
      permission: 'subjects_update',
      onSelect: () => onAction('edit', subject),
    },
    {
      label: t('common:actions.delete'),
      icon: Trash2,
      danger: true,
      permission: 'subjects_delete',
      onSelect: () => onAction('delete', subject),
    },
  ];
  return <RowActionsMenu label={t('actions.menu', { name: subject.name })} actions={actions} />;
}
