import type { School } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { SchoolRowActions, type SchoolAction } from './school-row-actions';
import { SchoolStatusBadge } from './school-status-badge';

const adminName = (school: School) => school.admins[0]?.user.name ?? null;
const place = (school: School) => [school.city, school.state].filter(Boolean).join(', ');

/** The columns of the schools table; `onAction` opens the dialog a row action asks for. */
export function schoolColumns(onAction: (action: SchoolAction, school: School) => void): Column<School>[] {
  return [
    {
      id: 'name',
      header: 'School',
      rowHeader: true,
      sortKey: 'name',
      cell: (school) => (
        <>
          <span className="block font-medium text-slate-900">{school.name}</span>
          <span className="block text-xs text-slate-500">{school.code}</span>
        </>
      ),
    },
    { id: 'board', header: 'Board', sortKey: 'board', cell: (school) => school.board },
    {
      id: 'location',
      header: 'City / State',
      cell: (school) => place(school) || '—',
    },
    {
      id: 'students',
      header: 'Students',
      cell: (school) => school.students_count,
    },
    {
      id: 'teachers',
      header: 'Teachers',
      cell: (school) => school.teachers_count,
    },
    {
      id: 'admin',
      header: 'Admin',
      cell: (school) => adminName(school) ?? <span className="text-slate-500 italic">Not assigned</span>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (school) => <SchoolStatusBadge school={school} />,
    },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (school) => formatDate(school.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (school) => <SchoolRowActions school={school} onAction={onAction} />,
    },
  ];
}
