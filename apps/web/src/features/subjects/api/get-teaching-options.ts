import type { ClassList, SectionList, TeacherList } from '@school/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { subjectKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/*
 * The choices of the subject's classes-and-teachers dialog: up to 100 classes and teachers (spec
 * 02's dropdown size) and the sections of each linked class, each loaded only with its view
 * permission.
 */

async function getClassOptions(): Promise<ClassList['classes']> {
  const { data } = await apiRequest<ClassList>('/school/classes?page=1&per_page=100', {
    fallbackMessage: i18next.t('subjects:errors.classes'),
  });
  return data.classes;
}

async function getTeacherOptions(): Promise<TeacherList['teachers']> {
  const { data } = await apiRequest<TeacherList>('/school/teachers?page=1&per_page=100', {
    fallbackMessage: i18next.t('subjects:errors.teachers'),
  });
  return data.teachers;
}

async function getSectionOptions(classId: number): Promise<SectionList['sections']> {
  const { data } = await apiRequest<SectionList>(`/school/sections?class_id=${classId}&per_page=100`, {
    fallbackMessage: i18next.t('subjects:errors.sections'),
  });
  return data.sections;
}

export function useClassOptions() {
  const enabled = useAccess().can('classes_view');
  return useQuery({ queryKey: subjectKeys.classOptions(), queryFn: getClassOptions, enabled });
}

export function useTeacherOptions() {
  const enabled = useAccess().can('teachers_view');
  return useQuery({ queryKey: subjectKeys.teacherOptions(), queryFn: getTeacherOptions, enabled });
}

/** The sections of each of `classIds`, in the order given. */
export function useSectionOptions(classIds: readonly number[]) {
  const enabled = useAccess().can('sections_view');
  return useQueries({
    queries: classIds.map((id) => ({
      queryKey: subjectKeys.sectionOptions(id),
      queryFn: () => getSectionOptions(id),
      enabled,
    })),
  });
}
