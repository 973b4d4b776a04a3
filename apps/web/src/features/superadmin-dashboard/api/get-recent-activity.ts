import type { RecentActivityList, SortDirection } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { dashboardKeys } from './keys';

/** The platform's latest audit entries, newest first (desc) or oldest first (asc). */
export async function getRecentActivity(direction: SortDirection): Promise<RecentActivityList> {
  const { data } = await apiRequest<RecentActivityList>(
    `/superadmin/statistics/recent-activity${toQueryString({ direction })}`,
    { fallbackMessage: i18next.t('superadmin-dashboard:toast.recent_failed') },
  );
  return data;
}

export const recentActivityQueryOptions = (direction: SortDirection) =>
  queryOptions({
    queryKey: dashboardKeys.recent(direction),
    queryFn: () => getRecentActivity(direction),
    placeholderData: keepPreviousData,
  });

export function useRecentActivity(direction: SortDirection) {
  return useQuery(recentActivityQueryOptions(direction));
}
