import type { StudentAnalytics } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** Totals, gender and students per class: of the whole school, or of the students of `yearId`. */
export async function getStudentAnalytics(yearId?: number): Promise<StudentAnalytics> {
  const year = yearId === undefined ? '' : `?academic_year_id=${yearId}`;
  const { data } = await apiRequest<StudentAnalytics>(`/school/students/analytics${year}`, {
    fallbackMessage: i18next.t('students:errors.fetch_analytics'),
  });
  return data;
}

export const studentAnalyticsQueryOptions = (yearId?: number) =>
  queryOptions({ queryKey: studentKeys.analytics(yearId), queryFn: () => getStudentAnalytics(yearId) });

export function useStudentAnalytics(yearId?: number) {
  return useQuery(studentAnalyticsQueryOptions(yearId));
}
