import type { TeacherAnalytics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

/** The stat cards' and charts' figures over every teacher of the school. */
export async function getTeacherAnalytics(): Promise<TeacherAnalytics> {
  const { data } = await apiRequest<TeacherAnalytics>('/school/teachers/analytics', {
    fallbackMessage: i18next.t('teachers:stats.fetch_failed'),
  });
  return data;
}

export const teacherAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.analytics(), queryFn: getTeacherAnalytics });

export function useTeacherAnalytics() {
  return useQuery(teacherAnalyticsQueryOptions());
}
