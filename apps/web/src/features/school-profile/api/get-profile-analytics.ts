import type { SchoolProfileAnalytics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolProfileKeys } from './keys';

export async function getProfileAnalytics(): Promise<SchoolProfileAnalytics> {
  const { data } = await apiRequest<SchoolProfileAnalytics>('/school/profile/analytics', {
    fallbackMessage: i18next.t('school-profile:page.analytics_failed'),
  });
  return data;
}

export const profileAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: schoolProfileKeys.analytics(), queryFn: getProfileAnalytics });

export function useProfileAnalytics() {
  return useQuery(profileAnalyticsQueryOptions());
}
