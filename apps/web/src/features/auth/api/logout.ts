import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { signOut } from '@/lib/session';

/**
 * Ends the session on the server and always in the browser: a failed call is only logged
 * (spec 01 section 4), so this never rejects.
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest<null>('/logout', {
      method: 'POST',
      fallbackMessage: i18next.t('auth:logout.failed'),
      redirectOnUnauthorized: false,
    });
  } catch (error) {
    console.error('Logout call failed', error);
  } finally {
    signOut();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Nothing fetched for this user may be shown to the next one.
    onSettled: () => queryClient.clear(),
  });
}
