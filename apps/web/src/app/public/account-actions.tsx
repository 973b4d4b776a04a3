import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { homePathOf } from '@/lib/console-areas';
import { useSession } from '@/lib/session';
import { useDialogState } from '@/lib/use-dialog-state';
import { AccountDialog, preloadLoginModal, type AccountDialogName } from '../account-dialogs';

/**
 * Login when signed out; Dashboard when signed in (spec 01 section 2.4), to the first console the
 * user may open (a parent's, a student's included); without one, a Dashboard that says so.
 */
export function AccountActions() {
  const { t } = useTranslation('public-site');
  const { token, user } = useSession();
  const { dialog, opener, close, restoreFocus } = useDialogState<AccountDialogName>();
  const closeDialog = (open: boolean) => {
    if (!open) close();
  };
  // The dialogs (and the form library under them) load on first use, keeping the public pages
  // light; pointing at the Login button starts the download before the click. Each state shows
  // only its own: Login when signed out, Profile and Logout when signed in, so that a dialog left
  // open when the session changes (in another tab) does not reappear in the other state.
  const own = (token ? dialog !== 'login' : dialog === 'login') ? dialog : null;
  const dialogs = <AccountDialog dialog={own} onOpenChange={closeDialog} onCloseAutoFocus={restoreFocus} />;

  if (!token) {
    return (
      <>
        <Button
          {...opener('login')}
          onPointerEnter={() => void preloadLoginModal()}
          onFocus={() => void preloadLoginModal()}
        >
          {t('header.login')}
        </Button>
        {dialogs}
      </>
    );
  }

  const home = homePathOf(user);
  if (home) {
    return (
      <Link to={home} className={buttonClasses('primary')}>
        {t('header.dashboard')}
      </Link>
    );
  }

  // Without a console, this is the only place where the session can end, and where Profile is.
  return (
    <div className="flex items-center gap-2">
      <Button
        aria-disabled="true"
        aria-describedby="no-console-note"
        title={t('header.no_console')}
        className="cursor-not-allowed opacity-60"
      >
        {t('header.dashboard')}
      </Button>
      <span id="no-console-note" className="sr-only">
        {t('header.no_console')}
      </span>
      <Button variant="secondary" {...opener('profile')}>
        {t('header.profile')}
      </Button>
      <Button variant="secondary" {...opener('logout')}>
        {t('header.logout')}
      </Button>
      {dialogs}
    </div>
  );
}
