import type { Role } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

/** One role with its permissions and its first users. */
export async function getRole(id: number): Promise<Role> {
  const { data } = await apiRequest<Role>(`/superadmin/roles/${id}?include_users=true`, {
    fallbackMessage: i18next.t('roles:details.fetch_failed'),
  });
  return data;
}

export const roleQueryOptions = (id: number) =>
  queryOptions({ queryKey: roleKeys.detail(id), queryFn: () => getRole(id) });

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}
