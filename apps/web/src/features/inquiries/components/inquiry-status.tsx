import type { Inquiry } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';

/** Open, or handled with by whom and when. */
export function InquiryStatus({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation('inquiries');
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
