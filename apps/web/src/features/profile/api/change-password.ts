import type { ChangePasswordRequest } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function changePassword(payload: ChangePasswordRequest) {
  return apiRequest<null>('/me/password', {
    method: 'PUT',
    body: payload,
    fallbackMessage: 'Failed to change password',
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
