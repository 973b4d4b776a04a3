import { Clock, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { consoleHomeOf, portalRoleOf, portalRolesOf } from '@/lib/console-areas';
import { MaintenancePage } from '@/components/ui/maintenance-page';
import { PageTitle } from '@/components/ui/page-title';
import { useMaintenance } from '@/lib/maintenance';
import { useSession } from '@/lib/session';

/**
 * Where a teacher, student or parent lands after signing in: their account works, their portal
 * is not built yet. An account whose permissions open no console lands here too and is told so.
 * Anyone with a console goes to it. The header keeps Logout at hand.
 */
export function PortalPage() {
  const { t } = useTranslation('portal');
  const { token, user } = useSession();
  const maintenance = useMaintenance();
  if (!token) return <Navigate to="/login" replace />;
  if (maintenance) return <MaintenancePage />;
  const consoleHome = consoleHomeOf(user);
  if (consoleHome) return <Navigate to={consoleHome} replace />;
  // A student without an e-mail signs in with their school code and admission number.
  const signedInAs = user
    ? user.email
      ? t('signed_in_as_with_email', { name: user.name, email: user.email })
      : t('signed_in_as', { name: user.name })
    : null;
  const withSignedInAs = (text: string) => (signedInAs ? `${signedInAs} ${text}` : text);

  const who = portalRoleOf(user);
  if (!who) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <PageTitle title={t('no_console.page_title')} />
        <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <ShieldOff aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-semibold text-slate-900">{t('no_console.title')}</h1>
        <p className="mt-4 text-slate-600 [overflow-wrap:anywhere]">{withSignedInAs(t('no_console.body'))}</p>
      </section>
    );
  }

  // One person may be a teacher and a parent of the same school: each of their portals is listed.
  const roles = portalRolesOf(user);
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <PageTitle title={t('page_title')} />
      <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Clock aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-semibold text-slate-900">{t(`coming.${who}.title`)}</h1>
      <p className="mt-4 text-slate-600 [overflow-wrap:anywhere]">
        {withSignedInAs(t(`coming.${who}.body`))}
      </p>
      {roles.length > 1 && (
        <div className="mt-6">
          <h2 className="text-sm font-semibold text-slate-900">{t('your_roles')}</h2>
          <ul aria-label={t('your_roles')} className="mt-2 flex flex-wrap justify-center gap-2">
            {roles.map((role) => (
              <li key={role} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                {t(`roles.${role}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
