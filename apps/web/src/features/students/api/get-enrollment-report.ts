import type { EnrollmentReport } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';

/** Admissions per month over the last twelve months, oldest first. */
export async function getEnrollmentReport(): Promise<EnrollmentReport> {
  const { data } = await apiRequest<EnrollmentReport>('/school/students/enrollment-report', {
    fallbackMessage: 'Failed to fetch the enrollment report',
  });
  return data;
}

export const enrollmentReportQueryOptions = () =>
  queryOptions({ queryKey: studentKeys.enrollmentReport(), queryFn: getEnrollmentReport });

export function useEnrollmentReport() {
  return useQuery(enrollmentReportQueryOptions());
}
