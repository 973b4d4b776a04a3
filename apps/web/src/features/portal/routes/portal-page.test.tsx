import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { sessionUser } from '@/test/fixtures';
import { page, renderRoutes } from '@/test/render';
import { PortalPage } from './portal-page';

const routes = [
  { path: '/portal', element: <PortalPage /> },
  { path: '/login', element: page('Sign-in page') },
  { path: '/school-admin/dashboard', element: page('School admin console') },
];

const signInAs = (role: string) =>
  signIn('7|secret', sessionUser({ role, roles: [{ id: 9, name: role, display_name: null }] }));

describe('PortalPage', () => {
  it.each(['teacher', 'student', 'parent'])('tells a %s their portal is coming, by name', async (role) => {
    signInAs(role);
    renderRoutes(routes, '/portal');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Your ${role} portal is coming soon` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/signed in as Asha Verma \(asha@example.com\)/)).toBeInTheDocument();
  });

  it('sends someone signed out to sign in', async () => {
    renderRoutes(routes, '/portal');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });

  it('sends a school admin to their console', async () => {
    signInAs('school_admin');
    renderRoutes(routes, '/portal');
    expect(await screen.findByRole('heading', { name: 'School admin console' })).toBeInTheDocument();
  });
});
