import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { sessionsKey } from './get-sessions';

/** DELETE /api/me/sessions/:id: ends one of the account's other sessions. */
export function endSession(id: number) {
  return apiRequest<null>(`/me/sessions/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('profile:sessions.end_failed'),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
