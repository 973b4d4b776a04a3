import type { SchoolProfileStatistics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolProfileKeys } from './keys';

export async function getProfileStatistics(): Promise<SchoolProfileStatistics> {
  const { data } = await apiRequest<SchoolProfileStatistics>('/school/profile/statistics', {
    fallbackMessage: i18next.t('school-profile:page.statistics_failed'),
  });
  return data;
}

export const profileStatisticsQueryOptions = () =>
  queryOptions({ queryKey: schoolProfileKeys.statistics(), queryFn: getProfileStatistics });

export function useProfileStatistics() {
  return useQuery(profileStatisticsQueryOptions());
}
