import type { ConsoleUser } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

export async function getUser(id: number): Promise<ConsoleUser> {
  const { data } = await apiRequest<ConsoleUser>(`/superadmin/users/${id}`, {
    fallbackMessage: 'Failed to fetch user details',
  });
  return data;
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
