import type { GrowthStatistics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** Schools and users over the last 12 months. */
export async function getDashboardGrowth(): Promise<GrowthStatistics> {
  const { data } = await apiRequest<GrowthStatistics>('/superadmin/statistics/growth?period=monthly', {
    fallbackMessage: i18next.t('superadmin-dashboard:toast.growth_failed'),
  });
  return data;
}

export const dashboardGrowthQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.growth(), queryFn: getDashboardGrowth });

/** `enabled` is false for a user without statistics_view, whose dashboard shows no figures. */
export function useDashboardGrowth(enabled = true) {
  return useQuery({ ...dashboardGrowthQueryOptions(), enabled });
}
