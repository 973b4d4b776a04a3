import type { UserList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { userKeys, type UsersQuery } from './keys';

export async function getUsers(query: UsersQuery): Promise<UserList> {
  const { data } = await apiRequest<UserList>(`/superadmin/users${toQueryString(query)}`, {
    fallbackMessage: i18next.t('users:page.fetch_failed'),
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
