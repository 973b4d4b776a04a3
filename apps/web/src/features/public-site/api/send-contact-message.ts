import type { ContactMessageInput } from '@school/contract';
import { apiRequest } from '@/lib/api-client';

export const SEND_FAILED_MESSAGE = 'Failed to send message';

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
    fallbackMessage: SEND_FAILED_MESSAGE,
  });
}
