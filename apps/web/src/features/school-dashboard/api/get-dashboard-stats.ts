import type { SchoolDashboardStats } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './keys';

export async function getDashboardStats(): Promise<SchoolDashboardStats> {
  const { data } = await apiRequest<SchoolDashboardStats>('/school-admin/dashboard/stats', {
    fallbackMessage: i18next.t('school-dashboard:page.load_failed'),
  });
  return data;
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.stats(), queryFn: getDashboardStats });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
