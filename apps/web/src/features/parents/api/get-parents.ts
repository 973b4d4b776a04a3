import type { ParentList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { parentKeys, type ParentsQuery } from './keys';

export async function getParents(query: ParentsQuery): Promise<ParentList> {
  const { data } = await apiRequest<ParentList>(`/school/parents${toQueryString(query)}`, {
    fallbackMessage: i18next.t('parents:toast.fetch_list_failed'),
  });
  return data;
}

export const parentsQueryOptions = (query: ParentsQuery) =>
  queryOptions({
    queryKey: parentKeys.list(query),
    queryFn: () => getParents(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useParents(query: ParentsQuery) {
  return useQuery(parentsQueryOptions(query));
}
