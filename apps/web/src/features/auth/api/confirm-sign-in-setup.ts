import type { SetupSignedIn } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

interface ConfirmSignInSetup {
  ticket: string;
  code: string;
}

/**
 * Confirms the new second factor with a code: the answer is the session and the recovery codes.
 * The session is stored only once the codes have been shown (the caller signs in then), so that
 * neither the page nor the modal is left for the console before the codes are saved.
 */
export function confirmSignInSetup(payload: ConfirmSignInSetup) {
  return apiRequest<SetupSignedIn>('/login/second-factor/setup/confirm', {
    method: 'POST',
    body: payload,
    authenticated: false,
    fallbackMessage: i18next.t('auth:setup.confirm_failed'),
  });
}

export function useConfirmSignInSetup() {
  return useMutation({ mutationFn: confirmSignInSetup });
}
