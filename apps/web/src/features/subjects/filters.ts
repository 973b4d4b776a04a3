import { SUBJECT_SORTS } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import type { SubjectListQuery } from '@school/contract';

/** The list has a search but no select filters. */
export type SubjectFilters = Record<never, string>;

export const SUBJECT_FILTER_DEFAULTS: SubjectFilters = {};

/** The search as the API takes it. */
export function subjectFilterQuery(search: string): Pick<SubjectListQuery, 'search'> {
  return { search: search.trim() || undefined };
}

/** The list's server-side sorts, and the order it opens in. */
export const SUBJECT_SORT_OPTIONS: SortOptions<(typeof SUBJECT_SORTS)[number]> = {
  keys: SUBJECT_SORTS,
  initial: { key: 'name', direction: 'asc' },
};
