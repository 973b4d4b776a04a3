import type { Permission } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** One permission with the roles holding it. */
export async function getPermission(id: number): Promise<Permission> {
  const { data } = await apiRequest<Permission>(`/superadmin/permissions/${id}?include_roles=true`, {
    fallbackMessage: i18next.t('permissions:details.fetch_failed'),
  });
  return data;
}

export const permissionQueryOptions = (id: number) =>
  queryOptions({ queryKey: permissionKeys.detail(id), queryFn: () => getPermission(id) });

export function usePermission(id: number) {
  return useQuery(permissionQueryOptions(id));
}
