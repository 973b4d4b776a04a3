import type { AttendanceRegister } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attendanceKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export async function getRegister(sectionId: number, date: string): Promise<AttendanceRegister> {
  const { data } = await apiRequest<AttendanceRegister>(`/school/sections/${sectionId}/attendance/${date}`, {
    fallbackMessage: i18next.t('attendance:errors.register'),
  });
  return data;
}

export const registerQueryOptions = (sectionId: number, date: string) =>
  queryOptions({
    queryKey: attendanceKeys.register(sectionId, date),
    queryFn: () => getRegister(sectionId, date),
    // The dialog edits what was last saved: each opening reads it afresh (no copy kept from a
    // previous opening), and nothing reloads it under the user's changes.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export function useRegister(sectionId: number, date: string) {
  return useQuery(registerQueryOptions(sectionId, date));
}
