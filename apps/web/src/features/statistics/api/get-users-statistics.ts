import type { UsersStatistics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './keys';

export async function getUsersStatistics(): Promise<UsersStatistics> {
  const { data } = await apiRequest<UsersStatistics>('/superadmin/statistics/users', {
    fallbackMessage: i18next.t('statistics:page.users_failed'),
  });
  return data;
}

export const usersStatisticsQueryOptions = () =>
  queryOptions({ queryKey: statisticsKeys.users(), queryFn: getUsersStatistics });

export function useUsersStatistics() {
  return useQuery(usersStatisticsQueryOptions());
}
