import { deepestPage, type Pagination as PageInfo } from '@school/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface PaginationProps {
  page: number;
  /** Undefined while loading or after a failed load: one page, no items. */
  pagination: PageInfo | undefined;
  /** Rows on this page. */
  shown: number;
  onPageChange: (page: number) => void;
  /** What the list holds, for the landmark's name ("Schools pages"). */
  label: string;
}

/**
 * "Showing N of TOTAL items" and "Page X of Y"; the Previous and Next buttons appear only when
 * there is more than one page (spec 01 section 9). A total the server stopped counting at shows
 * as "1,000+", its last page as "67+", and Next stays open while pages come back full. The server
 * serves no page past the deepest one (`deepestPage`, 667 at 15 a page): there Next closes and
 * the screen says how to reach the rows beyond.
 */
export function Pagination({ page, pagination, shown, onPageChange, label }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, pagination?.last_page ?? 1);
  const more = pagination?.total_is_lower_bound === true;
  const plus = more ? '+' : '';
  const beyond = page < pages || (more && shown === pagination.per_page);
  const deepest = pagination !== undefined && page >= deepestPage(pagination.per_page);
  const hasNext = beyond && !deepest;
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 px-1 py-3 text-sm text-slate-600"
    >
      <p>
        {t('pagination.showing', { count: pagination?.total ?? 0, shown, plus })}
        {beyond && deepest && <span className="block text-xs text-slate-500">{t('pagination.deepest')}</span>}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p>{t('pagination.page', { page, pages, plus })}</p>
        {(pages > 1 || hasNext || page > 1) && (
          <>
            {/* A finger's target on a phone (44 px), the compact size from the sm breakpoint. */}
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11 sm:min-h-0"
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('actions.previous')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11 sm:min-h-0"
              disabled={!hasNext}
              onClick={() => onPageChange(page + 1)}
            >
              {t('actions.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </>
        )}
      </div>
    </nav>
  );
}
