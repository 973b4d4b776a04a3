import type { SessionUser } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

export function deleteProfilePicture() {
  return apiRequest<SessionUser>('/me/profile-picture', {
    method: 'DELETE',
    fallbackMessage: i18next.t('profile:picture.remove_failed'),
  });
}

export function useDeleteProfilePicture() {
  return useMutation({
    mutationFn: deleteProfilePicture,
    onSuccess: ({ data }) => updateSessionUser(data),
  });
}
