import { Clock, ShieldOff } from 'lucide-react';
import { Navigate } from 'react-router';
import { consoleHomeOf, NO_CONSOLE, portalRoleOf, portalRolesOf } from '@/lib/console-areas';
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
  const { token, user } = useSession();
  const maintenance = useMaintenance();
  if (!token) return <Navigate to="/login" replace />;
  if (maintenance) return <MaintenancePage />;
  const consoleHome = consoleHomeOf(user);
  if (consoleHome) return <Navigate to={consoleHome} replace />;
  // A student without an e-mail signs in with their school code and admission number.
  const signedInAs = user ? `You are signed in as ${user.name}${user.email ? ` (${user.email})` : ''}. ` : '';

  const who = portalRoleOf(user);
  if (!who) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <PageTitle title="No console" />
        <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <ShieldOff aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-semibold text-slate-900">{NO_CONSOLE}</h1>
        <p className="mt-4 text-slate-600 [overflow-wrap:anywhere]">
          {signedInAs}
          Your roles give you no screen of the superadmin or school console. If you should have one, ask a
          platform administrator to give your role the permissions it needs. You can sign out with Logout at
          the top of the page.
        </p>
      </section>
    );
  }

  // One person may be a teacher and a parent of the same school: each of their portals is listed.
  const roles = portalRolesOf(user);
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <PageTitle title="Your portal" />
      <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Clock aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-semibold text-slate-900">Your {who} portal is coming soon</h1>
      <p className="mt-4 text-slate-600 [overflow-wrap:anywhere]">
        {signedInAs}
        Your school has set up your account; the {who} portal, with what your school shares with you, opens
        here when it is ready. You can sign out with Logout at the top of the page.
      </p>
      {roles.length > 1 && (
        <div className="mt-6">
          <h2 className="text-sm font-semibold text-slate-900">Your roles</h2>
          <ul aria-label="Your roles" className="mt-2 flex flex-wrap justify-center gap-2">
            {roles.map((role) => (
              <li key={role} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                {capitalize(role)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
