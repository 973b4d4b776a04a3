import type { AttendanceReportRow } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format-number';

/** The columns of the report, their texts in the reader's language (`t` of the attendance namespace). */
export function reportColumns(t: TFunction): Column<AttendanceReportRow>[] {
  const count = (id: 'days' | 'present' | 'absent' | 'late' | 'excused') => ({
    id,
    header: t(`columns.${id}`),
    cell: (row: AttendanceReportRow) => formatNumber(row[id]),
  });
  return [
    {
      id: 'student',
      header: t('columns.student'),
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="block font-medium break-words text-slate-900">{row.name}</span>
          <span className="block text-xs text-slate-500">{row.admission_no}</span>
        </>
      ),
    },
    { id: 'section', header: t('columns.section'), cell: (row) => row.section_name || '—' },
    count('days'),
    count('present'),
    count('absent'),
    count('late'),
    count('excused'),
    {
      id: 'rate',
      header: t('columns.rate'),
      cell: (row) => (row.rate === null ? '—' : t('percent', { value: row.rate })),
    },
  ];
}
