import type { TwoFactorStatus } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { twoFactorKeys } from './two-factor-keys';

export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  const { data } = await apiRequest<TwoFactorStatus>('/me/two-factor', {
    fallbackMessage: i18next.t('profile:two_factor.load_failed'),
  });
  return data;
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.status, queryFn: getTwoFactorStatus });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
