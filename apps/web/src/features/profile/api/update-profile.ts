import type { SessionUser, UpdateMeRequest } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

export function updateProfile(payload: UpdateMeRequest) {
  return apiRequest<SessionUser>('/me', {
    method: 'PUT',
    body: payload,
    fallbackMessage: 'Failed to update profile',
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => updateSessionUser(data),
  });
}
