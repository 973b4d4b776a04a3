import type { ForgotPasswordRequest } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

export function forgotPassword(payload: ForgotPasswordRequest) {
  return apiRequest<null>('/forgot-password', {
    method: 'POST',
    body: payload,
    authenticated: false,
    fallbackMessage: i18next.t('auth:forgot.failed'),
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
