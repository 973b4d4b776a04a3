import type { ClassSummary } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getClassSummary(): Promise<ClassSummary> {
  const { data } = await apiRequest<ClassSummary>('/school/classes/summary', {
    fallbackMessage: i18next.t('classes:errors.summary'),
  });
  return data;
}

export const classSummaryQueryOptions = () =>
  queryOptions({ queryKey: classKeys.summary(), queryFn: getClassSummary });

export function useClassSummary() {
  return useQuery(classSummaryQueryOptions());
}
