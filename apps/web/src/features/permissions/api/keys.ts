import type { PermissionListQuery } from '@school/contract';

/** A list request as the screen sends it: page and page size always set. */
export type PermissionsQuery = Omit<PermissionListQuery, 'page' | 'per_page'> & {
  page: number;
  per_page: number;
};

/**
 * React Query keys of the permissions screen; invalidating `all` refreshes lists, tiles, details
 * and the role form's options. Role keys sit beside them: permissions change roles' counts.
 */
export const permissionKeys = {
  all: ['superadmin', 'permissions'] as const,
  list: (query: PermissionsQuery) => [...permissionKeys.all, 'list', query] as const,
  modules: () => [...permissionKeys.all, 'modules'] as const,
  detail: (id: number) => [...permissionKeys.all, 'detail', id] as const,
  roleOptions: () => ['superadmin', 'roles', 'list', 'options'] as const,
  rolesAll: ['superadmin', 'roles'] as const,
};
