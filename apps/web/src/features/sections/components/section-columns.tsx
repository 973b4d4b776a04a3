import type { Section } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { CapacityMeter } from './capacity-meter';
import { SectionRowActions, type SectionAction } from './section-row-actions';

/**
 * The columns of the sections table, their texts in the reader's language (`t` of the sections
 * namespace); `onAction` opens the dialog a row action asks for.
 */
export function sectionColumns(
  t: TFunction,
  onAction: (action: SectionAction, section: Section) => void,
): Column<Section>[] {
  return [
    {
      id: 'name',
      header: t('columns.section'),
      rowHeader: true,
      sortKey: 'name',
      cell: (s) => (
        <>
          <span className="block font-medium break-words text-slate-900">
            {t('section_name', { name: s.name })}
          </span>
          <span className="block text-xs break-words text-slate-500">{s.class_name}</span>
        </>
      ),
    },
    {
      id: 'class',
      header: t('columns.class'),
      sortKey: 'class',
      cell: (s) => <span className="break-words">{s.class_name || t('not_assigned')}</span>,
    },
    {
      id: 'students',
      header: t('columns.students'),
      cell: (s) =>
        s.capacity === null
          ? formatNumber(s.students_count)
          : `${formatNumber(s.students_count)} / ${formatNumber(s.capacity)}`,
    },
    {
      id: 'capacity',
      header: t('columns.capacity'),
      sortKey: 'capacity',
      cell: (s) => <CapacityMeter students={s.students_count} capacity={s.capacity} />,
    },
    {
      id: 'created',
      header: t('columns.created'),
      className: 'whitespace-nowrap',
      sortKey: 'created_at',
      cell: (s) => formatDate(s.created_at),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (s) => <SectionRowActions section={s} onAction={onAction} />,
    },
  ];
}
