import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';

export function deleteClass(id: number) {
  return apiRequest<null>(`/school/classes/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete class',
  });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.school }),
  });
}
