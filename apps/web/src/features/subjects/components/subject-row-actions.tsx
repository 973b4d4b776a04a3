import type { Subject } from '@school/contract';
import { Eye, Pencil, School, Trash2 } from 'lucide-react';
import { RowActionsMenu, type RowAction } from '@/components/ui/row-actions-menu';

export type SubjectAction = 'details' | 'teaching' | 'edit' | 'delete';

interface SubjectRowActionsProps {
  subject: Subject;
  onAction: (action: SubjectAction, subject: Subject) => void;
}

/** Every subject offers these; the server refuses to delete one that teachers are assigned. */
export function SubjectRowActions({ subject, onAction }: SubjectRowActionsProps) {
  const actions: RowAction[] = [
    { label: 'View details', icon: Eye, onSelect: () => onAction('details', subject) },
    {
      label: 'Classes & Teachers',
      icon: School,
      permission: 'subjects_update',
      onSelect: () => onAction('teaching', subject),
    },
    { label: 'Edit', icon: Pencil, permission: 'subjects_update', onSelect: () => onAction('edit', subject) },
    {
      label: 'Delete',
      icon: Trash2,
      danger: true,
      permission: 'subjects_delete',
      onSelect: () => onAction('delete', subject),
    },
  ];
  return <RowActionsMenu label={`Actions for ${subject.name}`} actions={actions} />;
}
