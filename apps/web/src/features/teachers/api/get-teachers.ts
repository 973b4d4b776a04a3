import type { TeacherList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { teacherKeys, type TeachersQuery } from './keys';

export async function getTeachers(query: TeachersQuery): Promise<TeacherList> {
  const { data } = await apiRequest<TeacherList>(`/school/teachers${toQueryString(query)}`, {
    fallbackMessage: i18next.t('teachers:toast.fetch_list_failed'),
  });
  return data;
}

export const teachersQueryOptions = (query: TeachersQuery) =>
  queryOptions({
    queryKey: teacherKeys.list(query),
    queryFn: () => getTeachers(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useTeachers(query: TeachersQuery) {
  return useQuery(teachersQueryOptions(query));
}
