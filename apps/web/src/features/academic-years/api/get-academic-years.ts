import type { AcademicYearList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { academicYearKeys, type AcademicYearsQuery } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getAcademicYears(query: AcademicYearsQuery): Promise<AcademicYearList> {
  const { data } = await apiRequest<AcademicYearList>(`/school/academic-years${toQueryString(query)}`, {
    fallbackMessage: i18next.t('academic-years:errors.list'),
  });
  return data;
}

export const academicYearsQueryOptions = (query: AcademicYearsQuery) =>
  queryOptions({
    queryKey: academicYearKeys.list(query),
    queryFn: () => getAcademicYears(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useAcademicYears(query: AcademicYearsQuery) {
  return useQuery(academicYearsQueryOptions(query));
}
