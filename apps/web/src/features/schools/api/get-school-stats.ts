import type { SchoolStats } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export async function getSchoolStats(id: number): Promise<SchoolStats> {
  const { data } = await apiRequest<SchoolStats>(`/superadmin/schools/${id}/stats`, {
    fallbackMessage: 'Failed to fetch school statistics',
  });
  return data;
}

export const schoolStatsQueryOptions = (id: number) =>
  queryOptions({ queryKey: schoolKeys.stats(id), queryFn: () => getSchoolStats(id) });

export function useSchoolStats(id: number) {
  return useQuery(schoolStatsQueryOptions(id));
}
