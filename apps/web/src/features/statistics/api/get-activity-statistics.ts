import type { ActivityStatistics, ActivityWindow } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { statisticsKeys } from './keys';

export async function getActivityStatistics(days: ActivityWindow): Promise<ActivityStatistics> {
  const { data } = await apiRequest<ActivityStatistics>(
    `/superadmin/statistics/activity${toQueryString({ days })}`,
    {
      fallbackMessage: i18next.t('statistics:page.activity_failed'),
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
