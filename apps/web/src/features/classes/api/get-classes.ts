import type { ClassList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { classKeys, type ClassesQuery } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getClasses(query: ClassesQuery): Promise<ClassList> {
  const { data } = await apiRequest<ClassList>(`/school/classes${toQueryString(query)}`, {
    fallbackMessage: i18next.t('classes:errors.list'),
  });
  return data;
}

export const classesQueryOptions = (query: ClassesQuery) =>
  queryOptions({
    queryKey: classKeys.list(query),
    queryFn: () => getClasses(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useClasses(query: ClassesQuery) {
  return useQuery(classesQueryOptions(query));
}
