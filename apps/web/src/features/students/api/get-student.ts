import type { StudentDetail } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** One student, with their enrolment of `yearId` (the current year's without it). */
export async function getStudent(id: number, yearId?: number): Promise<StudentDetail> {
  const year = yearId === undefined ? '' : `?academic_year_id=${yearId}`;
  const { data } = await apiRequest<StudentDetail>(`/school/students/${id}${year}`, {
    fallbackMessage: i18next.t('students:errors.fetch_student'),
  });
  return data;
}

export const studentQueryOptions = (id: number, yearId?: number) =>
  queryOptions({ queryKey: studentKeys.detail(id, yearId), queryFn: () => getStudent(id, yearId) });

export function useStudent(id: number, yearId?: number) {
  return useQuery(studentQueryOptions(id, yearId));
}
