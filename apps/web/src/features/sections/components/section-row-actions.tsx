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
        { label: 'Assign Students', icon: UserPlus, onSelect: () => onAction('assign', section) },
        { label: 'Edit Section', icon: Pencil, onSelect: () => onAction('edit', section) },
        { label: 'Delete Section', icon: Trash2, danger: true, onSelect: () => onAction('delete', section) },
      ]}
    />
  );
}
