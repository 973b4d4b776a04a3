import type { ConsoleUser } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

/** Ends the sign-in lockout that failed attempts put on the user. */
export function unlockUser(id: number) {
  return apiRequest<ConsoleUser>(`/superadmin/users/${id}/unlock`, {
    method: 'POST',
    fallbackMessage: i18next.t('users:unlock_dialog.failed'),
  });
}

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
