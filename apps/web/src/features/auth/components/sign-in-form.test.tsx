import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, mockPendingApi } from '@/test/api-mock';
import {
  delegateUser,
  memberUser,
  parentUser,
  schoolAdminUser,
  sessionUser,
  studentUser,
  teacherUser,
} from '@/test/fixtures';
import { page, renderRoutes, toasts } from '@/test/render';
import { SignInForm } from './sign-in-form';

function renderForm() {
  return renderRoutes(
    [
      { path: '/login', element: <SignInForm onForgotPassword={vi.fn()} /> },
      { path: '/', element: page('Public home') },
      { path: '/no-console', element: page('No console') },
      { path: '/parent/dashboard', element: page('Parent console') },
      { path: '/student/dashboard', element: page('Student console') },
      { path: '/superadmin/dashboard', element: page('Superadmin console') },
      { path: '/superadmin/users', element: page('Superadmin users') },
      { path: '/school-admin/dashboard', element: page('School admin console') },
      { path: '/teacher/dashboard', element: page('Teacher console') },
    ],
    '/login',
  );
}

async function signIn(user: ReturnType<typeof renderForm>['user']) {
  await user.type(await screen.findByLabelText(/email/i), 'asha@example.com');
  await user.type(screen.getByLabelText(/password/i), 'secret-password{Enter}');
}

describe('SignInForm', () => {
  it('shows the failure in the form and as an error toast', async () => {
    mockApi({
      'POST /api/login': { status: 401, body: { success: false, message: 'Invalid credentials' } },
    });
    const { user } = renderForm();

    await signIn(user);

    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(toasts().getByText('Invalid credentials').closest('[data-sonner-toast]')).toHaveAttribute(
      'data-type',
      'error',
    );
    expect(localStorage.getItem('schoolwise_token')).toBeNull();
  });

  it('falls back to its own message when the server gives none', async () => {
    mockApi({ 'POST /api/login': { status: 429 } });
    const { user } = renderForm();

    await signIn(user);

    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    expect(toasts().getByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('waits with a disabled button while signing in', async () => {
    mockPendingApi();
    const { user } = renderForm();

    await signIn(user);

    expect(screen.getByRole('button', { name: /signing in/i })).toBeDisabled();
  });

  it.each([
    ['superadmin', sessionUser(), 'Superadmin console'],
    ['school_admin', schoolAdminUser(), 'School admin console'],
    ['teacher', teacherUser(), 'Teacher console'],
    // A teacher whose role was left without the console's permissions.
    ['teacher', memberUser('teacher'), 'No console'],
    ['parent', parentUser(), 'Parent console'],
    ['student', studentUser(), 'Student console'],
    // A parent whose role was left without the console's permissions.
    ['parent', memberUser('parent'), 'No console'],
    ['helpdesk', delegateUser(['users_view', 'roles_view']), 'Superadmin users'],
    ['helpdesk', delegateUser([]), 'No console'],
    // A teacher who is also a parent lands in the teacher's console (the user menu switches).
    [
      'teacher',
      teacherUser({
        roles: [
          { id: 3, name: 'teacher', display_name: 'Teacher' },
          { id: 5, name: 'parent', display_name: 'Parent' },
        ],
        permissions: ['attendance_take', 'portal_children_view', 'portal_notices_view', 'teaching_view'],
      }),
      'Teacher console',
    ],
    [
      'teacher',
      memberUser('teacher', {
        roles: [
          { id: 3, name: 'teacher', display_name: 'Teacher' },
          { id: 1, name: 'superadmin', display_name: 'Super Administrator' },
        ],
      }),
      'Superadmin console',
    ],
  ])(
    'signs a %s in and sends them where their permissions lead (%#)',
    async (role, signedIn, destination) => {
      const fetchMock = mockApi({
        'POST /api/login': {
          status: 200,
          body: { success: true, data: { token: '7|secret', user: signedIn } },
        },
      });
      const { user } = renderForm();

      await signIn(user);

      expect(await screen.findByRole('heading', { name: destination })).toBeInTheDocument();
      expect(toasts().getByText('Login successful!')).toBeInTheDocument();
      expect(localStorage.getItem('schoolwise_token')).toBe('7|secret');
      expect(localStorage.getItem('user_role')).toBe(role);
      expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
        email: 'asha@example.com',
        password: 'secret-password',
      });
    },
  );

  it("toasts the server's own success message when there is one", async () => {
    mockApi({
      'POST /api/login': {
        status: 200,
        body: {
          success: true,
          message: 'Welcome back, Asha',
          data: { token: '7|secret', user: sessionUser() },
        },
      },
    });
    const { user } = renderForm();

    await signIn(user);

    expect(await toasts().findByText('Welcome back, Asha')).toBeInTheDocument();
  });
});
