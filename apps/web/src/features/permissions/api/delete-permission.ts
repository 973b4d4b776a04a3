import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { permissionKeys } from './keys';

export function deletePermission(id: number) {
  return apiRequest<null>(`/superadmin/permissions/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete permission',
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
