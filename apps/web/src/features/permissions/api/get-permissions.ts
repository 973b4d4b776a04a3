import type { PermissionList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { permissionKeys, type PermissionsQuery } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getPermissions(query: PermissionsQuery): Promise<PermissionList> {
  const { data } = await apiRequest<PermissionList>(`/superadmin/permissions${toQueryString(query)}`, {
    fallbackMessage: i18next.t('permissions:page.fetch_failed'),
  });
  return data;
}

export const permissionsQueryOptions = (query: PermissionsQuery) =>
  queryOptions({
    queryKey: permissionKeys.list(query),
    queryFn: () => getPermissions(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function usePermissions(query: PermissionsQuery) {
  return useQuery(permissionsQueryOptions(query));
}
