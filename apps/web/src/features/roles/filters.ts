import { ROLE_SORTS } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import type { RoleListQuery } from '@school/contract';

/** The list's filters as the URL holds them; '' means all. */
export interface RoleFilters {
  type: string;
}

export const ROLE_FILTER_DEFAULTS: RoleFilters = { type: '' };

export const ROLE_TYPE_OPTIONS = [
  { value: 'core', label: 'System' },
  { value: 'custom', label: 'Custom' },
] as const;

const isType = (value: string): value is 'core' | 'custom' => value === 'core' || value === 'custom';

/** Search and filters as the API takes them; a value the screen does not offer is dropped. */
export function roleFilterQuery(
  search: string,
  filters: RoleFilters,
): Pick<RoleListQuery, 'search' | 'type'> {
  return { search: search.trim() || undefined, type: isType(filters.type) ? filters.type : undefined };
}

/** The list's server-side sorts, and the order it opens in. */
export const ROLE_SORT_OPTIONS: SortOptions<(typeof ROLE_SORTS)[number]> = {
  keys: ROLE_SORTS,
  initial: { key: 'created_at', direction: 'asc' },
};
