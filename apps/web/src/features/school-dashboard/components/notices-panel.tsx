import type { Notice } from '@school/contract';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { Can } from '@/lib/use-access';
import type { DialogOpenerProps } from '@/lib/use-dialog-state';
import { useKeepPageInRange } from '@/lib/use-list-params';
import { useNotices } from '../api/get-notices';

/** A panel beside the figures: a few notices at a time. */
const PER_PAGE = 5;

interface NoticesPanelProps {
  /** The buttons that open the notice form (new, or a notice's) and the delete confirmation. */
  create: DialogOpenerProps;
  edit: (notice: Notice) => DialogOpenerProps;
  remove: (notice: Notice) => DialogOpenerProps;
}

/**
 * The notices the school posts, newest publish date first, each with whom it is for (the admin
 * sees them all, whatever their audience), with posting, editing and deleting for a user who
 * holds each permission.
 */
export function NoticesPanel({ create, edit, remove }: NoticesPanelProps) {
  const { t } = useTranslation('school-dashboard');
  const [page, setPage] = useState(1);
  /** Whom a notice is for: "For parents", "For students · Grade 4, section A". */
  const addressOf = (notice: Notice) => {
    const audience = t(`notices.for.${notice.audience}`);
    if (!notice.class) return audience;
    const place = notice.section
      ? t('notices.class_section', { class_name: notice.class.name, section: notice.section.name })
      : notice.class.name;
    return `${audience} · ${place}`;
  };
  const notices = useNotices({ page, per_page: PER_PAGE });
  useEffect(() => {
    if (notices.error) toast.error(messageOf(notices.error, t('notices.fetch_failed')));
  }, [notices.error, t]);
  const rows = notices.isError ? [] : (notices.data?.notices ?? []);
  const pagination = notices.isError ? undefined : notices.data?.pagination;
  // Deleting the last notice of the last page goes back a page.
  useKeepPageInRange(page, pagination, setPage);

  return (
    <section
      aria-labelledby="notices-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="notices-title" className="text-lg font-semibold text-slate-900">
          {t('notices.title')}
        </h2>
        <Can permission="notices_create">
          <Button size="sm" {...create}>
            <Plus aria-hidden="true" className="size-4" />
            {t('notices.post')}
          </Button>
        </Can>
      </div>
      {notices.isPending ? (
        <p className="text-sm text-slate-600">{t('notices.loading')}</p>
      ) : notices.isError ? (
        <p className="text-sm text-slate-600">{t('notices.load_failed')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('notices.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {rows.map((notice) => (
            <li key={notice.id} className="py-3">
              <article aria-labelledby={`notice-${notice.id}`} className="space-y-1">
                <div className="flex items-start justify-between gap-3">
                  <h3
                    id={`notice-${notice.id}`}
                    className="font-medium text-slate-900 [overflow-wrap:anywhere]"
                  >
                    {notice.title}
                  </h3>
                  <div className="flex shrink-0 gap-1">
                    <Can permission="notices_update">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('notices.edit_label', { title: notice.title })}
                        {...edit(notice)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                    </Can>
                    <Can permission="notices_delete">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('notices.delete_label', { title: notice.title })}
                        {...remove(notice)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </Can>
                  </div>
                </div>
                <p className="text-xs text-slate-600">
                  <time dateTime={notice.publish_date}>{formatDate(notice.publish_date)}</time>
                  {notice.created_by && <> · {notice.created_by.name}</>}
                </p>
                <p className="text-xs font-medium text-blue-800 [overflow-wrap:anywhere]">
                  {addressOf(notice)}
                </p>
                <p className="text-sm whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
                  {notice.body}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pagination={pagination}
        shown={rows.length}
        onPageChange={setPage}
        label={t('notices.pages')}
      />
    </section>
  );
}
