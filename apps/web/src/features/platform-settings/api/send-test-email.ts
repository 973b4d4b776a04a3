import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends a test e-mail to the signed-in superadmin through the saved SMTP settings, now. */
export function sendTestEmail() {
  return apiRequest<{ sent_to: string }>('/superadmin/settings/email/test', {
    method: 'POST',
    fallbackMessage: 'Failed to send the test e-mail',
  });
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
