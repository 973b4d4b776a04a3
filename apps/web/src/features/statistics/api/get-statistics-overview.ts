import type { StatisticsOverview } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './keys';

export async function getStatisticsOverview(): Promise<StatisticsOverview> {
  const { data } = await apiRequest<StatisticsOverview>('/superadmin/statistics', {
    fallbackMessage: 'Failed to fetch statistics',
  });
  return data;
}

export const statisticsOverviewQueryOptions = () =>
  queryOptions({ queryKey: statisticsKeys.overview(), queryFn: getStatisticsOverview });

export function useStatisticsOverview() {
  return useQuery(statisticsOverviewQueryOptions());
}
