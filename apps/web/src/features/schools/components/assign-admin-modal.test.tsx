import type { SessionUser } from '@school/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { consoleUser, ok, school } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { AssignAdminModal } from './assign-admin-modal';

const SEARCH_ME = 'GET /api/superadmin/users/search?search=me&role=school_admin';
const meera = consoleUser({ id: 21, name: 'Meera Iyer', email: 'meera@example.com' });
const mehul = consoleUser({
  id: 22,
  name: 'Mehul Shah',
  email: 'mehul@example.com',
  school: { id: 99, name: 'Hill Top Academy', code: 'HTA' },
});

function renderModal(signedIn: SessionUser = sessionUser()) {
  signIn('7|secret', signedIn);
  const onOpenChange = vi.fn();
  const rendered = renderRoutes(
    [
      {
        path: '/',
        element: <AssignAdminModal school={school({ id: 10 })} open onOpenChange={onOpenChange} />,
      },
    ],
    '/',
  );
  return { ...rendered, onOpenChange };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search users' });
const submitButton = () => screen.getByRole('button', { name: 'Assign admin' });

describe('AssignAdminModal', () => {
  it('searches only from 2 characters on, and fewer clears the results', async () => {
    const fetchMock = mockApi({ [SEARCH_ME]: ok({ users: [meera, mehul] }) });
    const { user } = renderModal();

    await user.type(searchBox(), 'm');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(searchBox(), 'e');
    expect(await screen.findByRole('radio', { name: /Meera Iyer/ })).toBeEnabled();
    // Someone who already runs a school is shown with it and cannot be picked.
    expect(screen.getByRole('radio', { name: /Mehul Shah/ })).toBeDisabled();
    expect(screen.getByText('Admin of Hill Top Academy')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(searchBox(), '{Backspace}');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('keeps the submit button disabled until a user, a designation and a date are set', async () => {
    const fetchMock = mockApi({
      [SEARCH_ME]: ok({ users: [meera] }),
      'POST /api/superadmin/schools/10/assign-admin': ok(school(), 'School admin assigned successfully!'),
    });
    const { user, onOpenChange } = renderModal();
    expect(submitButton()).toBeDisabled();

    await user.type(searchBox(), 'me');
    await user.click(await screen.findByRole('radio', { name: /Meera Iyer/ }));
    expect(screen.getByText('Selected: Meera Iyer (meera@example.com)')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText(/designation/i), 'Principal');
    expect(submitButton()).toBeDisabled();

    // A date picked fires `input` (then `change`), which onChange follows in React and Preact alike.
    fireEvent.input(screen.getByLabelText(/joining date/i), { target: { value: '2026-12-01' } });
    expect(submitButton()).toBeEnabled();

    await user.click(submitButton());
    await waitFor(() =>
      expect(toasts().getByText('School admin assigned successfully!')).toBeInTheDocument(),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/assign-admin'))!;
    expect(JSON.parse(init!.body as string)).toEqual({
      user_id: 21,
      designation: 'Principal',
      joining_date: '2026-12-01',
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("says 'Please fill in all required fields' and makes no call when the form is sent incomplete", async () => {
    const fetchMock = mockApi({});
    const { user } = renderModal();
    await user.type(screen.getByLabelText(/designation/i), 'Principal');

    fireEvent.submit(submitButton().closest('form')!);

    await waitFor(() => expect(toasts().getByText('Please fill in all required fields')).toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('AssignAdminModal: who may be picked', () => {
  it('shows every role of each user found', async () => {
    const both = consoleUser({
      id: 23,
      name: 'Meena Rao',
      email: 'meena@example.com',
      roles: [
        { id: 2, name: 'school_admin', display_name: 'School Administrator' },
        { id: 3, name: 'teacher', display_name: 'Teacher' },
      ],
    });
    mockApi({ [SEARCH_ME]: ok({ users: [both] }) });
    const { user } = renderModal();
    await user.type(searchBox(), 'me');
    const radio = await screen.findByRole('radio', { name: /Meena Rao/ });
    const roles = screen.getByRole('list', { name: 'Roles' });
    expect(radio.closest('label')).toContainElement(roles);
    expect(roles).toHaveTextContent('School AdministratorTeacher');
  });

  it('does not let a delegate pick themselves', async () => {
    const dev = consoleUser({ id: 30, name: 'Dev Patel', email: 'dev@example.com' });
    mockApi({ [SEARCH_ME]: ok({ users: [meera, dev] }) });
    const { user } = renderModal(delegateUser(['schools_view', 'schools_assign_admin', 'users_view']));
    await user.type(searchBox(), 'me');
    expect(await screen.findByRole('radio', { name: /Dev Patel/ })).toBeDisabled();
    expect(screen.getByText('You cannot make yourself the administrator of a school.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Meera Iyer/ })).toBeEnabled();
  });
});
