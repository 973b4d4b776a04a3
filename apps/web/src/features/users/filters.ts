import { USER_SORTS } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import { USER_STATUSES, type UserListQuery, type UserStatus } from '@school/contract';

/** The list's filters as the URL holds them; '' means all. */
export interface UserFilters {
  role: string;
  status: string;
}

export const USER_FILTER_DEFAULTS: UserFilters = { role: '', status: '' };

const isStatus = (value: string): value is UserStatus => (USER_STATUSES as readonly string[]).includes(value);

/**
 * Search and filters as the API takes them; a status the screen does not offer (a hand-edited
 * URL) is dropped. Any role name is passed on: custom roles come and go, and one that does not
 * exist simply matches nobody.
 */
export function userFilterQuery(
  search: string,
  filters: UserFilters,
): Omit<UserListQuery, 'page' | 'per_page'> {
  return {
    search: search.trim() || undefined,
    role: filters.role.trim() || undefined,
    status: isStatus(filters.status) ? filters.status : undefined,
  };
}

/** The list's server-side sorts, and the order it opens in. */
export const USER_SORT_OPTIONS: SortOptions<(typeof USER_SORTS)[number]> = {
  keys: USER_SORTS,
  initial: { key: 'created_at', direction: 'desc' },
};
