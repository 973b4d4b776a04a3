import type { PermissionModules } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getPermissionModules(): Promise<PermissionModules> {
  const { data } = await apiRequest<PermissionModules>('/superadmin/permissions/modules', {
    fallbackMessage: i18next.t('permissions:modules.fetch_failed'),
  });
  return data;
}

export const permissionModulesQueryOptions = () =>
  queryOptions({ queryKey: permissionKeys.modules(), queryFn: getPermissionModules });

export function usePermissionModules() {
  return useQuery(permissionModulesQueryOptions());
}
