import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { consoleUser, ok, pagination } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import type { SessionUser } from '@school/contract';
import { renderRoutes, toasts } from '@/test/render';
import { UsersPage } from './users-page';

const LIST = 'GET /api/superadmin/users?page=1&per_page=15';
const SUMMARY = 'GET /api/superadmin/users/summary';
const ROLES = [
  { id: 1, name: 'superadmin', display_name: 'Super Administrator' },
  { id: 2, name: 'school_admin', display_name: 'School Administrator' },
  { id: 3, name: 'teacher', display_name: 'Teacher' },
];
const meera = consoleUser({ id: 20, school: { id: 10, name: 'Green Valley School', code: 'GVS' } });
const kiran = consoleUser({
  id: 21,
  name: 'Kiran Rao',
  email: 'kiran@example.com',
  status: 'inactive',
  roles: [],
});
const sunil = consoleUser({ id: 22, name: 'Sunil Das', email: 'sunil@example.com', status: 'suspended' });
const tara = consoleUser({
  id: 23,
  name: 'Tara Menon',
  email: 'tara@example.com',
  roles: [
    { id: 3, name: 'teacher', display_name: 'Teacher' },
    { id: 1, name: 'superadmin', display_name: 'Super Administrator' },
  ],
  school: { id: 10, name: 'Green Valley School', code: 'GVS' },
});
const USERS = [meera, kiran, sunil, tara];

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = sessionUser()) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [SUMMARY]: ok({ total: 3, active: 1, inactive: 1, suspended: 1 }),
    [LIST]: ok({ users: USERS, pagination: pagination(USERS.length) }),
    ...replies,
  });
  return {
    ...renderRoutes([{ path: '/superadmin/users', element: <UsersPage /> }], '/superadmin/users'),
    fetchMock,
  };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());

