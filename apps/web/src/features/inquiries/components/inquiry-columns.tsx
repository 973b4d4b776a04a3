import type { Inquiry } from '@school/contract';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format-date';
import type { DialogOpenerProps } from '@/lib/use-dialog-state';
import { HandleInquiryButton } from './handle-inquiry-button';
import { InquiryStatus } from './inquiry-status';

/** The table's columns, headers in the reader's language (`t` of the screen); `read` gives the props of
 * the button that opens the whole message. */
export function inquiryColumns(
  read: (inquiry: Inquiry) => DialogOpenerProps,
  t: TFunction<'inquiries'>,
): Column<Inquiry>[] {
  return [
    {
      id: 'received',
      header: t('columns.received'),
      sortKey: 'created_at',
      cell: (inquiry) => <span className="whitespace-nowrap">{formatDateTime(inquiry.created_at)}</span>,
    },
    {
      id: 'from',
      header: t('columns.from'),
      rowHeader: true,
      sortKey: 'name',
      cell: (inquiry) => (
        <span className="block min-w-40">
          <span className="block font-medium text-slate-900">{inquiry.name}</span>
          <span className="block text-slate-600">{inquiry.email}</span>
          {inquiry.school && <span className="block text-xs text-slate-500">{inquiry.school}</span>}
        </span>
      ),
    },
    { id: 'subject', header: t('columns.subject'), cell: (inquiry) => inquiry.subject },
    {
      id: 'message',
      header: t('columns.message'),
      cell: (inquiry) => <span className="line-clamp-2 max-w-sm min-w-48">{inquiry.message}</span>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (inquiry) => <InquiryStatus inquiry={inquiry} t={t} />,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      cell: (inquiry) => (
        <span className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('columns.read_label', { name: inquiry.name })}
            {...read(inquiry)}
          >
            {t('columns.read')}
          </Button>
          <HandleInquiryButton inquiry={inquiry} t={t} />
        </span>
      ),
    },
  ];
}
