import type { PermissionOptions } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

/** Every permission with its module: the checkboxes of the role forms. */
export async function getPermissionOptions(): Promise<PermissionOptions> {
  const { data } = await apiRequest<PermissionOptions>('/superadmin/permissions/options', {
    fallbackMessage: i18next.t('roles:manage_permissions.options_failed'),
  });
  return data;
}

export const permissionOptionsQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.permissionOptions(), queryFn: getPermissionOptions });

/** `enabled` is false where the checkboxes are not shown (roles_assign_permissions lacking). */
export function usePermissionOptions(enabled = true) {
  return useQuery({ ...permissionOptionsQueryOptions(), enabled });
}