async function openMenu(user: ReturnType<typeof renderPage>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

describe('UsersPage', () => {
  it("shows each user's every role (or 'No Role'), status and school", async () => {
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Users Management' })).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'User figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Users3'));
    expect(figures).toHaveTextContent('Suspended1');

    const first = await rowOf('Meera Iyer');
    expect(first).toHaveTextContent('School Administrator');
    expect(first).toHaveTextContent('Green Valley School');
    expect(first).toHaveTextContent('Never');
    expect(await rowOf('Kiran Rao')).toHaveTextContent('No Role');
    expect(await rowOf('Sunil Das')).toHaveTextContent('Suspended');
    const roles = within(await rowOf('Tara Menon')).getByRole('list', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Teacher', 'Super Administrator']);
    expect(await rowOf('Tara Menon')).toHaveTextContent('Green Valley School');
  });

  it('offers the status action that fits: suspend, approve or activate', async () => {
    const { user } = renderPage();
    const items = async (name: string) => {
      const menu = await openMenu(user, name);
      const labels = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return labels;
    };

    expect(await items('Meera Iyer')).toEqual([
      'View details',
      'Edit',
      'Suspend',
      'End all sessions',
      'Assign roles',
      'Remove second factor',
      'Delete',
    ]);
    expect(await items('Kiran Rao')).toContain('Approve');
    expect(await items('Sunil Das')).toContain('Activate');
  });

  it('approves an inactive user after confirmation', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/superadmin/users/21/approve': ok(
        { ...kiran, status: 'active' },
        'User approved successfully!',
      ),
    });

    const menu = await openMenu(user, 'Kiran Rao');
    await user.click(within(menu).getByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve User' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await toastShows('User approved successfully!');
    expect(
      fetchMock.mock.calls.some(([url, init]) => url.endsWith('/21/approve') && init?.method === 'POST'),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("removes a user's second factor after confirmation", async () => {
    const { user, fetchMock } = renderPage({
      'DELETE /api/superadmin/users/20/two-factor': ok(null, 'Second factor removed for Meera Iyer.'),
    });

    const menu = await openMenu(user, 'Meera Iyer');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove second factor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove second factor' });
    expect(dialog).toHaveTextContent('Remove the second factor of Meera Iyer?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await toastShows('Second factor removed for Meera Iyer.');
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url.endsWith('/20/two-factor') && init?.method === 'DELETE',
      ),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("says why a second factor could not be removed, and offers none on one's own row", async () => {
    const { user } = renderPage(
      {
        'DELETE /api/superadmin/users/20/two-factor': {
          status: 409,
          body: { success: false, message: 'Meera Iyer has no second factor.' },
        },
      },
      sessionUser({ id: 23 }),
    );

    const menu = await openMenu(user, 'Meera Iyer');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove second factor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove second factor' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await toastShows('Meera Iyer has no second factor.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const own = await openMenu(user, 'Tara Menon');
    expect(within(own).queryByRole('menuitem', { name: 'Remove second factor' })).not.toBeInTheDocument();
  });

  it('assigns roles, the chosen main role first', async () => {
    const { user, fetchMock } = renderPage({
      'GET /api/superadmin/roles/options': ok({ roles: ROLES }),
      'GET /api/superadmin/users/20/roles': ok({ roles: [ROLES[1]] }),
      'POST /api/superadmin/users/20/assign-roles': ok(meera, 'Roles assigned successfully!'),
    });

    const menu = await openMenu(user, 'Meera Iyer');
    await user.click(within(menu).getByRole('menuitem', { name: 'Assign roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Roles' });
    expect(await within(dialog).findByRole('checkbox', { name: 'School Administrator' })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Teacher' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Main role' }), 'Teacher');
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    await toastShows('Roles assigned successfully!');
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/assign-roles'))!;
    expect(JSON.parse(init!.body as string)).toEqual({ role_ids: [3, 2] });
  });

  it('asks before giving the Super Administrator role, and gives it only once confirmed', async () => {
    const { user, fetchMock } = renderPage({
      'GET /api/superadmin/roles/options': ok({ roles: ROLES }),
      'GET /api/superadmin/users/20/roles': ok({ roles: [ROLES[1]] }),
      'POST /api/superadmin/users/20/assign-roles': ok(meera, 'Roles assigned successfully!'),
    });
    const assigned = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/assign-roles'));

    const menu = await openMenu(user, 'Meera Iyer');
    await user.click(within(menu).getByRole('menuitem', { name: 'Assign roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Roles' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Super Administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    let confirm = await screen.findByRole('alertdialog', { name: 'Give the Super Administrator role?' });
    expect(confirm).toHaveTextContent(/Meera Iyer will hold every permission on the platform/);
    expect(confirm).toHaveTextContent(/power over the other superadmins/);
    expect(assigned()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(assigned()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Give the Super Administrator role?' });
    await user.click(within(confirm).getByRole('button', { name: 'Give the role' }));
    await toastShows('Roles assigned successfully!');
    expect(JSON.parse(assigned()[0]![1]!.body as string)).toEqual({ role_ids: [2, 1] });
  });

  it('assigns other roles without asking', async () => {
    const { user, fetchMock } = renderPage({
      'GET /api/superadmin/roles/options': ok({ roles: ROLES }),
      'GET /api/superadmin/users/23/roles': ok({ roles: [ROLES[2], ROLES[0]] }),
      'POST /api/superadmin/users/23/assign-roles': ok(tara, 'Roles assigned successfully!'),
    });
    const menu = await openMenu(user, 'Tara Menon');
    await user.click(within(menu).getByRole('menuitem', { name: 'Assign roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Roles' });
    // Already a superadmin: keeping the role is no grant.
    await user.click(await within(dialog).findByRole('checkbox', { name: 'School Administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    await toastShows('Roles assigned successfully!');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/assign-roles'))!;
    expect(JSON.parse(init!.body as string)).toEqual({ role_ids: [3, 1, 2] });
  });

  it("shows a delegate only the actions their permissions allow, and nothing on a superadmin's row", async () => {
    const { user } = renderPage({}, delegateUser(['users_view', 'users_update', 'roles_view']));
    await rowOf('Meera Iyer');

    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    const items = async (name: string) => {
      const menu = await openMenu(user, name);
      const labels = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return labels;
    };
    expect(await items('Meera Iyer')).toEqual(['View details', 'Edit']);
    expect(await items('Tara Menon')).toEqual(['View details']);
  });

  it('offers each action to the delegate who holds its permission', async () => {
    const { user } = renderPage(
      {},
      delegateUser([
        'users_view',
        'users_create',
        'users_export',
        'users_suspend',
        'users_approve',
        'users_delete',
        'users_assign_roles',
        'roles_view',
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Add User' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    const items = async (name: string) => {
      const menu = await openMenu(user, name);
      const labels = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return labels;
    };
    expect(await items('Meera Iyer')).toEqual(['View details', 'Suspend', 'Assign roles', 'Delete']);
    expect(await items('Kiran Rao')).toContain('Approve');
    // Activating needs users_activate.
    expect(await items('Sunil Das')).toEqual(['View details', 'Assign roles', 'Delete']);
  });

  it("fixes the Super Administrator box for a delegate, and offers no roles of the delegate's own", async () => {
    const dev = consoleUser({ id: 30, name: 'Dev Patel', email: 'dev@example.com' });
    const { user } = renderPage(
      {
        [LIST]: ok({ users: [meera, dev], pagination: pagination(2) }),
        'GET /api/superadmin/roles/options': ok({ roles: ROLES }),
        'GET /api/superadmin/users/20/roles': ok({ roles: [ROLES[1]] }),
      },
      delegateUser(['users_view', 'users_assign_roles', 'roles_view']),
    );

    const own = await openMenu(user, 'Dev Patel');
    expect(within(own).queryByRole('menuitem', { name: 'Assign roles' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    const menu = await openMenu(user, 'Meera Iyer');
    await user.click(within(menu).getByRole('menuitem', { name: 'Assign roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Roles' });
    const superadmin = await within(dialog).findByRole('checkbox', { name: /Super Administrator/ });
    expect(superadmin).toBeDisabled();
    expect(within(dialog).getByText('Only a superadmin can give or take this role.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Teacher' })).toBeEnabled();
  });
});
