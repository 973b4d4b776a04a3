import { Clock } from 'lucide-react';
import { Navigate } from 'react-router';
import { dashboardPathFor } from '@/lib/role-home';
import { useSession } from '@/lib/session';

const ROLE_NAMES: Readonly<Record<string, string>> = {
  teacher: 'teacher',
  student: 'student',
  parent: 'parent',
};

/**
 * Where a teacher, student or parent lands after signing in: their account works, their portal
 * is not built yet. The header keeps Logout at hand.
 */
export function PortalPage() {
  const { token, role, user } = useSession();
  if (!token) return <Navigate to="/login" replace />;
  const dashboard = dashboardPathFor(role);
  if (dashboard) return <Navigate to={dashboard} replace />;
  const who = (role && ROLE_NAMES[role]) ?? 'member';

  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>Your portal · Schoolwise</title>
      <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Clock aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-semibold text-slate-900">Your {who} portal is coming soon</h1>
      <p className="mt-4 text-slate-600 [overflow-wrap:anywhere]">
        {user ? `You are signed in as ${user.name} (${user.email}). ` : ''}
        Your school has set up your account; the {who} portal, with what your school shares with you, opens
        here when it is ready. You can sign out with Logout at the top of the page.
      </p>
    </section>
  );
}
