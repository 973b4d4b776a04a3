import type { TeacherPerformance } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export async function getTeacherPerformance(id: number): Promise<TeacherPerformance> {
  const { data } = await apiRequest<TeacherPerformance>(`/school/teachers/${id}/performance`, {
    fallbackMessage: i18next.t('teachers:toast.fetch_performance_failed'),
  });
  return data;
}

export const teacherPerformanceQueryOptions = (id: number) =>
  // Fetched each time the modal opens, as the sections' and classes' analytics are.
  queryOptions({
    queryKey: teacherKeys.performance(id),
    queryFn: () => getTeacherPerformance(id),
    gcTime: 0,
  });

export function useTeacherPerformance(id: number) {
  return useQuery(teacherPerformanceQueryOptions(id));
}
