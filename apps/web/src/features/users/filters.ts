import { USER_SORTS } from '@school/contract';
import type { SortOptions } from '@/lib/use-list-params';
import { USER_FILTER_ROLES, USER_STATUSES, type UserListQuery, type UserStatus } from '@school/contract';

/** The list's filters as the URL holds them; '' means all. */
export interface UserFilters {
  role: string;
  status: string;
}

export const USER_FILTER_DEFAULTS: UserFilters = { role: '', status: '' };

const isStatus = (value: string): value is UserStatus => (USER_STATUSES as readonly string[]).includes(value);
const isRole = (value: string) => (USER_FILTER_ROLES as readonly string[]).includes(value);

/** Search and filters as the API takes them; a value the screen does not offer (a hand-edited URL) is dropped. */
export function userFilterQuery(
  search: string,
  filters: UserFilters,
): Omit<UserListQuery, 'page' | 'per_page'> {
  return {
    search: search.trim() || undefined,
    role: isRole(filters.role) ? filters.role : undefined,
    status: isStatus(filters.status) ? filters.status : undefined,
  };
}

/** The list's server-side sorts, and the order it opens in. */
export const USER_SORT_OPTIONS: SortOptions<(typeof USER_SORTS)[number]> = {
  keys: USER_SORTS,
  initial: { key: 'created_at', direction: 'desc' },
};
