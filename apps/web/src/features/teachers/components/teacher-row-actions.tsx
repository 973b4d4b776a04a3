import type { Teacher } from '@school/contract';
import { Activity, Eye, Pencil, School, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type TeacherAction = 'details' | 'performance' | 'assign' | 'edit' | 'remove';

interface TeacherRowActionsProps {
  teacher: Teacher;
  onAction: (action: TeacherAction, teacher: Teacher) => void;
}

export function TeacherRowActions({ teacher, onAction }: TeacherRowActionsProps) {
  return (
    <RowActionsMenu
      label={`Actions for ${teacher.name}`}
      actions={[
        { label: 'View Details', icon: Eye, onSelect: () => onAction('details', teacher) },
        { label: 'View Performance', icon: Activity, onSelect: () => onAction('performance', teacher) },
        { label: 'Assign Classes', icon: School, onSelect: () => onAction('assign', teacher) },
        { label: 'Edit', icon: Pencil, onSelect: () => onAction('edit', teacher) },
        { label: 'Remove', icon: Trash2, danger: true, onSelect: () => onAction('remove', teacher) },
      ]}
    />
  );
}
