import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { QueryScope } from '@/lib/query-scope';
import { signInPathOf } from '@/lib/console-areas';
import { useSession } from '@/lib/session';
import { SignInPanel } from '../components/sign-in-panel';
import { PageTitle, PlatformName } from '@/components/ui/page-title';

/**
 * Said on /login when the server ended the session (revoked, expired), not after a sign-out: the
 * English text of `auth:login.session_ended`, which the tests read.
 */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** /login: the sign-in form on its own page, also where an expired session lands. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { token, user, expired } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  if (token) return <Navigate to={signInPathOf(user)} replace />;

  // Closing goes back one step. With no step back inside the app (opened directly, or reached by
  // a redirect that replaced the entry) it goes home instead. The browser router keeps the entry's
  // index in history.state; other routers only tell whether this is the first location.
  const close = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx;
    const canGoBack = index === undefined ? location.key !== 'default' : index > 0;
    void (canGoBack ? navigate(-1) : navigate('/'));
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <PageTitle title={t('login.page_title')} />
      <div className="w-full max-w-md rounded-lg bg-white p-8 shadow-md">
        <div className="mb-6 flex items-start justify-between gap-4">
          <div>
            <Link to="/" className="text-sm font-semibold text-brand-700">
              <PlatformName />
            </Link>
            <h1 className="mt-2 text-2xl font-semibold text-slate-900">{t('login.heading')}</h1>
          </div>
          <button
            type="button"
            aria-label={t('login.close')}
            onClick={close}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {expired && (
          <p role="status" className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {t('login.session_ended')}
          </p>
        )}
        <QueryScope>
          <SignInPanel />
        </QueryScope>
      </div>
    </main>
  );
}
