import type { StudentInviteInput, StudentInviteResult } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';

export function inviteStudent({ id, input }: { id: number; input: StudentInviteInput }) {
  return apiRequest<StudentInviteResult>(`/school/students/${id}/invite`, {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to send the invitation',
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
