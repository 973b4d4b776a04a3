import { screen, waitFor, within } from '@testing-library/react';
import type { ConsoleUser, SessionUser } from '@school/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Permission } from '@/lib/permissions';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { consoleUser, ok, pagination, school } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { UserFormModal } from './user-form-modal';

function renderModal(editing?: ConsoleUser, signedIn: SessionUser = sessionUser()) {
  signIn('7|secret', signedIn);
  const onOpenChange = vi.fn();
  const rendered = renderRoutes(
    [{ path: '/', element: <UserFormModal open onOpenChange={onOpenChange} user={editing} /> }],
    '/',
  );
  return { ...rendered, onOpenChange };
}

const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const sentBody = (fetchMock: ReturnType<typeof mockApi>): unknown =>
  JSON.parse(fetchMock.mock.calls.find(([, init]) => init?.body)?.[1]?.body as string);
const optionsOf = (name: RegExp) =>
  [...screen.getByRole<HTMLSelectElement>('combobox', { name }).options].map((o) => o.value);

const GREEN_VALLEY = school({ id: 10, name: 'Green Valley School', code: 'GVS' });
const SCHOOL_SEARCH = 'GET /api/superadmin/schools?search=Green&per_page=10&sort=name';

describe('creating a user', () => {
  it("says 'Passwords do not match' and makes no call when the two passwords differ", async () => {
    const fetchMock = mockApi({});
    const { user } = renderModal();

    await user.type(screen.getByLabelText(/full name/i), 'Kiran Rao');
    await user.type(screen.getByLabelText(/^email/i), 'kiran@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /role/i }), 'school_admin');
    await user.type(screen.getByLabelText(/^password/i), 'Secret#2026');
    await user.type(screen.getByLabelText(/confirm password/i), 'Secret#2027');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByLabelText(/confirm password/i)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(screen.getByLabelText(/^password/i)).not.toHaveAccessibleDescription();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the three form roles and two statuses, and sends the new user', async () => {
    const fetchMock = mockApi({
      'POST /api/superadmin/users': { status: 201, body: { success: true, data: consoleUser() } },
    });
    const { user, onOpenChange } = renderModal();

    expect(optionsOf(/role/i)).toEqual(['', 'school_admin', 'teacher', 'student']);
    expect(optionsOf(/status/i)).toEqual(['active', 'inactive']);

    await user.type(screen.getByLabelText(/full name/i), 'Kiran Rao');
    await user.type(screen.getByLabelText(/^email/i), 'kiran@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /role/i }), 'school_admin');
    await user.selectOptions(screen.getByRole('combobox', { name: /status/i }), 'inactive');
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
      role: 'school_admin',
      status: 'inactive',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks a teacher's school, gender and employee code, with the contract's messages, before any call", async () => {
    const fetchMock = mockApi({
      [SCHOOL_SEARCH]: ok({ schools: [GREEN_VALLEY], pagination: pagination(1) }),
      'POST /api/superadmin/users': { status: 201, body: { success: true, data: consoleUser() } },
    });
    const { user } = renderModal();

    await user.type(screen.getByLabelText(/full name/i), 'Kiran Rao');
    await user.type(screen.getByLabelText(/^email/i), 'kiran@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /role/i }), 'teacher');
    await user.type(screen.getByLabelText(/^password/i), 'Secret#2026');
    await user.type(screen.getByLabelText(/confirm password/i), 'Secret#2026');
    expect(screen.queryByLabelText(/admission number/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByRole('searchbox', { name: /school/i })).toHaveAccessibleDescription(
      /A teacher belongs to a school: choose the school\./,
    );
    expect(screen.getByRole('combobox', { name: /gender/i })).toHaveAccessibleDescription(
      'Gender is required.',
    );
    expect(screen.getByLabelText(/employee code/i)).toHaveAccessibleDescription('Employee code is required.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: /school/i }), 'Green');
    await user.click(await screen.findByRole('radio', { name: /Green Valley School/ }));
    expect(screen.getByText('School: Green Valley School (GVS)')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /gender/i }), 'female');
    await user.type(screen.getByLabelText(/employee code/i), 'T-042');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await toastShows('User created successfully!');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Kiran Rao',
      email: 'kiran@example.com',
      phone: null,
      password: 'Secret#2026',
      password_confirmation: 'Secret#2026',
      role: 'teacher',
      status: 'active',
      school_id: 10,
      gender: 'female',
      employee_code: 'T-042',
    });
  });

  it("asks a student's admission number, and leaves out what another role's fields held", async () => {
    const fetchMock = mockApi({
      [SCHOOL_SEARCH]: ok({ schools: [GREEN_VALLEY], pagination: pagination(1) }),
      'POST /api/superadmin/users': { status: 201, body: { success: true, data: consoleUser() } },
    });
    const { user } = renderModal();

    await user.type(screen.getByLabelText(/full name/i), 'Ira Shah');
    await user.type(screen.getByLabelText(/^email/i), 'ira@example.com');
    const role = screen.getByRole('combobox', { name: /role/i });
    await user.selectOptions(role, 'teacher');
    await user.type(screen.getByLabelText(/employee code/i), 'T-9');
    await user.selectOptions(role, 'student');
    expect(screen.queryByLabelText(/employee code/i)).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /school/i }), 'Green');
    await user.click(await screen.findByRole('radio', { name: /Green Valley School/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /gender/i }), 'other');
    await user.type(screen.getByLabelText(/admission number/i), 'A-7');
    await user.type(screen.getByLabelText(/^password/i), 'Secret#2026');
    await user.type(screen.getByLabelText(/confirm password/i), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await toastShows('User created successfully!');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ira Shah',
      email: 'ira@example.com',
      phone: null,
      password: 'Secret#2026',
      password_confirmation: 'Secret#2026',
      role: 'student',
      status: 'active',
      school_id: 10,
      gender: 'other',
      admission_no: 'A-7',
    });
  });

  it('shows a refused field of the server under its field', async () => {
    mockApi({
      [SCHOOL_SEARCH]: ok({ schools: [GREEN_VALLEY], pagination: pagination(1) }),
      'POST /api/superadmin/users': {
        status: 422,
        body: {
          success: false,
          message: 'The given data was invalid.',
          errors: { employee_code: ['Employee code has already been taken.'] },
        },
      },
    });
    const { user } = renderModal();

    await user.type(screen.getByLabelText(/full name/i), 'Kiran Rao');
    await user.type(screen.getByLabelText(/^email/i), 'kiran@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /role/i }), 'teacher');
    await user.type(screen.getByRole('searchbox', { name: /school/i }), 'Green');
    await user.click(await screen.findByRole('radio', { name: /Green Valley School/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /gender/i }), 'male');
    await user.type(screen.getByLabelText(/employee code/i), 'T-1');
    await user.type(screen.getByLabelText(/^password/i), 'Secret#2026');
    await user.type(screen.getByLabelText(/confirm password/i), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await toastShows('Employee code has already been taken.');
    expect(screen.getByLabelText(/employee code/i)).toHaveAccessibleDescription(
      'Employee code has already been taken.',
    );
  });

  it('offers teacher and student only to a user who may search the schools', () => {
    mockApi({});
    renderModal(undefined, delegateUser(['users_view', 'users_create']));
    expect(optionsOf(/role/i)).toEqual(['', 'school_admin']);
  });
});

