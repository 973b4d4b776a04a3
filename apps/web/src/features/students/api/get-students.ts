import type { StudentList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { studentKeys, type StudentsQuery } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getStudents(query: StudentsQuery): Promise<StudentList> {
  const { data } = await apiRequest<StudentList>(`/school/students${toQueryString(query)}`, {
    fallbackMessage: i18next.t('students:errors.fetch_students'),
  });
  return data;
}

export const studentsQueryOptions = (query: StudentsQuery) =>
  queryOptions({
    queryKey: studentKeys.list(query),
    queryFn: () => getStudents(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useStudents(query: StudentsQuery) {
  return useQuery(studentsQueryOptions(query));
}
