import type { TeacherDetail } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

/** One teacher with where and what they teach: what their dialogs open with. */
export async function getTeacher(id: number): Promise<TeacherDetail> {
  const { data } = await apiRequest<TeacherDetail>(`/school/teachers/${id}`, {
    fallbackMessage: i18next.t('teachers:toast.fetch_details_failed'),
  });
  return data;
}

export const teacherQueryOptions = (id: number) =>
  queryOptions({ queryKey: teacherKeys.detail(id), queryFn: () => getTeacher(id) });

export function useTeacher(id: number) {
  return useQuery(teacherQueryOptions(id));
}
