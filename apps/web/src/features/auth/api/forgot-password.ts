import type { ForgotPasswordRequest } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function forgotPassword(payload: ForgotPasswordRequest) {
  return apiRequest<null>('/forgot-password', {
    method: 'POST',
    body: payload,
    authenticated: false,
    fallbackMessage: 'Failed to send reset email',
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
