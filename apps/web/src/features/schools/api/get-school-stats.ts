import type { SchoolStats } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export async function getSchoolStats(id: number): Promise<SchoolStats> {
  const { data } = await apiRequest<SchoolStats>(`/superadmin/schools/${id}/stats`, {
    fallbackMessage: i18next.t('schools:stats.fetch_failed'),
  });
  return data;
}

export const schoolStatsQueryOptions = (id: number) =>
  queryOptions({ queryKey: schoolKeys.stats(id), queryFn: () => getSchoolStats(id) });

export function useSchoolStats(id: number) {
  return useQuery(schoolStatsQueryOptions(id));
}
