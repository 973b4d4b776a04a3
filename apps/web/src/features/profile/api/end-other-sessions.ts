import type { EndedSessions } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { sessionsKey } from './get-sessions';

/** DELETE /api/me/sessions: ends every session of the account but this one. */
export function endOtherSessions() {
  return apiRequest<EndedSessions>('/me/sessions', {
    method: 'DELETE',
    fallbackMessage: i18next.t('profile:sessions.end_others_failed'),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
