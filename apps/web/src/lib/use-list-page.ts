import type { Pagination } from '@school/contract';
import { useEffect } from 'react';
import { messageOf } from './api-error';
import { toast } from './toast';
import { useKeepPageInRange } from './use-list-params';

/** What a list screen reads of its react-query result. */
interface ListQuery<D> {
  data: D | undefined;
  error: unknown;
  isError: boolean;
}

interface ListPage<T> {
  rows: T[];
  /** Undefined until the first page arrives, and after a failed load. */
  pagination: Pagination | undefined;
}

/**
 * The rows and pagination of a list screen's current page. A failed load is toasted once and
 * shows an empty list of one page (spec 01 section 8); a page past the end moves back to the last.
 */
export function useListPage<D extends { pagination: Pagination }, T>(
  query: ListQuery<D>,
  rowsOf: (data: D) => T[],
  failedMessage: string,
  list: { page: number; setPage: (page: number) => void },
): ListPage<T> {
  const { error } = query;
  useEffect(() => {
    if (error) toast.error(messageOf(error, failedMessage));
  }, [error, failedMessage]);

  const rows = query.isError || !query.data ? [] : rowsOf(query.data);
  const pagination = query.isError ? undefined : query.data?.pagination;
  useKeepPageInRange(list.page, pagination, list.setPage);
  return { rows, pagination };
}
