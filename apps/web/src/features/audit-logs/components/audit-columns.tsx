import type { AuditLog } from '@school/contract';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import { eventLabel } from '../filters';
import { UserCell } from './audit-user';

/** The table's columns; `onView` opens an entry's details. */
export function auditColumns(onView: (log: AuditLog) => void): Column<AuditLog>[] {
  return [
    {
      id: 'event',
      header: 'Event',
      rowHeader: true,
      cell: (log) => (
        <span className="block min-w-36">
          <span className="block font-medium text-slate-900">{eventLabel(log.event)}</span>
          <code className="block text-xs text-slate-500">{log.event}</code>
        </span>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      cell: (log) => <span className="line-clamp-2 max-w-md min-w-48">{log.description}</span>,
    },
    { id: 'user', header: 'User', cell: (log) => <UserCell log={log} /> },
    { id: 'ip', header: 'IP Address', cell: (log) => log.ip_address ?? '—' },
    {
      id: 'time',
      header: 'Time',
      cell: (log) => <span className="whitespace-nowrap">{formatDateTime(log.created_at)}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (log) => (
        <span className="flex justify-end">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`View details of ${eventLabel(log.event)} #${log.id}`}
            onClick={() => onView(log)}
          >
            Details
          </Button>
        </span>
      ),
    },
  ];
}
