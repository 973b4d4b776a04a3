import type { SecondFactorLoginRequest, SignedIn } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { signIn } from '@/lib/session';

/** The `code` step: the ticket and a code (or a recovery code) for the session. */
export function loginSecondFactor(payload: SecondFactorLoginRequest) {
  return apiRequest<SignedIn>('/login/second-factor', {
    method: 'POST',
    body: payload,
    authenticated: false,
    fallbackMessage: i18next.t('auth:second_factor.failed'),
  });
}

/** Signs in and stores the session once the code is taken. */
export function useLoginSecondFactor() {
  return useMutation({
    mutationFn: loginSecondFactor,
    onSuccess: ({ data }) => signIn(data.token, data.user),
  });
}
