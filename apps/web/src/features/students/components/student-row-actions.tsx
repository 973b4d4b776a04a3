import type { Student } from '@school/contract';
import { ArchiveRestore, ArrowUpCircle, Eye, Mail, Pencil, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { PLACEMENT_PERMISSIONS } from '../placement';

export type StudentAction = 'details' | 'promote' | 'edit' | 'invite' | 'restore' | 'delete';

interface StudentRowActionsProps {
  student: Student;
  onAction: (action: StudentAction, student: Student) => void;
}

export function StudentRowActions({ student, onAction }: StudentRowActionsProps) {
  // An archived student is restored or deleted, nothing else.
  if (student.archived_at !== null) {
    return (
      <RowActionsMenu
        label={`Actions for ${student.name}`}
        actions={[
          { label: 'View Details', icon: Eye, onSelect: () => onAction('details', student) },
          {
            label: 'Restore',
            icon: ArchiveRestore,
            permission: 'students_delete',
            onSelect: () => onAction('restore', student),
          },
          {
            label: 'Remove',
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
      label={`Actions for ${student.name}`}
      actions={[
        { label: 'View Details', icon: Eye, onSelect: () => onAction('details', student) },
        {
          label: student.can_sign_in ? 'Send Sign-in Link' : 'Invite to Sign In',
          icon: Mail,
          permission: 'students_update',
          onSelect: () => onAction('invite', student),
        },
        {
          label: 'Promote Student',
          icon: ArrowUpCircle,
          permission: ['students_promote', ...PLACEMENT_PERMISSIONS],
          onSelect: () => onAction('promote', student),
        },
        {
          label: 'Edit',
          icon: Pencil,
          permission: ['students_update', ...PLACEMENT_PERMISSIONS],
          onSelect: () => onAction('edit', student),
        },
        {
          label: 'Remove',
          icon: Trash2,
          danger: true,
          permission: 'students_delete',
          onSelect: () => onAction('delete', student),
        },
      ]}
    />
  );
}
