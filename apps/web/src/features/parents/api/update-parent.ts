import type { Parent, ParentUpdateInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

export function updateParent({ id, input }: { id: number; input: ParentUpdateInput }) {
  return apiRequest<Parent>(`/school/parents/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: 'Failed to update parent',
  });
}

export function useUpdateParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.school }),
  });
}
