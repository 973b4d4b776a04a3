import type { SessionUser } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

export function uploadProfilePicture(file: File) {
  const body = new FormData();
  body.append('profile_picture', file);
  return apiRequest<SessionUser>('/me/profile-picture', {
    method: 'POST',
    body,
    fallbackMessage: i18next.t('profile:picture.upload_failed'),
  });
}

export function useUploadProfilePicture() {
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: ({ data }) => updateSessionUser(data),
  });
}
