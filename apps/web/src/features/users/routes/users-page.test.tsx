import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { consoleUser, ok, pagination } from '@/test/console-fixtures';
import { sessionUser } from '@/test/fixtures';
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

function renderPage(replies: Record<string, ApiReply> = {}) {
  signIn('7|secret', sessionUser());
  const fetchMock = mockApi({
    [SUMMARY]: ok({ total: 3, active: 1, inactive: 1, suspended: 1 }),
    [LIST]: ok({ users: [meera, kiran, sunil], pagination: pagination(3) }),
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
  it("shows each user's first role or 'No Role', status and school", async () => {
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

    expect(await items('Meera Iyer')).toEqual(['View details', 'Edit', 'Suspend', 'Assign roles', 'Delete']);
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
});
