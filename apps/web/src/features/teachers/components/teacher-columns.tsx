import type { Teacher } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { genderLabel } from '../filters';
import { TeacherRowActions, type TeacherAction } from './teacher-row-actions';

/**
 * The columns of the teachers table in the reader's language (`t` of the teachers namespace);
 * `onAction` opens the dialog a row action asks for.
 */
export function teacherColumns(
  t: TFunction,
  onAction: (action: TeacherAction, teacher: Teacher) => void,
): Column<Teacher>[] {
  return [
    {
      id: 'name',
      header: t('columns.teacher'),
      rowHeader: true,
      sortKey: 'name',
      cell: (teacher) => (
        <>
          <span className="block font-medium break-words text-slate-900">{teacher.name}</span>
          <span className="block text-xs break-words text-slate-500">
            {teacher.employee_code ?? t('columns.no_code')}
          </span>
        </>
      ),
    },
    {
      id: 'email',
      header: t('columns.email'),
      cell: (teacher) => <span className="break-all">{teacher.email}</span>,
    },
    {
      id: 'specialization',
      header: t('columns.specialization'),
      cell: (teacher) => <span className="break-words">{teacher.specialization || t('general')}</span>,
    },
    {
      id: 'qualification',
      header: t('columns.qualification'),
      cell: (teacher) => <span className="break-words">{teacher.qualification || t('not_specified')}</span>,
    },
    { id: 'gender', header: t('columns.gender'), cell: (teacher) => genderLabel(t, teacher.gender) },
    {
      id: 'joining',
      header: t('columns.joining_date'),
      className: 'whitespace-nowrap',
      sortKey: 'date_of_joining',
      cell: (teacher) => formatDate(teacher.date_of_joining),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (teacher) => <TeacherRowActions teacher={teacher} onAction={onAction} />,
    },
  ];
}
