import type { AcademicYear } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { AcademicYearRowActions, type AcademicYearAction } from './academic-year-row-actions';
import { AcademicYearStatusBadge } from './academic-year-status-badge';

/** The columns of the academic years table; `onAction` opens the dialog a row action asks for. */
export function academicYearColumns(
  onAction: (action: AcademicYearAction, year: AcademicYear) => void,
): Column<AcademicYear>[] {
  return [
    {
      id: 'name',
      header: 'Academic Year',
      rowHeader: true,
      sortKey: 'name',
      cell: (year) => <span className="font-medium break-words text-slate-900">{year.name}</span>,
    },
    {
      id: 'start',
      header: 'Start Date',
      className: 'whitespace-nowrap',
      sortKey: 'start_date',
      cell: (year) => formatDate(year.start_date),
    },
    {
      id: 'end',
      header: 'End Date',
      className: 'whitespace-nowrap',
      cell: (year) => formatDate(year.end_date),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (year) => <AcademicYearStatusBadge current={year.is_current} />,
    },
    { id: 'students', header: 'Students', cell: (year) => year.students_count },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (year) => formatDate(year.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (year) => <AcademicYearRowActions year={year} onAction={onAction} />,
    },
  ];
}
