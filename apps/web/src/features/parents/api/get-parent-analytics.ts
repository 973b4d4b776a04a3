import type { ParentAnalytics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

/** The stat cards, the relationship chart and the statistics panel, over every parent of the school. */
export async function getParentAnalytics(): Promise<ParentAnalytics> {
  const { data } = await apiRequest<ParentAnalytics>('/school/parents/analytics', {
    fallbackMessage: 'Failed to fetch parent statistics',
  });
  return data;
}

export const parentAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: parentKeys.analytics(), queryFn: getParentAnalytics });

export function useParentAnalytics() {
  return useQuery(parentAnalyticsQueryOptions());
}
