import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { parentKeys } from './keys';

export function deleteParent(id: number) {
  return apiRequest<null>(`/school/parents/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('parents:toast.delete_failed'),
  });
}

export function useDeleteParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentKeys.school }),
  });
}
