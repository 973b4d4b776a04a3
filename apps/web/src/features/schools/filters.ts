import { SCHOOL_SORTS } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import { BOARDS, type SchoolListQuery } from '@school/contract';

/** The list's filters as the URL holds them; '' means all. */
export interface SchoolFilters {
  status: string;
  board: string;
}

export const SCHOOL_FILTER_DEFAULTS: SchoolFilters = { status: '', board: '' };

type Board = (typeof BOARDS)[number];
const isBoard = (value: string): value is Board => (BOARDS as readonly string[]).includes(value);
const isStatus = (value: string): value is 'active' | 'inactive' =>
  value === 'active' || value === 'inactive';

/** Search and filters as the API takes them; a value the API does not know (a hand-edited URL) is dropped. */
export function schoolFilterQuery(
  search: string,
  filters: SchoolFilters,
): Omit<SchoolListQuery, 'page' | 'per_page'> {
  return {
    search: search.trim() || undefined,
    status: isStatus(filters.status) ? filters.status : undefined,
    board: isBoard(filters.board) ? filters.board : undefined,
  };
}

/** The list's server-side sorts, and the order it opens in. */
export const SCHOOL_SORT_OPTIONS: SortOptions<(typeof SCHOOL_SORTS)[number]> = {
  keys: SCHOOL_SORTS,
  initial: { key: 'created_at', direction: 'desc' },
};
