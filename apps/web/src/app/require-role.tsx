import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { homePathFor } from '@/lib/role-home';
import { useSession } from '@/lib/session';

/**
 * Route guard of a console area (spec 01 section 2.2): a spinner while the session is being
 * confirmed; signed out to / (or to /login when the server just rejected the token); a role
 * check by exact equality, sending other roles to their own home.
 */
export function RequireRole({ role }: { role: string }) {
  const session = useSession();
  if (session.checking) return <FullPageSpinner label="Checking your session" />;
  if (!session.token) return <Navigate to={session.expired ? '/login' : '/'} replace />;
  if (session.role !== role) return <Navigate to={homePathFor(session.role)} replace />;
  return <Outlet />;
}
