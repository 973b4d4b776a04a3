import type { ConsoleUser } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

export async function getUser(id: number): Promise<ConsoleUser> {
  const { data } = await apiRequest<ConsoleUser>(`/superadmin/users/${id}`, {
    fallbackMessage: i18next.t('users:details.fetch_failed'),
  });
  return data;
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
