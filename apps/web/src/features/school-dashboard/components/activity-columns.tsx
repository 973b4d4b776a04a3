import type { SchoolActivity } from '@school/contract';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';

/** What happened, who did it and when: the same columns on the dashboard and in View All. */
export const activityColumns: ReadonlyArray<Column<SchoolActivity>> = [
  {
    id: 'description',
    header: 'Activity',
    rowHeader: true,
    cell: (a) => <span className="font-medium text-slate-900">{a.description}</span>,
  },
  // An entry of an account since deleted, or of the system, has no one to name.
  { id: 'user', header: 'By', cell: (a) => a.user_name ?? 'System' },
  {
    id: 'created_at',
    header: 'When',
    cell: (a) => <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>,
    className: 'whitespace-nowrap',
  },
];
