import type { Student, StudentList } from '@school/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { toQueryString } from '@/lib/query-string';
import { parentKeys } from './keys';

/** Spec 02 section 7: the active students a parent can be linked to, up to 100, by search term. */
export async function getStudentOptions(search: string): Promise<Student[]> {
  const query = toQueryString({ status: 'active', per_page: 100, search: search.trim() || undefined });
  const { data } = await apiRequest<StudentList>(`/school/students${query}`, {
    fallbackMessage: i18next.t('parents:toast.fetch_students_failed'),
  });
  return data.students;
}

export const studentOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: parentKeys.studentOptions(search.trim()),
    queryFn: () => getStudentOptions(search),
    placeholderData: keepPreviousData,
  });

/** Loaded only for a user who may list students (students_view). */
export function useStudentOptions(search: string) {
  return useQuery({ ...studentOptionsQueryOptions(search), enabled: useAccess().can('students_view') });
}
