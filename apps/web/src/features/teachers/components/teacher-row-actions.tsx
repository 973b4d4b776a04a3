import type { Teacher } from '@school/contract';
import { Activity, ArchiveRestore, Eye, Pencil, School, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type TeacherAction = 'details' | 'performance' | 'assign' | 'edit' | 'restore' | 'remove';

interface TeacherRowActionsProps {
  teacher: Teacher;
  onAction: (action: TeacherAction, teacher: Teacher) => void;
}

export function TeacherRowActions({ teacher, onAction }: TeacherRowActionsProps) {
  // An archived teacher is restored or deleted, nothing else.
  if (teacher.archived_at !== null) {
    return (
      <RowActionsMenu
        label={`Actions for ${teacher.name}`}
        actions={[
          { label: 'View Details', icon: Eye, onSelect: () => onAction('details', teacher) },
          {
            label: 'Restore',
            icon: ArchiveRestore,
            permission: 'teachers_delete',
            onSelect: () => onAction('restore', teacher),
          },
          {
            label: 'Remove',
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
      label={`Actions for ${teacher.name}`}
      actions={[
        { label: 'View Details', icon: Eye, onSelect: () => onAction('details', teacher) },
        { label: 'View Performance', icon: Activity, onSelect: () => onAction('performance', teacher) },
        {
          label: 'Assign Classes',
          icon: School,
          // The classes and their sections on offer come from those modules.
          permission: ['teachers_assign_classes', 'classes_view', 'sections_view'],
          onSelect: () => onAction('assign', teacher),
        },
        {
          label: 'Edit',
          icon: Pencil,
          permission: 'teachers_update',
          onSelect: () => onAction('edit', teacher),
        },
        {
          label: 'Remove',
          icon: Trash2,
          danger: true,
          permission: 'teachers_delete',
          onSelect: () => onAction('remove', teacher),
        },
      ]}
    />
  );
}
