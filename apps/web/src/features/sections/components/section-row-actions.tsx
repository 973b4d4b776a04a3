import type { Section } from '@school/contract';
import { ChartPie, Eye, Pencil, Trash2, UserPlus } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type SectionAction = 'details' | 'analytics' | 'assign' | 'edit' | 'delete';

interface SectionRowActionsProps {
  section: Section;
  onAction: (action: SectionAction, section: Section) => void;
}

export function SectionRowActions({ section, onAction }: SectionRowActionsProps) {
  return (
    <RowActionsMenu
      label={`Actions for section ${section.name} of ${section.class_name}`}
      actions={[
        { label: 'View Details', icon: Eye, onSelect: () => onAction('details', section) },
        { label: 'View Analytics', icon: ChartPie, onSelect: () => onAction('analytics', section) },
        {
          label: 'Assign Students',
          icon: UserPlus,
          // The students on offer are the class's, read through the classes module.
          permission: ['sections_assign_students', 'classes_view'],
          onSelect: () => onAction('assign', section),
        },
        {
          label: 'Edit Section',
          icon: Pencil,
          permission: 'sections_update',
          onSelect: () => onAction('edit', section),
        },
        {
          label: 'Delete Section',
          icon: Trash2,
          danger: true,
          permission: 'sections_delete',
          onSelect: () => onAction('delete', section),
        },
      ]}
    />
  );
}
