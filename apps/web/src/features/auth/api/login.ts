import type { LoginRequest, SignedIn } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { signIn } from '@/lib/session';

export function login(credentials: LoginRequest) {
  return apiRequest<SignedIn>('/login', {
    method: 'POST',
    body: credentials,
    authenticated: false,
    fallbackMessage: i18next.t('auth:sign_in.failed'),
  });
}

/** Signs in and stores the session (token, user, role) on success. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => signIn(data.token, data.user),
  });
}
