import type { AttendanceDayRow } from '@school/contract';
import type { TFunction } from 'i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { DialogOpenerProps } from '@/lib/use-dialog-state';

/** A figure of a taken register; a dash while it is not taken (nothing was counted). */
const figure = (row: AttendanceDayRow, value: number) => (row.taken ? formatNumber(value) : '—');

/**
 * The columns of the day's sections, their texts in the reader's language (`t` of the attendance
 * namespace); `opener` gives the props of the button that opens a section's register.
 */
export function attendanceDayColumns(
  t: TFunction,
  opener: (row: AttendanceDayRow) => DialogOpenerProps,
): Column<AttendanceDayRow>[] {
  return [
    {
      id: 'section',
      header: t('columns.section'),
      rowHeader: true,
      cell: (row) => (
        <span className="font-medium break-words text-slate-900">
          {t('section_of_class', { section: row.section_name, class: row.class_name })}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) =>
        row.taken ? (
          <Badge tone="success">{t('day.taken')}</Badge>
        ) : (
          <Badge tone="warning">{t('day.not_taken')}</Badge>
        ),
    },
    {
      id: 'taken_by',
      header: t('columns.taken_by'),
      cell: (row) =>
        row.taken ? (
          <>
            <span className="block break-words">{row.taken_by?.name ?? '—'}</span>
            <span className="block text-xs whitespace-nowrap text-slate-500">
              {formatDateTime(row.taken_at)}
            </span>
          </>
        ) : (
          '—'
        ),
    },
    { id: 'present', header: t('columns.present'), cell: (row) => figure(row, row.counts.present) },
    { id: 'absent', header: t('columns.absent'), cell: (row) => figure(row, row.counts.absent) },
    { id: 'late', header: t('columns.late'), cell: (row) => figure(row, row.counts.late) },
    { id: 'excused', header: t('columns.excused'), cell: (row) => figure(row, row.counts.excused) },
    {
      id: 'rate',
      header: t('columns.rate'),
      cell: (row) => (row.counts.rate === null ? '—' : t('percent', { value: row.counts.rate })),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      className: 'text-right',
      cell: (row) => {
        const place = t('section_of_class', { section: row.section_name, class: row.class_name });
        return (
          <Button
            variant="secondary"
            size="sm"
            {...opener(row)}
            aria-label={row.taken ? t('day.open_label', { place }) : t('day.take_label', { place })}
          >
            {row.taken ? t('day.open') : t('day.take')}
          </Button>
        );
      },
    },
  ];
}
