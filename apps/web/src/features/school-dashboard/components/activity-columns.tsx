import type { SchoolActivity } from '@school/contract';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';

/**
 * What happened, who did it and when: the same columns on the dashboard and in View All, their
 * headers in the reader's language (`t` of the school-dashboard namespace, so built when drawn).
 */
export function activityColumns(t: TFunction<'school-dashboard'>): ReadonlyArray<Column<SchoolActivity>> {
  return [
    {
      id: 'description',
      header: t('activities.column_activity'),
      rowHeader: true,
      cell: (a) => <span className="font-medium text-slate-900">{a.description}</span>,
    },
    // An entry of an account since deleted, or of the system, has no one to name.
    { id: 'user', header: t('activities.column_by'), cell: (a) => a.user_name ?? t('activities.system') },
    {
      id: 'created_at',
      header: t('activities.column_when'),
      cell: (a) => <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>,
      className: 'whitespace-nowrap',
    },
  ];
}
