import type { StudentDetail } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** Archive (kept, out of the lists) or restore a student. */
export function setStudentArchived({ id, archived }: { id: number; archived: boolean }) {
  return apiRequest<StudentDetail>(`/school/students/${id}/${archived ? 'archive' : 'restore'}`, {
    method: 'POST',
    fallbackMessage: archived ? i18next.t('students:errors.archive') : i18next.t('students:errors.restore'),
  });
}

export function useSetStudentArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStudentArchived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.school }),
  });
}
