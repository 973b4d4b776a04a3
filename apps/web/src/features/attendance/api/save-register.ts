import type { AttendanceRegister, AttendanceSaveInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attendanceKeys } from './keys';
import { i18next } from '@/i18n/i18n';

interface SaveRegister {
  sectionId: number;
  date: string;
  input: AttendanceSaveInput;
}

export function saveRegister({ sectionId, date, input }: SaveRegister) {
  return apiRequest<AttendanceRegister>(`/school/sections/${sectionId}/attendance/${date}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('attendance:errors.save'),
  });
}

/** A save changes the day's list and figures, reports, and the students' calendars. */
export function useSaveRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRegister,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.school }),
  });
}
