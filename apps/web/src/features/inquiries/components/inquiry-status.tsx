import type { Inquiry } from '@school/contract';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';

/** Open, or handled with by whom and when. */
export function InquiryStatus({ inquiry }: { inquiry: Inquiry }) {
  if (inquiry.status === 'open') return <Badge tone="warning">Open</Badge>;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone="success">Handled</Badge>
      <span className="text-xs text-slate-500">
        {inquiry.handled_by ? `${inquiry.handled_by.name}, ` : ''}
        {formatDateTime(inquiry.handled_at)}
      </span>
    </span>
  );
}
