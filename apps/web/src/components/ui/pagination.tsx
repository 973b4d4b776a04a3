import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PaginationProps {
  page: number;
  lastPage: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPageChange: (page: number) => void;
  /** What the list holds, for the landmark's name ("Schools pages"). */
  label: string;
}

/**
 * "Showing N of TOTAL items" and "Page X of Y"; the Previous and Next buttons appear only when
 * there is more than one page (spec 01 section 9).
 */
export function Pagination({ page, lastPage, total, shown, onPageChange, label }: PaginationProps) {
  const pages = Math.max(1, lastPage);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 px-1 py-3 text-sm text-slate-600"
    >
      <p>
        Showing {shown} of {total} items
      </p>
      <div className="flex items-center gap-3">
        <p>
          Page {page} of {pages}
        </p>
        {pages > 1 && (
          <>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages}
              onClick={() => onPageChange(page + 1)}
            >
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </>
        )}
      </div>
    </nav>
  );
}
