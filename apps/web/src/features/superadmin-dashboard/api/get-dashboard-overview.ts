import type { StatisticsOverview } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** The platform figures and their change over the last 30 days. */
export async function getDashboardOverview(): Promise<StatisticsOverview> {
  const { data } = await apiRequest<StatisticsOverview>('/superadmin/statistics', {
    fallbackMessage: i18next.t('superadmin-dashboard:toast.overview_failed'),
  });
  return data;
}

export const dashboardOverviewQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.overview(), queryFn: getDashboardOverview });

/** `enabled` is false for a user without statistics_view, whose dashboard shows no figures. */
export function useDashboardOverview(enabled = true) {
  return useQuery({ ...dashboardOverviewQueryOptions(), enabled });
}
