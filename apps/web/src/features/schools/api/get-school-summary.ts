import type { SchoolSummary } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export async function getSchoolSummary(): Promise<SchoolSummary> {
  const { data } = await apiRequest<SchoolSummary>('/superadmin/schools/summary', {
    fallbackMessage: 'Failed to fetch school statistics',
  });
  return data;
}

export const schoolSummaryQueryOptions = () =>
  queryOptions({ queryKey: schoolKeys.summary(), queryFn: getSchoolSummary });

export function useSchoolSummary() {
  return useQuery(schoolSummaryQueryOptions());
}
