import type { SchoolActivityList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { dashboardKeys, type ActivitiesQuery } from './keys';

export async function getActivities(query: ActivitiesQuery): Promise<SchoolActivityList> {
  const { data } = await apiRequest<SchoolActivityList>(`/school/activities${toQueryString({ ...query })}`, {
    fallbackMessage: i18next.t('school-dashboard:activities.fetch_failed'),
  });
  return data;
}

export const activitiesQueryOptions = (query: ActivitiesQuery) =>
  queryOptions({
    queryKey: dashboardKeys.activities(query),
    queryFn: () => getActivities(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useActivities(query: ActivitiesQuery) {
  return useQuery(activitiesQueryOptions(query));
}
