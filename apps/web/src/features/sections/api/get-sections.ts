import type { SectionList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { sectionKeys, type SectionsQuery } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getSections(query: SectionsQuery): Promise<SectionList> {
  const { data } = await apiRequest<SectionList>(`/school/sections${toQueryString(query)}`, {
    fallbackMessage: i18next.t('sections:errors.list'),
  });
  return data;
}

export const sectionsQueryOptions = (query: SectionsQuery) =>
  queryOptions({
    queryKey: sectionKeys.list(query),
    queryFn: () => getSections(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useSections(query: SectionsQuery) {
  return useQuery(sectionsQueryOptions(query));
}
