import type { RecoveryCodes } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { twoFactorKeys } from './two-factor-keys';

/** Turns the second factor on with a code from the new secret; answers the recovery codes. */
export function confirmTwoFactor(code: string) {
  return apiRequest<RecoveryCodes>('/me/two-factor/confirm', {
    method: 'POST',
    body: { code },
    fallbackMessage: i18next.t('profile:two_factor.confirm_failed'),
  });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
