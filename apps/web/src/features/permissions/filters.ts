import { PERMISSION_SORTS } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import type { PermissionListQuery } from '@school/contract';

/** The list's filters as the URL holds them; '' means all, and `group` is '1' when grouped. */
export interface PermissionFilters {
  module: string;
  group: string;
}

export const PERMISSION_FILTER_DEFAULTS: PermissionFilters = { module: '', group: '' };

/** Search, module and grouping as the API takes them. */
export function permissionFilterQuery(
  search: string,
  filters: PermissionFilters,
): Pick<PermissionListQuery, 'search' | 'module' | 'group_by_module'> {
  return {
    search: search.trim() || undefined,
    module: filters.module || undefined,
    group_by_module: filters.group === '1' ? 'true' : undefined,
  };
}

/** The list's server-side sorts, and the order it opens in. */
export const PERMISSION_SORT_OPTIONS: SortOptions<(typeof PERMISSION_SORTS)[number]> = {
  keys: PERMISSION_SORTS,
  initial: { key: 'name', direction: 'asc' },
};
