import type { Subject, SubjectInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subjectKeys } from './keys';

export function updateSubject({ id, input }: { id: number; input: SubjectInput }) {
  return apiRequest<Subject>(`/school/subjects/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: 'Failed to update subject',
  });
}

export function useUpdateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  });
}
