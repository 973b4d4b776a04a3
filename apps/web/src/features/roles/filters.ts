import { ROLE_SORTS } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import type { RoleListQuery } from '@school/contract';
import type { SelectOption } from '@/components/ui/select-field';
import { i18next } from '@/i18n/i18n';

/** The list's filters as the URL holds them; '' means all. */
export interface RoleFilters {
  type: string;
}

export const ROLE_FILTER_DEFAULTS: RoleFilters = { type: '' };

/** System (core) or custom; each label is read in the reader's language when it is drawn. */
export const ROLE_TYPE_OPTIONS: readonly SelectOption[] = (['core', 'custom'] as const).map((type) => ({
  value: type,
  get label() {
    return i18next.t(`roles:type.${type}`);
  },
}));

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
