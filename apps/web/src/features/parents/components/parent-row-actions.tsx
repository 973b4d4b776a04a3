import type { Parent } from '@school/contract';
import { Eye, Link2, Pencil, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type ParentAction = 'details' | 'link' | 'edit' | 'delete';

interface ParentRowActionsProps {
  parent: Parent;
  onAction: (action: ParentAction, parent: Parent) => void;
}

export function ParentRowActions({ parent, onAction }: ParentRowActionsProps) {
  return (
    <RowActionsMenu
      label={`Actions for ${parent.name}`}
      actions={[
        { label: 'View Details', icon: Eye, onSelect: () => onAction('details', parent) },
        {
          label: 'Link Student',
          icon: Link2,
          // The students on offer come from the students list.
          permission: ['parents_link_students', 'students_view'],
          onSelect: () => onAction('link', parent),
        },
        {
          label: 'Edit',
          icon: Pencil,
          permission: 'parents_update',
          onSelect: () => onAction('edit', parent),
        },
        {
          label: 'Remove',
          icon: Trash2,
          danger: true,
          permission: 'parents_delete',
          onSelect: () => onAction('delete', parent),
        },
      ]}
    />
  );
}
