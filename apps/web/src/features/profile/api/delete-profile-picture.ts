import type { SessionUser } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

export function deleteProfilePicture() {
  return apiRequest<SessionUser>('/me/profile-picture', {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete profile picture',
  });
}

export function useDeleteProfilePicture() {
  return useMutation({
    mutationFn: deleteProfilePicture,
    onSuccess: ({ data }) => updateSessionUser(data),
  });
}
