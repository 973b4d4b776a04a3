import type { Inquiry } from '@school/contract';
import type { TFunction } from 'i18next';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';

/** Open, or handled with by whom and when; `t` is the screen's (a table cell draws it, many times). */
export function InquiryStatus({ inquiry, t }: { inquiry: Inquiry; t: TFunction<'inquiries'> }) {
  if (inquiry.status === 'open') return <Badge tone="warning">{t('status.open')}</Badge>;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone="success">{t('status.handled')}</Badge>
      <span className="text-xs text-slate-500">
        {inquiry.handled_by ? `${inquiry.handled_by.name}, ` : ''}
        {formatDateTime(inquiry.handled_at)}
      </span>
    </span>
  );
}
