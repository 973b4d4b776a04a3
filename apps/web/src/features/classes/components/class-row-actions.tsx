import type { SchoolClass } from '@school/contract';
import { ChartPie, Eye, Pencil, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type ClassAction = 'details' | 'analytics' | 'edit' | 'delete';

interface ClassRowActionsProps {
  schoolClass: SchoolClass;
  onAction: (action: ClassAction, schoolClass: SchoolClass) => void;
}

export function ClassRowActions({ schoolClass, onAction }: ClassRowActionsProps) {
  return (
    <RowActionsMenu
      label={`Actions for ${schoolClass.name}`}
      actions={[
        { label: 'View Details', icon: Eye, onSelect: () => onAction('details', schoolClass) },
        { label: 'View Analytics', icon: ChartPie, onSelect: () => onAction('analytics', schoolClass) },
        {
          label: 'Edit Class',
          icon: Pencil,
          permission: 'classes_update',
          onSelect: () => onAction('edit', schoolClass),
        },
        {
          label: 'Delete Class',
          icon: Trash2,
          danger: true,
          permission: 'classes_delete',
          onSelect: () => onAction('delete', schoolClass),
        },
      ]}
    />
  );
}
