import { SECTION_SORTS } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import type { SectionFilterQuery } from './api/keys';

/** The list's filters as the URL holds them; '' means all classes. */
export interface SectionFilters {
  class_id: string;
}

export const SECTION_FILTER_DEFAULTS: SectionFilters = { class_id: '' };

/** Search and filters as the API takes them; a class id that is not a number is dropped. */
export function sectionFilterQuery(search: string, filters: SectionFilters): SectionFilterQuery {
  const classId = /^[1-9]\d*$/.test(filters.class_id) ? Number(filters.class_id) : undefined;
  return { search: search.trim() || undefined, class_id: classId };
}

export const SECTION_SORT_OPTIONS: SortOptions<(typeof SECTION_SORTS)[number]> = {
  keys: SECTION_SORTS,
  initial: { key: 'class', direction: 'asc' },
};
