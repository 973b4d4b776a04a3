import type { ChangePasswordRequest } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

export function changePassword(payload: ChangePasswordRequest) {
  return apiRequest<null>('/me/password', {
    method: 'PUT',
    body: payload,
    fallbackMessage: i18next.t('profile:password.failed'),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
