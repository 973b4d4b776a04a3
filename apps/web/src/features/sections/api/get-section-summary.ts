import type { SectionSummary } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { sectionKeys, type SectionFilterQuery } from './keys';
import { i18next } from '@/i18n/i18n';

/** The stat cards' figures over every section the search and class filter match. */
export async function getSectionSummary(filters: SectionFilterQuery): Promise<SectionSummary> {
  const { data } = await apiRequest<SectionSummary>(`/school/sections/summary${toQueryString(filters)}`, {
    fallbackMessage: i18next.t('sections:errors.summary'),
  });
  return data;
}

export const sectionSummaryQueryOptions = (filters: SectionFilterQuery) =>
  queryOptions({
    queryKey: sectionKeys.summary(filters),
    queryFn: () => getSectionSummary(filters),
    placeholderData: keepPreviousData,
  });

export function useSectionSummary(filters: SectionFilterQuery) {
  return useQuery(sectionSummaryQueryOptions(filters));
}
