import type { SessionUser, UpdateMeRequest } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

export function updateProfile(payload: UpdateMeRequest) {
  return apiRequest<SessionUser>('/me', {
    method: 'PUT',
    body: payload,
    fallbackMessage: i18next.t('profile:details.failed'),
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => updateSessionUser(data),
  });
}
