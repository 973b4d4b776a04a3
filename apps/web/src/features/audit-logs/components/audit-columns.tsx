import type { AuditLog } from '@school/contract';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import type { DialogOpenerProps } from '@/lib/use-dialog-state';
import { eventLabel } from '../filters';
import { UserCell } from './audit-user';

/** The table's columns, in the reader's language (`t` of the screen); `details` gives the props of the
 * button that opens an entry's details. */
export function auditColumns(
  details: (log: AuditLog) => DialogOpenerProps,
  t: TFunction<'audit-logs'>,
): Column<AuditLog>[] {
  return [
    {
      id: 'event',
      header: t('columns.event'),
      rowHeader: true,
      cell: (log) => (
        <span className="block min-w-36">
          <span className="block font-medium text-slate-900">{eventLabel(log.event, t)}</span>
          <code className="block text-xs text-slate-500">{log.event}</code>
        </span>
      ),
    },
    {
      id: 'description',
      header: t('columns.description'),
      cell: (log) => <span className="line-clamp-2 max-w-md min-w-48">{log.description}</span>,
    },
    { id: 'user', header: t('columns.user'), cell: (log) => <UserCell log={log} /> },
    { id: 'ip', header: t('columns.ip'), cell: (log) => log.ip_address ?? '—' },
    {
      id: 'time',
      header: t('columns.time'),
      cell: (log) => <span className="whitespace-nowrap">{formatDateTime(log.created_at)}</span>,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      cell: (log) => (
        <span className="flex justify-end">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('columns.details_label', { event: eventLabel(log.event, t), id: log.id })}
            {...details(log)}
          >
            {t('columns.details')}
          </Button>
        </span>
      ),
    },
  ];
}
