import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { page, renderRoutes, toasts } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

const routes = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/login', element: page('Sign-in page') },
];

describe('ResetPasswordPage', () => {
  it('sends the token and e-mail of the link with the new password, then goes to sign in', async () => {
    const fetchMock = mockApi({
      'POST /api/reset-password': {
        status: 200,
        body: { success: true, message: 'Your password has been reset.' },
      },
    });
    const { user } = renderRoutes(routes, '/reset-password?token=abc123&email=asha%40example.com');

    await user.type(await screen.findByLabelText(/^new password/i), 'N3w-password!');
    await user.type(screen.getByLabelText(/confirm new password/i), 'N3w-password!{Enter}');

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(toasts().getByText('Your password has been reset.')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      token: 'abc123',
      email: 'asha@example.com',
      password: 'N3w-password!',
      password_confirmation: 'N3w-password!',
    });
  });

  it('shows the server refusing the link under the form', async () => {
    mockApi({
      'POST /api/reset-password': {
        status: 422,
        body: {
          success: false,
          message: 'Invalid data',
          errors: { password: ['Password must be at least 8 characters.'] },
        },
      },
    });
    const { user } = renderRoutes(routes, '/reset-password?token=abc123&email=asha%40example.com');

    await user.type(await screen.findByLabelText(/^new password/i), 'short');
    await user.type(screen.getByLabelText(/confirm new password/i), 'short{Enter}');

    expect(await screen.findByLabelText(/^new password/i)).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );
  });

  it('explains an incomplete link instead of showing the form', async () => {
    renderRoutes(routes, '/reset-password?token=abc123');
    expect(await screen.findByText(/this reset link is incomplete/i)).toBeInTheDocument();
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
  });
});
