import type { SessionUser } from '@school/contract';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getSession, setSessionChecking, updateSessionUser } from '@/lib/session';

export function getMe() {
  return apiRequest<SessionUser>('/me', {
    fallbackMessage: i18next.t('auth:me.failed'),
    reloadSessionOnForbidden: false,
  });
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

let reloading: Promise<void> | null = null;

/**
 * After a 403 the session user is read again: a permission taken away (or given) since sign-in
 * then shows in the sidebar, the routes and the buttons at once. Calls refused together share
 * one reload; a failed reload keeps the session as it is.
 */
export function reloadSessionUser(): Promise<void> {
  reloading ??= (async () => {
    try {
      const { data } = await getMe();
      if (getSession().token) updateSessionUser(data);
    } catch (error) {
      console.warn('Could not reload the session user', error);
    } finally {
      reloading = null;
    }
  })();
  return reloading;
}
