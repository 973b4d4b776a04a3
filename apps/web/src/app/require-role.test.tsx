import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionChecking, signIn, signOut } from '@/lib/session';
import { sessionUser } from '@/test/fixtures';
import { page, renderRoutes } from '@/test/render';
import { RequireRole } from './require-role';

const routes = [
  { path: '/', element: page('Public home') },
  { path: '/login', element: page('Sign-in page') },
  {
    path: '/superadmin',
    element: <RequireRole role="superadmin" />,
    children: [{ path: 'dashboard', element: page('Superadmin console') }],
  },
  { path: '/school-admin/dashboard', element: page('School admin console') },
];

function signInAs(role: string) {
  signIn('7|secret', sessionUser({ role, roles: [{ id: 9, name: role, display_name: null }] }));
}

describe('RequireRole', () => {
  it('shows a spinner while the session is being confirmed, then the page', async () => {
    signInAs('superadmin');
    setSessionChecking(true);
    renderRoutes(routes, '/superadmin/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    act(() => setSessionChecking(false));
    expect(await screen.findByRole('heading', { name: 'Superadmin console' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /', async () => {
    renderRoutes(routes, '/superadmin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
  });

  it('sends a visitor whose session the server just refused to /login', async () => {
    signInAs('superadmin');
    signOut({ expired: true });
    renderRoutes(routes, '/superadmin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });

  it('sends a school_admin to their own dashboard', async () => {
    signInAs('school_admin');
    renderRoutes(routes, '/superadmin/dashboard');
    expect(await screen.findByRole('heading', { name: 'School admin console' })).toBeInTheDocument();
  });

  it('sends any other role to /', async () => {
    signInAs('teacher');
    renderRoutes(routes, '/superadmin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
  });

  it('lets the right role in', async () => {
    signInAs('superadmin');
    renderRoutes(routes, '/superadmin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Superadmin console' })).toBeInTheDocument();
  });
});
