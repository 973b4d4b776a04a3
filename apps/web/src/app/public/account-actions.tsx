import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { homePathOf } from '@/lib/console-areas';
import { useSession } from '@/lib/session';
import { useDialogState } from '@/lib/use-dialog-state';

// The dialogs (and the form library under them) load on first use, keeping the public pages
// light; pointing at the Login button starts the download before the click.
const loadLoginModal = () => import('@/features/auth/components/login-modal');
const LoginModal = lazy(async () => ({ default: (await loadLoginModal()).LoginModal }));
const LogoutDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/logout-dialog')).LogoutDialog,
}));
const ProfileModal = lazy(async () => ({
  default: (await import('@/features/profile/components/profile-modal')).ProfileModal,
}));

/**
 * Login when signed out; Dashboard when signed in (spec 01 section 2.4), to the first console the
 * user may open (a parent's, a student's included); without one, a Dashboard that says so.
 */
export function AccountActions() {
  const { t } = useTranslation('public-site');
  const { token, user } = useSession();
  const { dialog, opener, close, restoreFocus } = useDialogState<'login' | 'logout' | 'profile'>();
  const closeDialog = (open: boolean) => {
    if (!open) close();
  };

  if (!token) {
    return (
      <>
        <Button
          {...opener('login')}
          onPointerEnter={() => void loadLoginModal()}
          onFocus={() => void loadLoginModal()}
        >
          {t('header.login')}
        </Button>
        {dialog === 'login' && (
          <Suspense>
            <LoginModal open onOpenChange={closeDialog} onCloseAutoFocus={restoreFocus} />
          </Suspense>
        )}
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
      {dialog === 'profile' && (
        <Suspense>
          <ProfileModal open onOpenChange={closeDialog} onCloseAutoFocus={restoreFocus} />
        </Suspense>
      )}
      {dialog === 'logout' && (
        <Suspense>
          <LogoutDialog open onOpenChange={closeDialog} onCloseAutoFocus={restoreFocus} />
        </Suspense>
      )}
    </div>
  );
}
