import type { StatisticsOverview } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './keys';

export async function getStatisticsOverview(): Promise<StatisticsOverview> {
  const { data } = await apiRequest<StatisticsOverview>('/superadmin/statistics', {
    fallbackMessage: i18next.t('statistics:page.overview_failed'),
  });
  return data;
}

export const statisticsOverviewQueryOptions = () =>
  queryOptions({ queryKey: statisticsKeys.overview(), queryFn: getStatisticsOverview });

export function useStatisticsOverview() {
  return useQuery(statisticsOverviewQueryOptions());
}
