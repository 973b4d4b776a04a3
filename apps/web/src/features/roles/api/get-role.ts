import type { Role } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

/** One role with its permissions and its first users. */
export async function getRole(id: number): Promise<Role> {
  const { data } = await apiRequest<Role>(`/superadmin/roles/${id}?include_users=true`, {
    fallbackMessage: 'Failed to fetch role details',
  });
  return data;
}

export const roleQueryOptions = (id: number) =>
  queryOptions({ queryKey: roleKeys.detail(id), queryFn: () => getRole(id) });

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}
