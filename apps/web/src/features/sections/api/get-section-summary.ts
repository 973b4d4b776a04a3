import type { SectionSummary } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { sectionKeys, type SectionFilterQuery } from './keys';

/** The stat cards' figures over every section the search and class filter match. */
export async function getSectionSummary(filters: SectionFilterQuery): Promise<SectionSummary> {
  const { data } = await apiRequest<SectionSummary>(`/school/sections/summary${toQueryString(filters)}`, {
    fallbackMessage: 'Failed to fetch section statistics',
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
