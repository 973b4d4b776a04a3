import type { TwoFactorSetup } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

/** A new secret for the authenticator app; it counts only once confirmed by a code. */
export function startTwoFactorSetup() {
  return apiRequest<TwoFactorSetup>('/me/two-factor/setup', {
    method: 'POST',
    fallbackMessage: i18next.t('profile:two_factor.setup_failed'),
  });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
