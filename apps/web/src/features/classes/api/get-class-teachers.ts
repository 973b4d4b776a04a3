import type { ClassTeacher } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** The teachers of a class, each with the sections they teach in it. */
export async function getClassTeachers(id: number): Promise<ClassTeacher[]> {
  const { data } = await apiRequest<{ teachers: ClassTeacher[] }>(`/school/classes/${id}/teachers`, {
    fallbackMessage: i18next.t('classes:errors.teachers'),
  });
  return data.teachers;
}

export const classTeachersQueryOptions = (id: number) =>
  queryOptions({ queryKey: classKeys.teachers(id), queryFn: () => getClassTeachers(id) });

export function useClassTeachers(id: number) {
  return useQuery(classTeachersQueryOptions(id));
}
