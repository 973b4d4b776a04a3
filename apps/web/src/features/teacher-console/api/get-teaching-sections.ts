import type { TeachingSection } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export async function getTeachingSections(): Promise<TeachingSection[]> {
  const { data } = await apiRequest<{ sections: TeachingSection[] }>('/teacher/sections', {
    fallbackMessage: i18next.t('teacher-console:classes.load_failed'),
  });
  return data.sections;
}

export const teachingSectionsQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.sections(), queryFn: getTeachingSections });

export function useTeachingSections() {
  return useQuery(teachingSectionsQueryOptions());
}
