import type { Student } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { classLabel } from '../filters';
import { StudentRowActions, type StudentAction } from './student-row-actions';
import { StudentStatusBadge } from './student-status-badge';

/**
 * The columns of the students table; `onAction` opens the dialog a row action asks for. Made at
 * render with the screen's `t`, so the headers are in the reader's language.
 */
export function studentColumns(
  onAction: (action: StudentAction, student: Student) => void,
  t: TFunction<'students'>,
): Column<Student>[] {
  return [
    {
      id: 'name',
      header: t('columns.student'),
      rowHeader: true,
      sortKey: 'name',
      cell: (s) => (
        <>
          <span className="block font-medium break-words text-slate-900">{s.name}</span>
          <span className="block text-xs break-words text-slate-500">{s.admission_no}</span>
        </>
      ),
    },
    { id: 'roll', header: t('columns.roll_no'), cell: (s) => s.roll_no ?? '—' },
    {
      id: 'class',
      header: t('columns.class'),
      cell: (s) => <span className="break-words">{classLabel(s, t)}</span>,
    },
    { id: 'gender', header: t('columns.gender'), cell: (s) => t(`gender.${s.gender}`) },
    { id: 'status', header: t('columns.status'), cell: (s) => <StudentStatusBadge status={s.status} /> },
    {
      id: 'admission',
      header: t('columns.admission_date'),
      className: 'whitespace-nowrap',
      cell: (s) => formatDate(s.admission_date),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (s) => <StudentRowActions student={s} onAction={onAction} />,
    },
  ];
}
