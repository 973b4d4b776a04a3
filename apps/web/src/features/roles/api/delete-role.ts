import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roleKeys } from './keys';

export function deleteRole(id: number) {
  return apiRequest<null>(`/superadmin/roles/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete role',
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
