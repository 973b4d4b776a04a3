import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

export function deleteUser(id: number) {
  return apiRequest<null>(`/superadmin/users/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('users:delete_dialog.failed'),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
