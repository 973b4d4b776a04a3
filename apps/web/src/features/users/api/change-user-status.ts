import type { ConsoleUser } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

/** Spec 01 section 4: active -> suspend, suspended -> activate, inactive -> approve. */
export type StatusAction = 'suspend' | 'activate' | 'approve';

export function changeUserStatus({ id, action }: { id: number; action: StatusAction }) {
  return apiRequest<ConsoleUser>(`/superadmin/users/${id}/${action}`, {
    method: 'POST',
    fallbackMessage: i18next.t(`users:status_dialog.${action}.failed`),
  });
}

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
