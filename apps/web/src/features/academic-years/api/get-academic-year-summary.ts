import type { AcademicYearSummary } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { academicYearKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** The stat cards' figures and the current year (the banner's), in one call. */
export async function getAcademicYearSummary(): Promise<AcademicYearSummary> {
  const { data } = await apiRequest<AcademicYearSummary>('/school/academic-years/summary', {
    fallbackMessage: i18next.t('academic-years:errors.summary'),
  });
  return data;
}

export const academicYearSummaryQueryOptions = () =>
  queryOptions({ queryKey: academicYearKeys.summary(), queryFn: getAcademicYearSummary });

export function useAcademicYearSummary() {
  return useQuery(academicYearSummaryQueryOptions());
}
