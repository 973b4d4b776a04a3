import type { SessionUser } from '@school/contract';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getSession, setSessionChecking, updateSessionUser } from '@/lib/session';

export function getMe() {
  return apiRequest<SessionUser>('/me', { fallbackMessage: 'Failed to get user data' });
}

/**
 * On start-up a stored token is confirmed with GET /me and the stored user refreshed; guards
 * wait meanwhile. A 401 ends the session in the API client; any other failure keeps the stored
 * session, so a network hiccup does not sign anyone out.
 */
export async function confirmSession(): Promise<void> {
  if (!getSession().token) return;
  setSessionChecking(true);
  try {
    const { data } = await getMe();
    if (getSession().token) updateSessionUser(data);
  } catch (error) {
    const refused = error instanceof ApiError && error.status === 401;
    if (!refused) console.warn('Could not confirm the stored session', error);
  } finally {
    setSessionChecking(false);
  }
}
