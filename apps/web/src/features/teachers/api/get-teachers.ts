import type { TeacherList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { teacherKeys, type TeachersQuery } from './keys';

export async function getTeachers(query: TeachersQuery): Promise<TeacherList> {
  const { data } = await apiRequest<TeacherList>(`/school/teachers${toQueryString(query)}`, {
    fallbackMessage: 'Failed to fetch teachers',
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
