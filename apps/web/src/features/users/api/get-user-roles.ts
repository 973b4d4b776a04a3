import type { RoleSummary } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

/** The user's roles, main role first. */
export async function getUserRoles(id: number): Promise<RoleSummary[]> {
  const { data } = await apiRequest<{ roles: RoleSummary[] }>(`/superadmin/users/${id}/roles`, {
    fallbackMessage: 'Failed to fetch user roles',
  });
  return data.roles;
}

export const userRolesQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.roles(id), queryFn: () => getUserRoles(id) });

export function useUserRoles(id: number) {
  return useQuery(userRolesQueryOptions(id));
}
