import type { ResetPasswordRequest } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function resetPassword(payload: ResetPasswordRequest) {
  return apiRequest<null>('/reset-password', {
    method: 'POST',
    body: payload,
    authenticated: false,
    fallbackMessage: 'Failed to reset password',
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
