import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sectionKeys } from './keys';

export function deleteSection(id: number) {
  return apiRequest<null>(`/school/sections/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete section',
  });
}

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionKeys.school }),
  });
}
