import type { SchoolList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { schoolKeys, type SchoolsQuery } from './keys';

export async function getSchools(query: SchoolsQuery): Promise<SchoolList> {
  const { data } = await apiRequest<SchoolList>(`/superadmin/schools${toQueryString(query)}`, {
    fallbackMessage: i18next.t('schools:page.fetch_failed'),
  });
  return data;
}

export const schoolsQueryOptions = (query: SchoolsQuery) =>
  queryOptions({
    queryKey: schoolKeys.list(query),
    queryFn: () => getSchools(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useSchools(query: SchoolsQuery) {
  return useQuery(schoolsQueryOptions(query));
}
