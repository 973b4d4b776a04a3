import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { sessionUser } from '@/test/fixtures';
import { page, renderRoutes } from '@/test/render';
import { LogoutDialog } from './logout-dialog';

function renderDialog() {
  signIn('7|secret', sessionUser());
  return renderRoutes(
    [
      { path: '/superadmin/dashboard', element: <LogoutDialog open onOpenChange={vi.fn()} /> },
      { path: '/', element: page('Public home') },
    ],
    '/superadmin/dashboard',
  );
}

describe('LogoutDialog', () => {
  it('asks for confirmation with the exact texts', async () => {
    mockApi({});
    renderDialog();

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to logout? You will need to login again to access your account.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('calls logout, clears the session and goes to /', async () => {
    const fetchMock = mockApi({
      'POST /api/logout': { status: 200, body: { success: true, message: 'Logged out' } },
    });
    const { user } = renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem('schoolwise_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears the session even when the logout call fails', async () => {
    mockApi({ 'POST /api/logout': { status: 500 } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_role')).toBeNull();
  });
});
