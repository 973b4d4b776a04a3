import type { PermissionModules } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';

export async function getPermissionModules(): Promise<PermissionModules> {
  const { data } = await apiRequest<PermissionModules>('/superadmin/permissions/modules', {
    fallbackMessage: 'Failed to fetch permission modules',
  });
  return data;
}

export const permissionModulesQueryOptions = () =>
  queryOptions({ queryKey: permissionKeys.modules(), queryFn: getPermissionModules });

export function usePermissionModules() {
  return useQuery(permissionModulesQueryOptions());
}
