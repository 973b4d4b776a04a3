import type { EnrollmentReport } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** Admissions per month over the last twelve months, oldest first. */
export async function getEnrollmentReport(): Promise<EnrollmentReport> {
  const { data } = await apiRequest<EnrollmentReport>('/school/students/enrollment-report', {
    fallbackMessage: i18next.t('students:errors.fetch_enrollment_report'),
  });
  return data;
}

export const enrollmentReportQueryOptions = () =>
  queryOptions({ queryKey: studentKeys.enrollmentReport(), queryFn: getEnrollmentReport });

export function useEnrollmentReport() {
  return useQuery(enrollmentReportQueryOptions());
}
