import type { RoleSummary } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

/** The user's roles, main role first. */
export async function getUserRoles(id: number): Promise<RoleSummary[]> {
  const { data } = await apiRequest<{ roles: RoleSummary[] }>(`/superadmin/users/${id}/roles`, {
    fallbackMessage: i18next.t('users:assign_roles.user_roles_failed'),
  });
  return data.roles;
}

export const userRolesQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.roles(id), queryFn: () => getUserRoles(id) });

export function useUserRoles(id: number) {
  return useQuery(userRolesQueryOptions(id));
}
