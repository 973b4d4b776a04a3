import type { LoginRequest, LoginResponse } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { signIn } from '@/lib/session';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

export function login(credentials: LoginRequest) {
  return apiRequest<LoginResponse>('/login', {
    method: 'POST',
    body: credentials,
    authenticated: false,
    fallbackMessage: LOGIN_FAILED_MESSAGE,
  });
}

/** Signs in and stores the session (token, user, role) on success. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => signIn(data.token, data.user),
  });
}
