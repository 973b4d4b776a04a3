import type { Subject } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { SubjectRowActions, type SubjectAction } from './subject-row-actions';

/** The columns of the subjects table; `onAction` opens the dialog a row action asks for. */
export function subjectColumns(
  onAction: (action: SubjectAction, subject: Subject) => void,
): Column<Subject>[] {
  return [
    {
      id: 'name',
      header: 'Subject',
      rowHeader: true,
      sortKey: 'name',
      cell: (subject) => (
        <>
          <span className="block font-medium break-words text-slate-900">{subject.name}</span>
          {subject.code && <span className="block text-xs break-all text-slate-500">{subject.code}</span>}
        </>
      ),
    },
    {
      id: 'code',
      header: 'Code',
      sortKey: 'code',
      cell: (subject) => <span className="break-all">{subject.code ?? '—'}</span>,
    },
    {
      id: 'description',
      header: 'Description',
      cell: (subject) => <span className="break-words">{subject.description ?? '—'}</span>,
    },
    { id: 'teachers', header: 'Teachers', cell: (subject) => subject.teachers_count },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (subject) => formatDate(subject.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (subject) => <SubjectRowActions subject={subject} onAction={onAction} />,
    },
  ];
}
