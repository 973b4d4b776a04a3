import type { ClassTeacher } from '@school/contract';
import { useQueries } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { teacherKeys } from './keys';

/** The teachers of one class, with the places (sections or the whole class) each leads. */
export async function getClassTeachers(classId: number): Promise<ClassTeacher[]> {
  const { data } = await apiRequest<{ teachers: ClassTeacher[] }>(`/school/classes/${classId}/teachers`, {
    fallbackMessage: i18next.t('teachers:toast.fetch_class_teachers_failed'),
  });
  return data.teachers;
}

/** The teachers of each of `classIds`, in the order given; only with classes_view. */
export function useClassTeachers(classIds: readonly number[]) {
  const enabled = useAccess().can('classes_view');
  return useQueries({
    queries: classIds.map((id) => ({
      queryKey: teacherKeys.classTeachers(id),
      queryFn: () => getClassTeachers(id),
      enabled,
    })),
  });
}
