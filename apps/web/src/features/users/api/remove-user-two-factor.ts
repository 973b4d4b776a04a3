import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

/** Removes the user's second factor (issue 29): they sign in with their password alone again. */
export function removeUserTwoFactor(id: number) {
  return apiRequest<unknown>(`/superadmin/users/${id}/two-factor`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('users:remove_two_factor_dialog.failed'),
  });
}

export function useRemoveUserTwoFactor() {
  return useMutation({ mutationFn: removeUserTwoFactor });
}
