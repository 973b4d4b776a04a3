import type { SchoolsStatistics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './keys';

export async function getSchoolsStatistics(): Promise<SchoolsStatistics> {
  const { data } = await apiRequest<SchoolsStatistics>('/superadmin/statistics/schools', {
    fallbackMessage: i18next.t('statistics:page.schools_failed'),
  });
  return data;
}

export const schoolsStatisticsQueryOptions = () =>
  queryOptions({ queryKey: statisticsKeys.schools(), queryFn: getSchoolsStatistics });

export function useSchoolsStatistics() {
  return useQuery(schoolsStatisticsQueryOptions());
}
