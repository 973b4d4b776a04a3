import type { ParentAnalytics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

/** The stat cards, the relationship chart and the statistics panel, over every parent of the school. */
export async function getParentAnalytics(): Promise<ParentAnalytics> {
  const { data } = await apiRequest<ParentAnalytics>('/school/parents/analytics', {
    fallbackMessage: i18next.t('parents:toast.fetch_stats_failed'),
  });
  return data;
}

export const parentAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: parentKeys.analytics(), queryFn: getParentAnalytics });

export function useParentAnalytics() {
  return useQuery(parentAnalyticsQueryOptions());
}
