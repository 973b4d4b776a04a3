import type { SchoolsStatistics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { statisticsKeys } from './keys';

export async function getSchoolsStatistics(): Promise<SchoolsStatistics> {
  const { data } = await apiRequest<SchoolsStatistics>('/superadmin/statistics/schools', {
    fallbackMessage: 'Failed to fetch school statistics',
  });
  return data;
}

export const schoolsStatisticsQueryOptions = () =>
  queryOptions({ queryKey: statisticsKeys.schools(), queryFn: getSchoolsStatistics });

export function useSchoolsStatistics() {
  return useQuery(schoolsStatisticsQueryOptions());
}
