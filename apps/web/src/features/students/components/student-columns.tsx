import type { Student } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { capitalize, classLabel } from '../filters';
import { StudentRowActions, type StudentAction } from './student-row-actions';
import { StudentStatusBadge } from './student-status-badge';

/** The columns of the students table; `onAction` opens the dialog a row action asks for. */
export function studentColumns(
  onAction: (action: StudentAction, student: Student) => void,
): Column<Student>[] {
  return [
    {
      id: 'name',
      header: 'Student',
      rowHeader: true,
      sortKey: 'name',
      cell: (s) => (
        <>
          <span className="block font-medium break-words text-slate-900">{s.name}</span>
          <span className="block text-xs break-words text-slate-500">{s.admission_no}</span>
        </>
      ),
    },
    { id: 'roll', header: 'Roll No', cell: (s) => s.roll_no ?? '—' },
    { id: 'class', header: 'Class', cell: (s) => <span className="break-words">{classLabel(s)}</span> },
    { id: 'gender', header: 'Gender', cell: (s) => capitalize(s.gender) },
    { id: 'status', header: 'Status', cell: (s) => <StudentStatusBadge status={s.status} /> },
    {
      id: 'admission',
      header: 'Admission Date',
      className: 'whitespace-nowrap',
      cell: (s) => formatDate(s.admission_date),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (s) => <StudentRowActions student={s} onAction={onAction} />,
    },
  ];
}
