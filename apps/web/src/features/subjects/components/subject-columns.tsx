import type { Subject } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { SubjectRowActions, type SubjectAction } from './subject-row-actions';

/**
 * The columns of the subjects table, their headers in the reader's language (`t` of the subjects
 * namespace); `onAction` opens the dialog a row action asks for.
 */
export function subjectColumns(
  t: TFunction,
  onAction: (action: SubjectAction, subject: Subject) => void,
): Column<Subject>[] {
  return [
    {
      id: 'name',
      header: t('columns.subject'),
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
      header: t('columns.code'),
      sortKey: 'code',
      cell: (subject) => <span className="break-all">{subject.code ?? '—'}</span>,
    },
    {
      id: 'description',
      header: t('columns.description'),
      cell: (subject) => <span className="break-words">{subject.description ?? '—'}</span>,
    },
    {
      id: 'teachers',
      header: t('columns.teachers'),
      cell: (subject) => formatNumber(subject.teachers_count),
    },
    {
      id: 'created',
      header: t('columns.created'),
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (subject) => formatDate(subject.created_at),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (subject) => <SubjectRowActions subject={subject} onAction={onAction} />,
    },
  ];
}
