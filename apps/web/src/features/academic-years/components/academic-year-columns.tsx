import type { AcademicYear } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { AcademicYearRowActions, type AcademicYearAction } from './academic-year-row-actions';
import { AcademicYearStatusBadge } from './academic-year-status-badge';

/**
 * The columns of the academic years table, their headers in the reader's language (`t` of the
 * academic-years namespace); `onAction` opens the dialog a row action asks for.
 */
export function academicYearColumns(
  t: TFunction,
  onAction: (action: AcademicYearAction, year: AcademicYear) => void,
): Column<AcademicYear>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      rowHeader: true,
      sortKey: 'name',
      cell: (year) => <span className="font-medium break-words text-slate-900">{year.name}</span>,
    },
    {
      id: 'start',
      header: t('columns.start'),
      className: 'whitespace-nowrap',
      sortKey: 'start_date',
      cell: (year) => formatDate(year.start_date),
    },
    {
      id: 'end',
      header: t('columns.end'),
      className: 'whitespace-nowrap',
      cell: (year) => formatDate(year.end_date),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (year) => <AcademicYearStatusBadge current={year.is_current} />,
    },
    { id: 'students', header: t('columns.students'), cell: (year) => formatNumber(year.students_count) },
    {
      id: 'created',
      header: t('columns.created'),
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (year) => formatDate(year.created_at),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (year) => <AcademicYearRowActions year={year} onAction={onAction} />,
    },
  ];
}
