import type { Section } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { CapacityMeter } from './capacity-meter';
import { SectionRowActions, type SectionAction } from './section-row-actions';

/** The columns of the sections table; `onAction` opens the dialog a row action asks for. */
export function sectionColumns(
  onAction: (action: SectionAction, section: Section) => void,
): Column<Section>[] {
  return [
    {
      id: 'name',
      header: 'Section',
      rowHeader: true,
      sortKey: 'name',
      cell: (s) => (
        <>
          <span className="block font-medium break-words text-slate-900">Section {s.name}</span>
          <span className="block text-xs break-words text-slate-500">{s.class_name}</span>
        </>
      ),
    },
    {
      id: 'class',
      header: 'Class',
      sortKey: 'class',
      cell: (s) => <span className="break-words">{s.class_name || 'Not assigned'}</span>,
    },
    {
      id: 'students',
      header: 'Students',
      cell: (s) => (s.capacity === null ? s.students_count : `${s.students_count} / ${s.capacity}`),
    },
    {
      id: 'capacity',
      header: 'Capacity',
      sortKey: 'capacity',
      cell: (s) => <CapacityMeter students={s.students_count} capacity={s.capacity} />,
    },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (s) => formatDate(s.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      className: 'text-right',
      cell: (s) => <SectionRowActions section={s} onAction={onAction} />,
    },
  ];
}
