import type { RoleListQuery } from '@school/contract';

/** A list request as the screen sends it: page and page size always set. */
export type RolesQuery = Omit<RoleListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/**
 * React Query keys of the roles screen; invalidating `all` refreshes lists, cards and details.
 * Permission keys sit beside them: a role's permissions change the permissions screen's counts.
 */
export const roleKeys = {
  all: ['superadmin', 'roles'] as const,
  list: (query: RolesQuery) => [...roleKeys.all, 'list', query] as const,
  summary: () => [...roleKeys.all, 'summary'] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
  permissionOptions: () => ['superadmin', 'permissions', 'options'] as const,
  permissionsAll: ['superadmin', 'permissions'] as const,
};
