import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { i18next } from '@/i18n/i18n';

/** Sends a test e-mail to the signed-in superadmin through the saved SMTP settings, now. */
export function sendTestEmail() {
  return apiRequest<{ sent_to: string }>('/superadmin/settings/email/test', {
    method: 'POST',
    fallbackMessage: i18next.t('platform-settings:email.test_failed'),
  });
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
