import type { SessionUser } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signInPathOf } from '@/lib/console-areas';
import { toast } from '@/lib/toast';

/**
 * What every way of signing in ends with, once the session is stored: the greeting, the modal
 * closed (`onSignedIn`), and the console the user's permissions lead to.
 */
export function useFinishSignIn(onSignedIn?: () => void) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return async (user: SessionUser, message?: string) => {
    toast.success(message ?? t('sign_in.success'));
    onSignedIn?.();
    await navigate(signInPathOf(user));
  };
}
