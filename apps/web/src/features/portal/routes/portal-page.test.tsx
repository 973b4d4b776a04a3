import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_CONSOLE } from '@/lib/console-areas';
import { signIn } from '@/lib/session';
import { delegateUser, memberUser, schoolAdminUser } from '@/test/fixtures';
import { page, renderRoutes } from '@/test/render';
import { PortalPage } from './portal-page';

const routes = [
  { path: '/portal', element: <PortalPage /> },
  { path: '/login', element: page('Sign-in page') },
  { path: '/school-admin/dashboard', element: page('School admin console') },
  { path: '/superadmin/dashboard', element: page('Superadmin console') },
];

describe('PortalPage', () => {
  it.each(['teacher', 'student', 'parent'] as const)(
    'tells a %s their portal is coming, by name',
    async (role) => {
      signIn('7|secret', memberUser(role));
      renderRoutes(routes, '/portal');
      expect(
        await screen.findByRole('heading', { level: 1, name: `Your ${role} portal is coming soon` }),
      ).toBeInTheDocument();
      expect(screen.getByText(/signed in as Asha Verma \(asha@example.com\)/)).toBeInTheDocument();
    },
  );

  it('tells an account whose permissions open no console that it has none', async () => {
    signIn('7|secret', delegateUser(['statistics_export']));
    renderRoutes(routes, '/portal');
    expect(await screen.findByRole('heading', { level: 1, name: NO_CONSOLE })).toBeInTheDocument();
    expect(screen.getByText(/signed in as Dev Patel \(dev@example.com\)/)).toBeInTheDocument();
  });

  it('sends someone signed out to sign in', async () => {
    renderRoutes(routes, '/portal');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });

  it('sends a school admin to their console', async () => {
    signIn('7|secret', schoolAdminUser());
    renderRoutes(routes, '/portal');
    expect(await screen.findByRole('heading', { name: 'School admin console' })).toBeInTheDocument();
  });

  it('sends a teacher who was also given the superadmin role to the superadmin console', async () => {
    signIn(
      '7|secret',
      memberUser('teacher', {
        roles: [
          { id: 3, name: 'teacher', display_name: 'Teacher' },
          { id: 1, name: 'superadmin', display_name: 'Super Administrator' },
        ],
      }),
    );
    renderRoutes(routes, '/portal');
    expect(await screen.findByRole('heading', { name: 'Superadmin console' })).toBeInTheDocument();
  });
});
