import type { UserSummary } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

export async function getUserSummary(): Promise<UserSummary> {
  const { data } = await apiRequest<UserSummary>('/superadmin/users/summary', {
    fallbackMessage: i18next.t('users:stats.fetch_failed'),
  });
  return data;
}

export const userSummaryQueryOptions = () =>
  queryOptions({ queryKey: userKeys.summary(), queryFn: getUserSummary });

export function useUserSummary() {
  return useQuery(userSummaryQueryOptions());
}
