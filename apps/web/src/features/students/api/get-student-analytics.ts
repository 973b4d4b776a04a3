import type { StudentAnalytics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';

/** Totals, gender and students per class over the whole school. */
export async function getStudentAnalytics(): Promise<StudentAnalytics> {
  const { data } = await apiRequest<StudentAnalytics>('/school/students/analytics', {
    fallbackMessage: 'Failed to fetch student analytics',
  });
  return data;
}

export const studentAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: studentKeys.analytics(), queryFn: getStudentAnalytics });

export function useStudentAnalytics() {
  return useQuery(studentAnalyticsQueryOptions());
}
