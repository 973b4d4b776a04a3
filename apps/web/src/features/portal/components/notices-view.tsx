import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { usePortalNotices } from '../api/get-portal-notices';
import type { PortalScope } from '../portal-scope';
import { NoticeList } from './notice-list';

/** Every notice meant for the reader (and the child's class), newest first, a page at a time. */
export function NoticesView({ scope }: { scope: PortalScope }) {
  const { t } = useTranslation('portal');
  const [page, setPage] = useState(1);
  const notices = usePortalNotices(scope, page);
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {notices.isPending ? (
        <p aria-busy="true" className="text-sm text-slate-600">
          {t('notices.loading')}
        </p>
      ) : notices.isError ? (
        <p className="text-sm text-slate-600">{t('notices.load_failed')}</p>
      ) : (
        <NoticeList notices={notices.data.notices} kind={scope.kind} headingLevel={2} />
      )}
      <Pagination
        page={page}
        pagination={notices.data?.pagination}
        shown={notices.data?.notices.length ?? 0}
        onPageChange={setPage}
        label={t('notices.pages')}
      />
    </section>
  );
}
