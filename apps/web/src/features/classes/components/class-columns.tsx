import type { SchoolClass } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { gradeLabel } from '../filters';
import { ClassRowActions, type ClassAction } from './class-row-actions';

/** The columns of the classes table; `onAction` opens the dialog a row action asks for. */
export function classColumns(
  onAction: (action: ClassAction, schoolClass: SchoolClass) => void,
): Column<SchoolClass>[] {
  return [
    {
      id: 'name',
      header: 'Class Name',
      rowHeader: true,
      sortKey: 'name',
      cell: (c) => (
        <>
          <span className="block font-medium break-words text-slate-900">{c.name}</span>
          <span className="block text-xs text-slate-500">{gradeLabel(c.grade_level)}</span>
        </>
      ),
    },
    { id: 'grade', header: 'Grade Level', sortKey: 'grade_level', cell: (c) => c.grade_level ?? '—' },
    { id: 'students', header: 'Students', cell: (c) => c.students_count },
    { id: 'teachers', header: 'Teachers', cell: (c) => c.teachers_count },
    { id: 'sections', header: 'Sections', cell: (c) => c.sections_count },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (c) => formatDate(c.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (c) => <ClassRowActions schoolClass={c} onAction={onAction} />,
    },
  ];
}
