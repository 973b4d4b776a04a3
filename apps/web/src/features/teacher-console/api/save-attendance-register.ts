import type { AttendanceRegister, AttendanceSaveInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export interface RegisterSave {
  sectionId: number;
  date: string;
  body: AttendanceSaveInput;
}

export function saveAttendanceRegister({ sectionId, date, body }: RegisterSave) {
  return apiRequest<AttendanceRegister>(`/teacher/sections/${sectionId}/attendance/${date}`, {
    method: 'PUT',
    body,
    fallbackMessage: i18next.t('teacher-console:attendance.save_failed'),
  });
}

export function useSaveAttendanceRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttendanceRegister,
    onSuccess: async ({ data }, { sectionId, date }) => {
      // The answer is the register as saved: shown at once, then the dashboard catches up.
      queryClient.setQueryData(teacherKeys.register(sectionId, date), data);
      await queryClient.invalidateQueries({ queryKey: teacherKeys.dashboard() });
    },
  });
}
