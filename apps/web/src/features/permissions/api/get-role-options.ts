import type { RoleList } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** The roles a permission can be given to (spec 01 section 9: a lookup of 100). */
export async function getRoleOptions(): Promise<RoleList> {
  const { data } = await apiRequest<RoleList>('/superadmin/roles?per_page=100', {
    fallbackMessage: i18next.t('permissions:form.roles_fetch_failed'),
  });
  return data;
}

export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: permissionKeys.roleOptions(), queryFn: getRoleOptions });

/** `enabled` is false where the roles part is not shown (roles_assign_permissions lacking). */
export function useRoleOptions(enabled = true) {
  return useQuery({ ...roleOptionsQueryOptions(), enabled });
}
