import type { GrowthStatistics, StatisticsPeriod } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { statisticsKeys } from './keys';

export async function getGrowthStatistics(period: StatisticsPeriod): Promise<GrowthStatistics> {
  const { data } = await apiRequest<GrowthStatistics>(
    `/superadmin/statistics/growth${toQueryString({ period })}`,
    {
      fallbackMessage: i18next.t('statistics:page.growth_failed'),
    },
  );
  return data;
}

export const growthStatisticsQueryOptions = (period: StatisticsPeriod) =>
  queryOptions({
    queryKey: statisticsKeys.growth(period),
    queryFn: () => getGrowthStatistics(period),
    // The chart of the period being left stays until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useGrowthStatistics(period: StatisticsPeriod) {
  return useQuery(growthStatisticsQueryOptions(period));
}
