import type { SchoolSummary } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolKeys } from './keys';

export async function getSchoolSummary(): Promise<SchoolSummary> {
  const { data } = await apiRequest<SchoolSummary>('/superadmin/schools/summary', {
    fallbackMessage: i18next.t('schools:stats.fetch_failed'),
  });
  return data;
}

export const schoolSummaryQueryOptions = () =>
  queryOptions({ queryKey: schoolKeys.summary(), queryFn: getSchoolSummary });

export function useSchoolSummary() {
  return useQuery(schoolSummaryQueryOptions());
}
