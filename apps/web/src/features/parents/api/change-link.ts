import type { Parent } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
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
    ? apiRequest<Parent>(path, {
        method: 'DELETE',
        fallbackMessage: i18next.t('parents:toast.unlink_failed'),
      })
    : apiRequest<Parent>(`${path}/primary`, {
        method: 'PUT',
        fallbackMessage: i18next.t('parents:toast.primary_failed'),
      });
}

export function useChangeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.school }),
  });
}
