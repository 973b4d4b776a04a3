import type { AttendanceRegister } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export async function getAttendanceRegister(sectionId: number, date: string): Promise<AttendanceRegister> {
  const { data } = await apiRequest<AttendanceRegister>(`/teacher/sections/${sectionId}/attendance/${date}`, {
    fallbackMessage: i18next.t('teacher-console:attendance.load_failed'),
  });
  return data;
}

export const attendanceRegisterQueryOptions = (sectionId: number, date: string) =>
  queryOptions({
    queryKey: teacherKeys.register(sectionId, date),
    queryFn: () => getAttendanceRegister(sectionId, date),
    // A 422 (a date that is no school day) will not change by asking again.
    retry: false,
  });

/** The register of a section and date; nothing is asked until both are chosen. */
export function useAttendanceRegister(sectionId: number | null, date: string) {
  return useQuery({
    ...attendanceRegisterQueryOptions(sectionId ?? 0, date),
    enabled: sectionId !== null && date !== '',
  });
}
