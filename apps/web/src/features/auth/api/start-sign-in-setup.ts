import type { TwoFactorSetup } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

/** The `setup` step: a new secret for the authenticator app, made with the ticket. */
export function startSignInSetup(ticket: string) {
  return apiRequest<TwoFactorSetup>('/login/second-factor/setup', {
    method: 'POST',
    body: { ticket },
    authenticated: false,
    fallbackMessage: i18next.t('auth:setup.start_failed'),
  });
}

export function useStartSignInSetup() {
  return useMutation({ mutationFn: startSignInSetup });
}
