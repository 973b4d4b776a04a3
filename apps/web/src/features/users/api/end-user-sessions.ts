import type { EndedSessions } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/superadmin/users/:id/sessions: signs the user out of every browser and device. */
export function endUserSessions(id: number) {
  return apiRequest<EndedSessions>(`/superadmin/users/${id}/sessions`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('users:end_sessions_dialog.failed'),
  });
}

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}
