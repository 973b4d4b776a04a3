import type { UserListQuery } from '@school/contract';

/** A list request as the screen sends it: page and page size always set. */
export type UsersQuery = Omit<UserListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/** React Query keys of the users screen; invalidating `all` refreshes lists, cards and details. */
export const userKeys = {
  all: ['superadmin', 'users'] as const,
  list: (query: UsersQuery) => [...userKeys.all, 'list', query] as const,
  summary: () => [...userKeys.all, 'summary'] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  roles: (id: number) => [...userKeys.all, 'roles', id] as const,
  roleOptions: () => ['superadmin', 'roles', 'options'] as const,
  schoolSearch: (search: string) => ['superadmin', 'schools', 'search', search] as const,
};
