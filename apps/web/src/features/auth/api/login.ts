import { needsSecondFactor, type LoginRequest, type LoginResponse } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { signIn } from '@/lib/session';

/** The password step: a session, or (issue 29) a second step with a ticket. */
export function login(credentials: LoginRequest) {
  return apiRequest<LoginResponse>('/login', {
    method: 'POST',
    body: credentials,
    authenticated: false,
    fallbackMessage: i18next.t('auth:sign_in.failed'),
  });
}

/** Signs in and stores the session (token, user, role) when the password alone opens one. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => {
      if (!needsSecondFactor(data)) signIn(data.token, data.user);
    },
  });
}
