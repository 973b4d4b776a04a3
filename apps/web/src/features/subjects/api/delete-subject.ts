import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subjectKeys } from './keys';

export function deleteSubject(id: number) {
  return apiRequest<null>(`/school/subjects/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete subject',
  });
}

export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  });
}
