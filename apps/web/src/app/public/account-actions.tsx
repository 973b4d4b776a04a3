import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { dashboardPathFor } from '@/lib/role-home';
import { useSession } from '@/lib/session';
import { useDialogState } from '@/lib/use-dialog-state';

// The dialogs (and the form library under them) load on first use, keeping the public pages
// light; pointing at the Login button starts the download before the click.
const loadLoginModal = () => import('@/features/auth/components/login-modal');
const LoginModal = lazy(async () => ({ default: (await loadLoginModal()).LoginModal }));
const LogoutDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/logout-dialog')).LogoutDialog,
}));

/** Login when signed out; Dashboard when signed in (spec 01 section 2.4). */
export function AccountActions() {
  const { token, role } = useSession();
  const { dialog, open: openDialog, close, restoreFocus } = useDialogState<'login' | 'logout'>();
  const closeDialog = (open: boolean) => {
    if (!open) close();
  };

  if (!token) {
    return (
      <>
        <Button
          onClick={() => openDialog('login')}
          onPointerEnter={() => void loadLoginModal()}
          onFocus={() => void loadLoginModal()}
        >
          Login
        </Button>
        {dialog === 'login' && (
          <Suspense>
            <LoginModal open onOpenChange={closeDialog} onCloseAutoFocus={restoreFocus} />
          </Suspense>
        )}
      </>
    );
  }

  const dashboard = dashboardPathFor(role);
  if (dashboard) {
    return (
      <Link to={dashboard} className={buttonClasses('primary')}>
        Dashboard
      </Link>
    );
  }

  // Roles without a web console (teacher, student, ...) have no dashboard to go to, and this is
  // the only place where they can end their session.
  return (
    <div className="flex items-center gap-2">
      <Button
        aria-disabled="true"
        aria-describedby="no-console-note"
        title="Your account has no dashboard on the web"
        className="cursor-not-allowed opacity-60"
      >
        Dashboard
      </Button>
      <span id="no-console-note" className="sr-only">
        Your account has no dashboard on the web.
      </span>
      <Button variant="secondary" onClick={() => openDialog('logout')}>
        Logout
      </Button>
      {dialog === 'logout' && (
        <Suspense>
          <LogoutDialog open onOpenChange={closeDialog} onCloseAutoFocus={restoreFocus} />
        </Suspense>
      )}
    </div>
  );
}
