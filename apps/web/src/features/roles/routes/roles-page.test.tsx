import type { PermissionSummary, Role, SessionUser } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { menuItems, renderRoutes, toasts } from '@/test/render';
import { RolesPage } from './roles-page';

const LIST = 'GET /api/superadmin/roles?page=1&per_page=15';
const SUMMARY = 'GET /api/superadmin/roles/summary';
const OPTIONS = 'GET /api/superadmin/permissions/options';

const permission = (id: number, name: string, display_name: string): PermissionSummary => ({
  id,
  name,
  display_name,
  module: name.split('_')[0]!,
});
const PERMISSIONS = [
  permission(1, 'schools_create', 'Create schools'),
  permission(2, 'schools_view', 'View schools'),
  permission(3, 'users_view', 'View users'),
];

const role = (overrides: Partial<Role>): Role => ({
  id: 10,
  name: 'auditor',
  display_name: 'Auditor',
  description: 'Reads the books.',
  is_core: false,
  has_all_permissions: false,
  users_count: 0,
  permissions_count: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const superadmin = role({
  id: 1,
  name: 'superadmin',
  display_name: 'Super Administrator',
  is_core: true,
  has_all_permissions: true,
  users_count: 1,
  permissions_count: 3,
});
const auditor = role({});

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = sessionUser()) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [SUMMARY]: ok({ total: 2, core: 1, custom: 1, permissions: 3 }),
    [LIST]: ok({ roles: [superadmin, auditor], pagination: pagination(2) }),
    [OPTIONS]: ok({ permissions: PERMISSIONS }),
    ...replies,
  });
  return {
    ...renderRoutes([{ path: '/superadmin/roles', element: <RolesPage /> }], '/superadmin/roles'),
    fetchMock,
  };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, suffix: string) => {
  const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith(suffix))!;
  return JSON.parse(init!.body as string) as unknown;
};

