import type { StudentAttendance } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** The student's current academic year of attendance: each register day, counts and rate. */
export async function getStudentAttendance(id: number): Promise<StudentAttendance> {
  const { data } = await apiRequest<StudentAttendance>(`/school/students/${id}/attendance`, {
    fallbackMessage: i18next.t('students:errors.attendance'),
  });
  return data;
}

export const studentAttendanceQueryOptions = (id: number) =>
  queryOptions({ queryKey: studentKeys.attendance(id), queryFn: () => getStudentAttendance(id) });

/** Loaded only for a user who may see attendance (attendance_view). */
export function useStudentAttendance(id: number) {
  return useQuery({ ...studentAttendanceQueryOptions(id), enabled: useAccess().can('attendance_view') });
}
