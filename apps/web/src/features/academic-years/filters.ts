import { ACADEMIC_YEAR_SORTS } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import type { AcademicYearListQuery } from '@school/contract';

/** The list has a search but no select filters. */
export type AcademicYearFilters = Record<never, string>;

export const ACADEMIC_YEAR_FILTER_DEFAULTS: AcademicYearFilters = {};

/** The search as the API takes it. */
export function academicYearFilterQuery(search: string): Pick<AcademicYearListQuery, 'search'> {
  return { search: search.trim() || undefined };
}

/** The list's server-side sorts, and the order it opens in (the server's own: newest year first). */
export const ACADEMIC_YEAR_SORT_OPTIONS: SortOptions<(typeof ACADEMIC_YEAR_SORTS)[number]> = {
  keys: ACADEMIC_YEAR_SORTS,
  initial: { key: 'start_date', direction: 'desc' },
};
