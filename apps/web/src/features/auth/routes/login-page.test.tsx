import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, signIn, signOut } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { schoolAdminUser } from '@/test/fixtures';
import { page, renderRoutes } from '@/test/render';
import { LoginPage, SESSION_ENDED } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: page('Public home') },
  { path: '/features', element: page('Features page') },
  { path: '/school-admin/dashboard', element: page('School admin console') },
];

describe('LoginPage', () => {
  it('goes back one step when closed', async () => {
    const { router, user } = renderRoutes(routes, '/features');
    await screen.findByRole('heading', { name: 'Features page' });
    await act(() => router.navigate('/login'));

    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(await screen.findByRole('heading', { name: 'Features page' })).toBeInTheDocument();
  });

  it('goes home when closed without a step to go back to', async () => {
    const { user } = renderRoutes(routes, '/login');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
  });

  it('sends a signed-in user where they belong', async () => {
    signIn('7|secret', schoolAdminUser());
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'School admin console' })).toBeInTheDocument();
  });

  it('says the session has ended when the server ended it, and not after a sign-out', async () => {
    signIn('7|secret', schoolAdminUser());
    act(() => signOut({ expired: true }));
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_ENDED);
    cleanup();

    signIn('7|secret', schoolAdminUser());
    act(() => signOut());
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
  });

  it('asks for the second factor on the page too, and signs in with it', async () => {
    mockApi({
      'POST /api/login': {
        status: 200,
        body: {
          success: true,
          data: { second_factor: 'code', ticket: '2fa.1.t', expires_at: '2026-11-27T10:05:00Z' },
        },
      },
      'POST /api/login/second-factor': {
        status: 200,
        body: { success: true, data: { token: '9|session', user: schoolAdminUser() } },
      },
    });
    const { user } = renderRoutes(routes, '/login');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText(/email/i), 'asha@example.com');
    await user.type(within(form).getByLabelText(/password/i), 'Secret#2026{Enter}');

    const code = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    await user.type(within(code).getByLabelText(/^Code/), '123456{Enter}');

    expect(await screen.findByRole('heading', { name: 'School admin console' })).toBeInTheDocument();
    expect(getSession().token).toBe('9|session');
  });
});
