import type { ConsoleUser, UpdateUserInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

/** Leaving both password fields out keeps the current password. */
export function updateUser({ id, input }: { id: number; input: UpdateUserInput }) {
  return apiRequest<ConsoleUser>(`/superadmin/users/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: 'Failed to update user',
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
