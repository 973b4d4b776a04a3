import type { LinkStudentInput, Parent } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

export function linkStudent({ id, input }: { id: number; input: LinkStudentInput }) {
  return apiRequest<Parent>(`/school/parents/${id}/link-student`, {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to link student',
  });
}

export function useLinkStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.school }),
  });
}
