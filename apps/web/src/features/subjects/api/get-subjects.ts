import type { SubjectList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { subjectKeys, type SubjectsQuery } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getSubjects(query: SubjectsQuery): Promise<SubjectList> {
  const { data } = await apiRequest<SubjectList>(`/school/subjects${toQueryString(query)}`, {
    fallbackMessage: i18next.t('subjects:errors.list'),
  });
  return data;
}

export const subjectsQueryOptions = (query: SubjectsQuery) =>
  queryOptions({
    queryKey: subjectKeys.list(query),
    queryFn: () => getSubjects(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useSubjects(query: SubjectsQuery) {
  return useQuery(subjectsQueryOptions(query));
}
