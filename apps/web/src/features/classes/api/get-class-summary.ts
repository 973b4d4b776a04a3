import type { ClassSummary } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';

export async function getClassSummary(): Promise<ClassSummary> {
  const { data } = await apiRequest<ClassSummary>('/school/classes/summary', {
    fallbackMessage: 'Failed to fetch class statistics',
  });
  return data;
}

export const classSummaryQueryOptions = () =>
  queryOptions({ queryKey: classKeys.summary(), queryFn: getClassSummary });

export function useClassSummary() {
  return useQuery(classSummaryQueryOptions());
}
