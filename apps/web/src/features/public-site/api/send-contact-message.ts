import type { ContactMessageInput } from '@school/contract';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/contact. A plain call rather than a react-query mutation: the public pages stay free
 * of react-query, and the form keeps its own sending state. Sent without the stored token, so a
 * visitor with an expired session is not sent to the sign-in page.
 */
export function sendContactMessage(message: ContactMessageInput) {
  return apiRequest<null>('/contact', {
    method: 'POST',
    body: message,
    authenticated: false,
    fallbackMessage: i18next.t('public-site:contact.form.send_failed'),
  });
}
