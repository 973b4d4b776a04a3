import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

/** Removes the parent's second factor (issue 29): they sign in with their password alone again. */
export function removeParentTwoFactor(id: number) {
  return apiRequest<unknown>(`/school/parents/${id}/two-factor`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('parents:remove_two_factor_dialog.failed'),
  });
}

export function useRemoveParentTwoFactor() {
  return useMutation({ mutationFn: removeParentTwoFactor });
}
