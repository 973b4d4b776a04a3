import type { ResetPasswordRequest } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

export function resetPassword(payload: ResetPasswordRequest) {
  return apiRequest<null>('/reset-password', {
    method: 'POST',
    body: payload,
    authenticated: false,
    fallbackMessage: i18next.t('auth:reset.failed'),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
