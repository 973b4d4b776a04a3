import type { Permission } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';

/** One permission with the roles holding it. */
export async function getPermission(id: number): Promise<Permission> {
  const { data } = await apiRequest<Permission>(`/superadmin/permissions/${id}?include_roles=true`, {
    fallbackMessage: 'Failed to fetch permission details',
  });
  return data;
}

export const permissionQueryOptions = (id: number) =>
  queryOptions({ queryKey: permissionKeys.detail(id), queryFn: () => getPermission(id) });

export function usePermission(id: number) {
  return useQuery(permissionQueryOptions(id));
}
