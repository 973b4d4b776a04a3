import type { SchoolDashboardStats } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './keys';

export async function getDashboardStats(): Promise<SchoolDashboardStats> {
  const { data } = await apiRequest<SchoolDashboardStats>('/school-admin/dashboard/stats', {
    fallbackMessage: 'Failed to fetch dashboard data',
  });
  return data;
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.stats(), queryFn: getDashboardStats });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
