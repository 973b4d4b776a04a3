import type { StudentInviteInput, StudentInviteResult } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function inviteStudent({ id, input }: { id: number; input: StudentInviteInput }) {
  return apiRequest<StudentInviteResult>(`/school/students/${id}/invite`, {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('students:errors.invite'),
  });
}

export function useInviteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStudent,
    // An e-mail given here is set on the student.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
