import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

export function deleteParent(id: number) {
  return apiRequest<null>(`/school/parents/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete parent',
  });
}

export function useDeleteParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.school }),
  });
}