describe('RolesPage', () => {
  it('shows the server figures, each role with its type, permissions and users', async () => {
    renderPage();
    const figures = screen.getByRole('group', { name: 'Role figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Roles2'));
    expect(figures).toHaveTextContent('Custom Roles1');
    expect(figures).toHaveTextContent('Total Permissions3');
    expect(await rowOf('Super Administrator')).toHaveTextContent('System');
    expect(await rowOf('Super Administrator')).toHaveTextContent('All (3)');
    expect(await rowOf('Auditor')).toHaveTextContent('Custom');
  });

  it('offers no delete and no permission management for superadmin, both for a custom role', async () => {
    const { user } = renderPage();
    const items = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
      const labels = within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return labels;
    };
    expect(await items('Super Administrator')).toEqual(['View details', 'Edit']);
    expect(await items('Auditor')).toEqual(['View details', 'Edit', 'Manage permissions', 'Delete']);
  });

  it('creates a role with a whole module chosen by its select-all box', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/superadmin/roles': { status: 201, body: ok(auditor, 'Role created successfully!') },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Role' });
    await user.type(within(dialog).getByLabelText(/^System name/), 'auditor');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Select all schools permissions' }));
    expect(within(dialog).getByText('2 of 3 permissions selected')).toBeInTheDocument();
    expect(within(dialog).getByText('2/2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await toastShows('Role created successfully!');
    expect(bodyOf(fetchMock, '/superadmin/roles')).toEqual({
      name: 'auditor',
      display_name: null,
      description: null,
      permission_ids: [1, 2],
    });
  });

  it("shows the server's field error when the name is taken", async () => {
    const { user } = renderPage({
      'POST /api/superadmin/roles': {
        status: 422,
        body: {
          success: false,
          message: 'Name has already been taken.',
          errors: { name: ['Name has already been taken.'] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Role' });
    await user.type(within(dialog).getByLabelText(/^System name/), 'Auditor');
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Name has already been taken.')).toBeInTheDocument();
  });

  it("manages a role's permissions starting from those it holds", async () => {
    const { user, fetchMock } = renderPage({
      'GET /api/superadmin/roles/10?include_users=true': ok(
        role({ permissions: [PERMISSIONS[1]!], permission_ids: [2], users: [] }),
      ),
      'POST /api/superadmin/roles/10/assign-permissions': ok(auditor, 'Permissions assigned successfully!'),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Auditor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Permissions: Auditor' });
    expect(await within(dialog).findByRole('checkbox', { name: /View schools/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all users permissions' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    await toastShows('Permissions assigned successfully!');
    expect(bodyOf(fetchMock, '/assign-permissions')).toEqual({ permission_ids: [2, 3] });
  });

  it("shows the server's reason when a role cannot be deleted", async () => {
    const { user } = renderPage({
      'DELETE /api/superadmin/roles/10': {
        status: 409,
        body: { success: false, message: 'Cannot delete role with assigned users' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Auditor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Role' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShows('Cannot delete role with assigned users');
  });
});

describe('RolesPage for a delegate', () => {
  const helpDesk = role({ id: 7, name: 'helpdesk', display_name: 'Help Desk' });

  it('offers a user with roles_view alone nothing beyond viewing', async () => {
    const { user } = renderPage({}, delegateUser(['roles_view']));
    await screen.findByRole('button', { name: 'Actions for Auditor' });
    expect(screen.queryByRole('button', { name: 'Add Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Auditor')).toEqual(['View details']);
    expect(await menuItems(user, 'Actions for Super Administrator')).toEqual(['View details']);
  });

  it("offers no change to the superadmin role, nor the permissions of the delegate's own role", async () => {
    const { user } = renderPage(
      { [LIST]: ok({ roles: [superadmin, auditor, helpDesk], pagination: pagination(3) }) },
      delegateUser([
        'roles_view',
        'roles_update',
        'roles_delete',
        'roles_assign_permissions',
        'permissions_view',
      ]),
    );
    await screen.findByRole('button', { name: 'Actions for Auditor' });
    expect(await menuItems(user, 'Actions for Super Administrator')).toEqual(['View details']);
    expect(await menuItems(user, 'Actions for Auditor')).toEqual([
      'View details',
      'Edit',
      'Manage permissions',
      'Delete',
    ]);
    expect(await menuItems(user, 'Actions for Help Desk')).toEqual(['View details', 'Edit', 'Delete']);
  });

  it('creates a role without permissions for a user who may not assign them, and loads none', async () => {
    const { user, fetchMock } = renderPage(
      { 'POST /api/superadmin/roles': { status: 201, body: ok(auditor, 'Role created successfully!') } },
      delegateUser(['roles_view', 'roles_create', 'permissions_view']),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Role' });
    expect(within(dialog).queryByRole('group', { name: 'Permissions' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^System name/), 'auditor');
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await toastShows('Role created successfully!');
    expect(bodyOf(fetchMock, '/superadmin/roles')).toEqual({
      name: 'auditor',
      display_name: null,
      description: null,
    });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/superadmin/permissions/options')).toBe(false);
  });

  it('fixes the permissions a delegate does not hold, and selects only the others', async () => {
    const { user, fetchMock } = renderPage(
      { 'POST /api/superadmin/roles': { status: 201, body: ok(auditor, 'Role created successfully!') } },
      delegateUser([
        'roles_view',
        'roles_create',
        'roles_assign_permissions',
        'permissions_view',
        'schools_view',
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Role' });
    expect(await within(dialog).findByRole('checkbox', { name: /Create schools/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /View users/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /View schools/ })).toBeEnabled();
    expect(within(dialog).getAllByText('You do not hold this permission.')).toHaveLength(2);
    expect(within(dialog).getByRole('checkbox', { name: 'Select all users permissions' })).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/^System name/), 'auditor');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all schools permissions' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await toastShows('Role created successfully!');
    expect(bodyOf(fetchMock, '/superadmin/roles')).toEqual({
      name: 'auditor',
      display_name: null,
      description: null,
      permission_ids: [2],
    });
  });
});

describe('RolesPage: reserved permissions', () => {
  it('offers nobody a permission reserved to the superadmin role, and select-all leaves it out', async () => {
    const settings = [
      permission(40, 'settings_mail_update', 'Update mail settings'),
      permission(41, 'settings_update', 'Update platform settings'),
      permission(42, 'settings_view', 'View platform settings'),
    ];
    const { user, fetchMock } = renderPage({
      [OPTIONS]: ok({ permissions: settings }),
      'POST /api/superadmin/roles': { status: 201, body: ok(auditor, 'Role created successfully!') },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Role' });
    expect(await within(dialog).findByRole('checkbox', { name: /Update mail settings/ })).toBeDisabled();
    expect(within(dialog).getByText('Held by the superadmin role alone.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^System name/), 'settings_keeper');
    const all = within(dialog).getByRole('checkbox', { name: 'Select all settings permissions' });
    await user.click(all);
    expect(all).toBeChecked();
    expect(within(dialog).getByText('2 of 3 permissions selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await toastShows('Role created successfully!');
    expect(bodyOf(fetchMock, '/superadmin/roles')).toMatchObject({ permission_ids: [41, 42] });
  });
});
