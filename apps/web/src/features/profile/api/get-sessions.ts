import type { AccountSession, AccountSessions } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

/** The query key of the account's sessions: ending one refreshes it. */
export const sessionsKey = ['me', 'sessions'] as const;

/** GET /api/me/sessions: the account's live sessions, last seen first, this one marked. */
export async function getSessions(): Promise<AccountSession[]> {
  const { data } = await apiRequest<AccountSessions>('/me/sessions', {
    fallbackMessage: i18next.t('profile:sessions.fetch_failed'),
  });
  return data.sessions;
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsKey, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
