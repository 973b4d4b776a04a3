import { screen, waitFor } from '@testing-library/react';
import type { ConsoleUser } from '@school/contract';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { consoleUser, ok } from '@/test/console-fixtures';
import { sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { UserFormModal } from './user-form-modal';

function renderModal(editing?: ConsoleUser) {
  signIn('7|secret', sessionUser());
  const onOpenChange = vi.fn();
  const rendered = renderRoutes(
    [{ path: '/', element: <UserFormModal open onOpenChange={onOpenChange} user={editing} /> }],
    '/',
  );
  return { ...rendered, onOpenChange };
}

const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const sentBody = (fetchMock: ReturnType<typeof mockApi>): unknown =>
  JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string);

describe('creating a user', () => {
  it("says 'Passwords do not match' and makes no call when the two passwords differ", async () => {
    const fetchMock = mockApi({});
    const { user } = renderModal();

    await user.type(screen.getByLabelText(/full name/i), 'Kiran Rao');
    await user.type(screen.getByLabelText(/^email/i), 'kiran@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /role/i }), 'teacher');
    await user.type(screen.getByLabelText(/^password/i), 'Secret#2026');
    await user.type(screen.getByLabelText(/confirm password/i), 'Secret#2027');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByLabelText(/confirm password/i)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the three form roles and two statuses, and sends the new user', async () => {
    const fetchMock = mockApi({
      'POST /api/superadmin/users': { status: 201, body: { success: true, data: consoleUser() } },
    });
    const { user, onOpenChange } = renderModal();

    const role = screen.getByRole('combobox', { name: /role/i });
    expect([...(role as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'school_admin',
      'teacher',
      'student',
    ]);
    const status = screen.getByRole('combobox', { name: /status/i });
    expect([...(status as HTMLSelectElement).options].map((o) => o.value)).toEqual(['active', 'inactive']);

    await user.type(screen.getByLabelText(/full name/i), 'Kiran Rao');
    await user.type(screen.getByLabelText(/^email/i), 'kiran@example.com');
    await user.selectOptions(role, 'student');
    await user.selectOptions(status, 'inactive');
    await user.type(screen.getByLabelText(/^password/i), 'Secret#2026');
    await user.type(screen.getByLabelText(/confirm password/i), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await toastShows('User created successfully!');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Kiran Rao',
      email: 'kiran@example.com',
      phone: null,
      password: 'Secret#2026',
      password_confirmation: 'Secret#2026',
      role: 'student',
      status: 'inactive',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('editing a user', () => {
  const meera = consoleUser({ id: 20, phone: '555-0101' });

  it('leaves both password fields out when the password is blank, and allows suspended', async () => {
    const fetchMock = mockApi({ 'PUT /api/superadmin/users/20': ok(meera, 'User updated successfully!') });
    const { user } = renderModal(meera);

    expect(screen.queryByLabelText(/confirm new password/i)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /status/i }), 'suspended');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await toastShows('User updated successfully!');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '555-0101',
      role: 'school_admin',
      status: 'suspended',
    });
  });

  it('asks for the confirmation only once a new password is typed, and sends both', async () => {
    const fetchMock = mockApi({ 'PUT /api/superadmin/users/20': ok(meera) });
    const { user } = renderModal(meera);

    await user.type(screen.getByLabelText(/new password/i), 'Fresh#2026');
    const confirmation = await screen.findByLabelText(/confirm new password/i);
    await user.type(confirmation, 'Fresh#2026');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await toastShows('User updated successfully!');
    expect(sentBody(fetchMock)).toMatchObject({
      password: 'Fresh#2026',
      password_confirmation: 'Fresh#2026',
    });
  });
});
