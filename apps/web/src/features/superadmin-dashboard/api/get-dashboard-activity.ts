import type { ActivityStatistics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** Registrations and sign-ins over the last 7 days (spec 01 section 9). */
export async function getDashboardActivity(): Promise<ActivityStatistics> {
  const { data } = await apiRequest<ActivityStatistics>('/superadmin/statistics/activity?days=7', {
    fallbackMessage: i18next.t('superadmin-dashboard:toast.activity_failed'),
  });
  return data;
}

export const dashboardActivityQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.activity(), queryFn: getDashboardActivity });

/** `enabled` is false for a user without statistics_view, whose dashboard shows no figures. */
export function useDashboardActivity(enabled = true) {
  return useQuery({ ...dashboardActivityQueryOptions(), enabled });
}
