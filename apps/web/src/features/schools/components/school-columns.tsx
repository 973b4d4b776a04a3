import type { School } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { boardLabel } from '../options';
import { SchoolRowActions, type SchoolAction } from './school-row-actions';
import { SchoolStatusBadge } from './school-status-badge';

const adminName = (school: School) => school.admins[0]?.user.name ?? null;
const place = (school: School) => [school.city, school.state].filter(Boolean).join(', ');

/**
 * The columns of the schools table, in the language of `t` (the screen's); `onAction` opens the
 * dialog a row action asks for.
 */
export function schoolColumns(
  t: TFunction<'schools'>,
  onAction: (action: SchoolAction, school: School) => void,
): Column<School>[] {
  return [
    {
      id: 'name',
      header: t('columns.school'),
      rowHeader: true,
      sortKey: 'name',
      cell: (school) => (
        <>
          <span className="block font-medium text-slate-900">{school.name}</span>
          <span className="block text-xs text-slate-500">{school.code}</span>
        </>
      ),
    },
    { id: 'board', header: t('columns.board'), sortKey: 'board', cell: (school) => boardLabel(school.board) },
    {
      id: 'location',
      header: t('columns.location'),
      cell: (school) => place(school) || '—',
    },
    {
      id: 'students',
      header: t('columns.students'),
      cell: (school) => formatNumber(school.students_count),
    },
    {
      id: 'teachers',
      header: t('columns.teachers'),
      cell: (school) => formatNumber(school.teachers_count),
    },
    {
      id: 'admin',
      header: t('columns.admin'),
      cell: (school) =>
        adminName(school) ?? <span className="text-slate-500 italic">{t('columns.not_assigned')}</span>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (school) => <SchoolStatusBadge school={school} />,
    },
    {
      id: 'created',
      header: t('columns.created'),
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (school) => formatDate(school.created_at),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (school) => <SchoolRowActions school={school} onAction={onAction} />,
    },
  ];
}