describe('editing a user', () => {
  const meera = consoleUser({ id: 20, phone: '555-0101' });
  const editAs = (permissions: Permission[], editing: ConsoleUser = meera) =>
    renderModal(editing, delegateUser(['users_view', 'users_update', ...permissions]));

  it('sends only what changed: the status, and neither role nor password fields when untouched', async () => {
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
      status: 'suspended',
    });
  });

  it('sends a new main role once it is chosen', async () => {
    const fetchMock = mockApi({ 'PUT /api/superadmin/users/20': ok(meera) });
    const { user } = renderModal(meera);

    await user.selectOptions(screen.getByRole('combobox', { name: /role/i }), 'teacher');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await toastShows('User updated successfully!');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '555-0101',
      role: 'teacher',
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

  it('shows a delegate with users_update alone the name, e-mail and phone, and sends only them', async () => {
    const fetchMock = mockApi({ 'PUT /api/superadmin/users/20': ok(meera, 'User updated successfully!') });
    const { user } = editAs([]);

    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /role/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /status/i })).not.toBeInTheDocument();
    const name = screen.getByLabelText(/full name/i);
    await user.clear(name);
    await user.type(name, 'Meera Iyer-Rao');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await toastShows('User updated successfully!');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Meera Iyer-Rao',
      email: 'meera@example.com',
      phone: '555-0101',
    });
  });

  it('shows the password fields with users_set_password and the role with users_assign_roles', () => {
    mockApi({});
    editAs(['users_set_password', 'users_assign_roles']);
    expect(screen.getByLabelText(/new password/i)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /role/i })).toBeInTheDocument();
  });

  it('offers no role to a delegate editing their own account, whose roles someone else sets', () => {
    mockApi({});
    editAs(['users_assign_roles'], consoleUser({ id: 30, name: 'Dev Patel', email: 'dev@example.com' }));
    expect(screen.queryByRole('combobox', { name: /role/i })).not.toBeInTheDocument();
  });

  it.each([
    ['active', ['users_suspend'], ['active', 'inactive', 'suspended']],
    ['suspended', ['users_suspend'], ['inactive', 'suspended']],
    ['suspended', ['users_activate'], ['active', 'suspended']],
    ['inactive', ['users_approve'], ['active', 'inactive']],
    ['inactive', ['users_activate'], null],
  ] as const)('offers a %s user only the status changes %j allow', (status, permissions, offered) => {
    mockApi({});
    editAs([...permissions], consoleUser({ id: 20, status }));
    const select = screen.queryByRole('combobox', { name: /status/i });
    if (offered === null) expect(select).not.toBeInTheDocument();
    else
      expect(
        within(select!)
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(offered);
  });
});
