import type { z } from 'zod';
import type { turnOffTwoFactorRequestSchema } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { twoFactorKeys } from './two-factor-keys';

export type TurnOffTwoFactorRequest = z.input<typeof turnOffTwoFactorRequestSchema>;

/**
 * Turns the second factor off, for the password and a code (or a recovery code). Refused, with
 * the server's reason, when the platform requires one of this account.
 */
export function turnOffTwoFactor(payload: TurnOffTwoFactorRequest) {
  return apiRequest<null>('/me/two-factor/off', {
    method: 'POST',
    body: payload,
    fallbackMessage: i18next.t('profile:two_factor.turn_off_failed'),
  });
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
