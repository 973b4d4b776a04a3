import type { ActivityStatistics, ActivityWindow } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { statisticsKeys } from './keys';

export async function getActivityStatistics(days: ActivityWindow): Promise<ActivityStatistics> {
  const { data } = await apiRequest<ActivityStatistics>(
    `/superadmin/statistics/activity${toQueryString({ days })}`,
    {
      fallbackMessage: 'Failed to fetch activity statistics',
    },
  );
  return data;
}

export const activityStatisticsQueryOptions = (days: ActivityWindow) =>
  queryOptions({
    queryKey: statisticsKeys.activity(days),
    queryFn: () => getActivityStatistics(days),
    placeholderData: keepPreviousData,
  });

export function useActivityStatistics(days: ActivityWindow) {
  return useQuery(activityStatisticsQueryOptions(days));
}
