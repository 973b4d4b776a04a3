import type { SessionUser } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

export function uploadProfilePicture(file: File) {
  const body = new FormData();
  body.append('profile_picture', file);
  return apiRequest<SessionUser>('/me/profile-picture', {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to upload profile picture',
  });
}

export function useUploadProfilePicture() {
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: ({ data }) => updateSessionUser(data),
  });
}
