import type { RoleList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { roleKeys, type RolesQuery } from './keys';

export async function getRoles(query: RolesQuery): Promise<RoleList> {
  const { data } = await apiRequest<RoleList>(`/superadmin/roles${toQueryString(query)}`, {
    fallbackMessage: i18next.t('roles:page.fetch_failed'),
  });
  return data;
}

export const rolesQueryOptions = (query: RolesQuery) =>
  queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: () => getRoles(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useRoles(query: RolesQuery) {
  return useQuery(rolesQueryOptions(query));
}
