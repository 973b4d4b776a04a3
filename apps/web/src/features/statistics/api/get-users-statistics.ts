import type { UsersStatistics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './keys';

export async function getUsersStatistics(): Promise<UsersStatistics> {
  const { data } = await apiRequest<UsersStatistics>('/superadmin/statistics/users', {
    fallbackMessage: 'Failed to fetch user statistics',
  });
  return data;
}

export const usersStatisticsQueryOptions = () =>
  queryOptions({ queryKey: statisticsKeys.users(), queryFn: getUsersStatistics });

export function useUsersStatistics() {
  return useQuery(usersStatisticsQueryOptions());
}
