import type { PerformanceStatistics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './keys';

export async function getPerformanceStatistics(): Promise<PerformanceStatistics> {
  const { data } = await apiRequest<PerformanceStatistics>('/superadmin/statistics/performance', {
    fallbackMessage: i18next.t('statistics:page.performance_failed'),
  });
  return data;
}

export const performanceStatisticsQueryOptions = () =>
  queryOptions({ queryKey: statisticsKeys.performance(), queryFn: getPerformanceStatistics });

export function usePerformanceStatistics() {
  return useQuery(performanceStatisticsQueryOptions());
}
