import type { SessionUser } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination, school } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { menuItems, renderRoutes, toasts } from '@/test/render';
import { SchoolsPage } from './schools-page';

const LIST = 'GET /api/superadmin/schools?page=1&per_page=15';
const SUMMARY = 'GET /api/superadmin/schools/summary';
const summary = ok({ total: 12, active: 9, inactive: 3, without_admin: 4 });
const greenValley = school({
  id: 10,
  students_count: 120,
  teachers_count: 8,
  admins: [
    {
      id: 1,
      user_id: 21,
      designation: 'Principal',
      joining_date: '2026-01-01',
      user: { id: 21, name: 'Meera Iyer', email: 'meera@example.com' },
    },
  ],
});
const hillTop = school({ id: 11, name: 'Hill Top Academy', code: 'HTA', board: 'ICSE', active: false });

function renderPage(
  replies: Record<string, ApiReply>,
  path = '/superadmin/schools',
  signedIn: SessionUser = sessionUser(),
) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({ [SUMMARY]: summary, ...replies });
  return { ...renderRoutes([{ path: '/superadmin/schools', element: <SchoolsPage /> }], path), fetchMock };
}

const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());

describe('SchoolsPage', () => {
  it('opens the create form when the address asks for it ("Add New School"), then drops the request', async () => {
    const { router } = renderPage(
      { [LIST]: ok({ schools: [greenValley], pagination: pagination(1) }) },
      '/superadmin/schools?new=1',
    );
    expect(await screen.findByRole('dialog', { name: 'Add New School' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the four figures, the rows and the counts of the list', async () => {
    renderPage({ [LIST]: ok({ schools: [greenValley, hillTop], pagination: pagination(2) }) });

    expect(await screen.findByRole('heading', { name: 'Schools Management' })).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'School figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Schools12'));
    expect(figures).toHaveTextContent('Active9');
    expect(figures).toHaveTextContent('Inactive3');
    expect(figures).toHaveTextContent('Without Admin4');

    const row = (await screen.findByRole('rowheader', { name: /Green Valley School/ })).closest('tr')!;
    expect(row).toHaveTextContent('GVS');
    expect(row).toHaveTextContent('Pune, Maharashtra');
    expect(row).toHaveTextContent('Meera Iyer');
    expect(
      within(row).getByRole('button', { name: 'Active: deactivate Green Valley School' }),
    ).toBeInTheDocument();
    const other = screen.getByRole('rowheader', { name: /Hill Top Academy/ }).closest('tr')!;
    expect(other).toHaveTextContent('Not assigned');
    expect(screen.getByRole('navigation', { name: 'Schools pages' })).toHaveTextContent(
      'Showing 2 of 2 items',
    );
  });

  it('shows the error toast and an empty list of total 0 when the list cannot be loaded', async () => {
    renderPage({ [LIST]: { status: 500, body: { success: false } } });

    await toastShows('Server error. Please try again later.');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Schools pages' })).toHaveTextContent(
      'Showing 0 of 0 items',
    );
  });

  it('searches once typing pauses, from page 1, and keeps the term in the URL', async () => {
    const { user, router, fetchMock } = renderPage(
      {
        'GET /api/superadmin/schools?page=2&per_page=15': ok({ schools: [], pagination: pagination(20, 2) }),
        'GET /api/superadmin/schools?page=1&per_page=15&search=hill': ok({
          schools: [hillTop],
          pagination: pagination(1),
        }),
      },
      '/superadmin/schools?page=2',
    );

    await user.type(await screen.findByRole('searchbox', { name: 'Search schools' }), 'hill');

    expect(await screen.findByRole('rowheader', { name: /Hill Top Academy/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=hill');
    const listCalls = fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/superadmin/schools?'));
    expect(listCalls.map(([url]) => url)).toEqual([
      '/api/superadmin/schools?page=2&per_page=15',
      '/api/superadmin/schools?page=1&per_page=15&search=hill',
    ]);
  });

  it('filters by status and board', async () => {
    const { user, router } = renderPage({
      [LIST]: ok({ schools: [greenValley, hillTop], pagination: pagination(2) }),
      'GET /api/superadmin/schools?page=1&per_page=15&status=inactive': ok({
        schools: [hillTop],
        pagination: pagination(1),
      }),
      'GET /api/superadmin/schools?page=1&per_page=15&status=inactive&board=ICSE': ok({
        schools: [hillTop],
        pagination: pagination(1),
      }),
    });
    await screen.findByRole('rowheader', { name: /Green Valley School/ });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Board' }), 'ICSE');

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Green Valley School/ })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?status=inactive&board=ICSE');
  });

  it("names the school's accounts and their fate before a delete, and explains a refusal", async () => {
    const { user } = renderPage({
      [LIST]: ok({ schools: [greenValley], pagination: pagination(1) }),
      'GET /api/superadmin/schools/10/accounts': ok({
        counts: { admins: 1, teachers: 0, students: 0, parents: 2 },
        admins: [{ id: 21, name: 'Meera Iyer', email: 'meera@example.com', on_delete: 'deactivated' }],
        parents: [
          { id: 31, name: 'Ravi Kumar', email: 'ravi@example.com', on_delete: 'deleted' },
          { id: 32, name: 'Sita Rao', email: 'sita@example.com', on_delete: 'kept' },
        ],
        parents_deleted: 1,
        parents_kept: 1,
        deletable: true,
      }),
      'DELETE /api/superadmin/schools/10': {
        status: 409,
        body: { success: false, message: 'Conflict' },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Actions for Green Valley School' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete School' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await waitFor(() => expect(dialog).toHaveTextContent('1 admin and 2 parents'));
    expect(dialog).toHaveTextContent('Meera Iyer <meera@example.com>: deactivated and signed out');
    expect(dialog).toHaveTextContent('Ravi Kumar <ravi@example.com>: account deleted');
    expect(dialog).toHaveTextContent('Sita Rao <sita@example.com>: keeps their other roles');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await toastShows(
      'Cannot delete school with existing data. Please remove all associated students and teachers first.',
    );
  });
});

describe('SchoolsPage for a delegate', () => {
  const LISTED = { [LIST]: ok({ schools: [greenValley, hillTop], pagination: pagination(2) }) };

  it('offers a user with schools_view alone nothing beyond viewing', async () => {
    const { user } = renderPage(LISTED, '/superadmin/schools', delegateUser(['schools_view']));
    await screen.findByRole('button', { name: 'Actions for Green Valley School' });
    expect(screen.queryByRole('button', { name: 'Add School' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /deactivate Green Valley School/ })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Green Valley School')).toEqual(['View details']);
  });

  it('offers assigning an admin only with the users it searches', async () => {
    const { user } = renderPage(
      LISTED,
      '/superadmin/schools',
      delegateUser(['schools_view', 'schools_assign_admin', 'schools_update', 'schools_activate']),
    );
    await screen.findByRole('button', { name: 'Actions for Hill Top Academy' });
    expect(screen.getByRole('button', { name: /activate Hill Top Academy/ })).toBeInTheDocument();
    expect(await menuItems(user, 'Actions for Hill Top Academy')).toEqual(['View details', 'Edit']);
    // Removing the admin needs no search.
    expect(await menuItems(user, 'Actions for Green Valley School')).toEqual([
      'View details',
      'Remove admin',
      'Edit',
    ]);
  });
});
