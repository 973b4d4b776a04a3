import type { AcademicYear } from '@school/contract';
import { CalendarCheck, Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('academic-years');
  const actions: RowAction[] = [
    { label: t('actions.details'), icon: Eye, onSelect: () => onAction('details', year) },
  ];
  if (!year.is_current) {
    actions.push({
      label: t('actions.set_current'),
      icon: CalendarCheck,
      permission: 'years_set_current',
      onSelect: () => onAction('set-current', year),
    });
  }
  actions.push({
    label: t('common:actions.edit'),
    icon: Pencil,
    permission: 'years_update',
    onSelect: () => onAction('edit', year),
  });
  if (!year.is_current) {
    actions.push({
      label: t('common:actions.delete'),
      icon: Trash2,
      danger: true,
      permission: 'years_delete',
      onSelect: () => onAction('delete', year),
    });
  }
  return <RowActionsMenu label={t('actions.menu', { name: year.name })} actions={actions} />;
}
