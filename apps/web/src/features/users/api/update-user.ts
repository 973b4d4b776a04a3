import type { ConsoleUser, UpdateUserInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

/** Leaving both password fields out keeps the current password. */
export function updateUser({ id, input }: { id: number; input: UpdateUserInput }) {
  return apiRequest<ConsoleUser>(`/superadmin/users/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: i18next.t('users:form.update_failed'),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
