import type { PortalNotice } from '@school/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useMarkNoticeRead } from '../api/mark-notice-read';
import type { PortalScope } from '../portal-scope';

/**
 * A notice: its title, date and class, marked Unread until opened; opening it shows its text and
 * tells the server it was read.
 */
interface NoticeItemProps {
  notice: PortalNotice;
  kind: PortalScope['kind'];
  /** Under the page's title (the notices page), or under a section's (the home page). */
  headingLevel: 2 | 3;
}

export function NoticeItem({ notice, kind, headingLevel }: NoticeItemProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState(false);
  const markRead = useMarkNoticeRead();
  const bodyId = useId();
  const audience = notice.class_name
    ? notice.section_name
      ? t('notices.for_section', { class: notice.class_name, section: notice.section_name })
      : t('notices.for_class', { class: notice.class_name })
    : null;

  const toggle = () => {
    setOpen(!open);
    if (!open && !notice.read && !markRead.isPending) {
      markRead.mutate(
        { kind, noticeId: notice.id },
        { onError: (error) => toast.error(messageOf(error, t('notices.mark_failed'))) },
      );
    }
  };

  return (
    <article aria-label={notice.title} className="py-2">
      <Heading>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
          className="flex min-h-11 w-full items-start gap-2 rounded-md px-1 py-2 text-left hover:bg-slate-50"
        >
          <span className="min-w-0 flex-1 space-y-1">
            <span
              className={`block [overflow-wrap:anywhere] ${notice.read ? 'font-medium text-slate-800' : 'font-semibold text-slate-900'}`}
            >
              {notice.title}
            </span>
            <span className="flex flex-wrap items-center gap-2 text-xs font-normal text-slate-600">
              {!notice.read && <Badge tone="info">{t('notices.unread')}</Badge>}
              <time dateTime={notice.publish_date}>{formatDate(notice.publish_date)}</time>
              {audience && <span>{audience}</span>}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`mt-1 size-4 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div id={bodyId} hidden={!open} className="px-1 pb-2">
        <p className="text-sm whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">{notice.body}</p>
      </div>
    </article>
  );
}
