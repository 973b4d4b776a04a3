import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function deletePermission(id: number) {
  return apiRequest<null>(`/superadmin/permissions/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('permissions:delete.failed'),
  });
}

export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
        queryClient.invalidateQueries({ queryKey: permissionKeys.rolesAll }),
      ]),
  });
}
