import type { SchoolProfileAnalytics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { schoolProfileKeys } from './keys';

export async function getProfileAnalytics(): Promise<SchoolProfileAnalytics> {
  const { data } = await apiRequest<SchoolProfileAnalytics>('/school/profile/analytics', {
    fallbackMessage: 'Failed to fetch school analytics',
  });
  return data;
}

export const profileAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: schoolProfileKeys.analytics(), queryFn: getProfileAnalytics });

export function useProfileAnalytics() {
  return useQuery(profileAnalyticsQueryOptions());
}
