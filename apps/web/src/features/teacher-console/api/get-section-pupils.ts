import type { SectionPupil } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export async function getSectionPupils(sectionId: number): Promise<SectionPupil[]> {
  const { data } = await apiRequest<{ students: SectionPupil[] }>(`/teacher/sections/${sectionId}/students`, {
    fallbackMessage: i18next.t('teacher-console:classes.students_load_failed'),
  });
  return data.students;
}

export const sectionPupilsQueryOptions = (sectionId: number) =>
  queryOptions({ queryKey: teacherKeys.pupils(sectionId), queryFn: () => getSectionPupils(sectionId) });

export function useSectionPupils(sectionId: number) {
  return useQuery(sectionPupilsQueryOptions(sectionId));
}
