import type { AcademicYear } from '@school/contract';
import { CalendarCheck, Eye, Pencil, Trash2 } from 'lucide-react';
import { RowActionsMenu, type RowAction } from '@/components/ui/row-actions-menu';

export type AcademicYearAction = 'details' | 'set-current' | 'edit' | 'delete';

interface AcademicYearRowActionsProps {
  year: AcademicYear;
  onAction: (action: AcademicYearAction, year: AcademicYear) => void;
}

/**
 * The current year is already current and can never be deleted (the server refuses), so neither
 * action is offered on its row. Each action for a user who holds its permission.
 */
export function AcademicYearRowActions({ year, onAction }: AcademicYearRowActionsProps) {
  const actions: RowAction[] = [
    { label: 'View Details', icon: Eye, onSelect: () => onAction('details', year) },
  ];
  if (!year.is_current) {
    actions.push({
      label: 'Set as Current',
      icon: CalendarCheck,
      permission: 'years_set_current',
      onSelect: () => onAction('set-current', year),
    });
  }
  actions.push({
    label: 'Edit',
    icon: Pencil,
    permission: 'years_update',
    onSelect: () => onAction('edit', year),
  });
  if (!year.is_current) {
    actions.push({
      label: 'Delete',
      icon: Trash2,
      danger: true,
      permission: 'years_delete',
      onSelect: () => onAction('delete', year),
    });
  }
  return <RowActionsMenu label={`Actions for ${year.name}`} actions={actions} />;
}
