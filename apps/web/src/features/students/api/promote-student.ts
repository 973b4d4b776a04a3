import type { StudentDetail, StudentPromoteInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** The one student call spec 02 keeps under /school-admin. */
export function promoteStudent({ id, input }: { id: number; input: StudentPromoteInput }) {
  return apiRequest<StudentDetail>(`/school-admin/students/${id}/promote`, {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('students:errors.promote'),
  });
}

export function usePromoteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.school }),
  });
}
