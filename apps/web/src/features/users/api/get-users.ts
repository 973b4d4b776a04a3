import type { UserList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { userKeys, type UsersQuery } from './keys';

export async function getUsers(query: UsersQuery): Promise<UserList> {
  const { data } = await apiRequest<UserList>(`/superadmin/users${toQueryString(query)}`, {
    fallbackMessage: 'Failed to fetch users',
  });
  return data;
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => getUsers(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
