import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

export function deleteUser(id: number) {
  return apiRequest<null>(`/superadmin/users/${id}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete user',
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
