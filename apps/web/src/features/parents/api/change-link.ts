import type { Parent } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

interface LinkChange {
  id: number;
  studentId: number;
  /** Remove the link, or make this parent the child's primary one. */
  change: 'unlink' | 'primary';
}

export function changeLink({ id, studentId, change }: LinkChange) {
  const path = `/school/parents/${id}/students/${studentId}`;
  return change === 'unlink'
    ? apiRequest<Parent>(path, { method: 'DELETE', fallbackMessage: 'Failed to remove the link' })
    : apiRequest<Parent>(`${path}/primary`, {
        method: 'PUT',
        fallbackMessage: 'Failed to set the primary parent',
      });
}

export function useChangeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.school }),
  });
}
