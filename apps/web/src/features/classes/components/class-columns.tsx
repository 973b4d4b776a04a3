import type { SchoolClass } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { gradeLabel } from '../filters';
import { ClassRowActions, type ClassAction } from './class-row-actions';

/**
 * The columns of the classes table, their texts in the reader's language (`t` of the classes
 * namespace); `onAction` opens the dialog a row action asks for.
 */
export function classColumns(
  t: TFunction,
  onAction: (action: ClassAction, schoolClass: SchoolClass) => void,
): Column<SchoolClass>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      rowHeader: true,
      sortKey: 'name',
      cell: (c) => (
        <>
          <span className="block font-medium break-words text-slate-900">{c.name}</span>
          <span className="block text-xs text-slate-500">{gradeLabel(t, c.grade_level)}</span>
        </>
      ),
    },
    { id: 'grade', header: t('columns.grade'), sortKey: 'grade_level', cell: (c) => c.grade_level ?? '—' },
    { id: 'students', header: t('columns.students'), cell: (c) => formatNumber(c.students_count) },
    { id: 'teachers', header: t('columns.teachers'), cell: (c) => formatNumber(c.teachers_count) },
    { id: 'sections', header: t('columns.sections'), cell: (c) => formatNumber(c.sections_count) },
    {
      id: 'created',
      header: t('columns.created'),
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (c) => formatDate(c.created_at),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (c) => <ClassRowActions schoolClass={c} onAction={onAction} />,
    },
  ];
}
