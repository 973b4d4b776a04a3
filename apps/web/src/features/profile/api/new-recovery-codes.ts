import type { RecoveryCodes } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { twoFactorKeys } from './two-factor-keys';

/** A new set of recovery codes, for a current code; the old set stops working. */
export function newRecoveryCodes(code: string) {
  return apiRequest<RecoveryCodes>('/me/two-factor/recovery-codes', {
    method: 'POST',
    body: { code },
    fallbackMessage: i18next.t('profile:two_factor.new_codes_failed'),
  });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
