import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

export function deleteRole(id: number) {
  return apiRequest<null>(`/superadmin/roles/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('roles:delete_dialog.failed'),
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
