import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { MaintenancePage } from '@/components/ui/maintenance-page';
import { PageTitle } from '@/components/ui/page-title';
import { homePathOf, NO_CONSOLE_KEY } from '@/lib/console-areas';
import { useMaintenance } from '@/lib/maintenance';
import { useSession } from '@/lib/session';

/**
 * Where an account whose roles open no console lands after signing in, to be told so (the
 * marketing home would look as if signing in did nothing). Anyone with a console goes to it; the
 * header keeps Profile and Logout at hand.
 */
export function NoConsolePage() {
  const { t } = useTranslation();
  const { token, user } = useSession();
  const maintenance = useMaintenance();
  if (!token) return <Navigate to="/login" replace />;
  if (maintenance) return <MaintenancePage />;
  const home = homePathOf(user);
  if (home) return <Navigate to={home} replace />;
  // A student without an e-mail signs in with their school code and admission number.
  const signedInAs = user
    ? user.email
      ? t('console.no_console_page.signed_in_as_with_email', { name: user.name, email: user.email })
      : t('console.no_console_page.signed_in_as', { name: user.name })
    : null;
  const body = t('console.no_console_page.body');

  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <PageTitle title={t('console.no_console_page.page_title')} />
      <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <ShieldOff aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-semibold text-slate-900">{t(NO_CONSOLE_KEY)}</h1>
      <p className="mt-4 text-slate-600 [overflow-wrap:anywhere]">
        {signedInAs ? `${signedInAs} ${body}` : body}
      </p>
    </section>
  );
}
