import type { Teacher } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { genderLabel } from '../filters';
import { TeacherRowActions, type TeacherAction } from './teacher-row-actions';

/** The columns of the teachers table; `onAction` opens the dialog a row action asks for. */
export function teacherColumns(
  onAction: (action: TeacherAction, teacher: Teacher) => void,
): Column<Teacher>[] {
  return [
    {
      id: 'name',
      header: 'Teacher',
      rowHeader: true,
      sortKey: 'name',
      cell: (t) => (
        <>
          <span className="block font-medium break-words text-slate-900">{t.name}</span>
          <span className="block text-xs break-words text-slate-500">{t.employee_code ?? 'No code'}</span>
        </>
      ),
    },
    { id: 'email', header: 'Email', cell: (t) => <span className="break-all">{t.email}</span> },
    {
      id: 'specialization',
      header: 'Specialization',
      cell: (t) => <span className="break-words">{t.specialization || 'General'}</span>,
    },
    {
      id: 'qualification',
      header: 'Qualification',
      cell: (t) => <span className="break-words">{t.qualification || 'Not specified'}</span>,
    },
    { id: 'gender', header: 'Gender', cell: (t) => genderLabel(t.gender) },
    {
      id: 'joining',
      header: 'Joining Date',
      className: 'whitespace-nowrap',
      sortKey: 'date_of_joining',
      cell: (t) => formatDate(t.date_of_joining),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (t) => <TeacherRowActions teacher={t} onAction={onAction} />,
    },
  ];
}
