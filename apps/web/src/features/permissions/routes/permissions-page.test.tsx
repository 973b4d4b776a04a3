import type { Permission } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { PermissionsPage } from './permissions-page';

const LIST = 'GET /api/superadmin/permissions?page=1&per_page=15';
const GROUPED = 'GET /api/superadmin/permissions?page=1&per_page=15&group_by_module=true';
const MODULES = 'GET /api/superadmin/permissions/modules';
const BULK = 'POST /api/superadmin/permissions/bulk';

const permission = (id: number, name: string, overrides: Partial<Permission> = {}): Permission => ({
  id,
  name,
  display_name: null,
  description: null,
  module: name.split('_')[0]!,
  is_system: false,
  roles_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const reportsView = permission(90, 'reports_view', { roles_count: 1 });
const schoolsView = permission(2, 'schools_view', { display_name: 'View schools', is_system: true });

function renderPage(replies: Record<string, ApiReply> = {}, path = '/superadmin/permissions') {
  signIn('7|secret', sessionUser());
  const fetchMock = mockApi({
    [MODULES]: ok({
      modules: [
        { module: 'reports', permissions_count: 1 },
        { module: 'schools', permissions_count: 1 },
      ],
    }),
    [LIST]: ok({ permissions: [reportsView, schoolsView], pagination: pagination(2) }),
    ...replies,
  });
  return {
    ...renderRoutes([{ path: '/superadmin/permissions', element: <PermissionsPage /> }], path),
    fetchMock,
  };
}

const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());

describe('PermissionsPage', () => {
  it('lists permissions with module tiles and offers no delete for a system permission', async () => {
    const { user } = renderPage();
    const tiles = await screen.findByRole('list', { name: 'Modules' });
    expect(within(tiles).getByRole('button', { name: /reports/ })).toHaveTextContent('1 permission');
    await user.click(await screen.findByRole('button', { name: 'Actions for schools_view' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View details', 'Edit']);
  });

  it('groups the page under module headings when Group by Module is on', async () => {
    renderPage(
      {
        [GROUPED]: ok({
          permissions: [reportsView, schoolsView],
          pagination: pagination(2),
          groups: [
            { module: 'reports', permissions: [reportsView] },
            { module: 'schools', permissions: [schoolsView] },
          ],
        }),
      },
      '/superadmin/permissions?group=1',
    );
    expect(await screen.findByRole('heading', { name: 'reports' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'schools' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Group by Module' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a bulk create with only blank rows, without a call', async () => {
    const { user, fetchMock } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bulk Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Create Permissions' });
    expect(within(dialog).getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create permissions' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please add at least one permission');
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/bulk'))).toBe(false);
  });

  it('sends only the rows with a name, and shows a row error where the server puts it', async () => {
    const { user, fetchMock } = renderPage({
      [BULK]: {
        status: 422,
        body: {
          success: false,
          message: 'The name has already been taken.',
          errors: { 'permissions.1.name': ['The name has already been taken.'] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Bulk Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Create Permissions' });
    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add row' }));
    await user.type(within(dialog).getByLabelText('Name 1'), 'reports_export');
    await user.type(within(dialog).getByLabelText('Name 3'), 'reports_view');
    await user.click(within(dialog).getByRole('button', { name: 'Create permissions' }));
    await toastShows('The name has already been taken.');
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/bulk'))!;
    expect(JSON.parse(init!.body as string)).toEqual({
      permissions: [
        { name: 'reports_export', display_name: null, description: null },
        { name: 'reports_view', display_name: null, description: null },
      ],
    });
    // The second row sent is the third on screen.
    expect(within(dialog).getByLabelText('Name 3')).toHaveAccessibleDescription(
      'The name has already been taken.',
    );
    expect(within(dialog).getByLabelText('Name 1')).not.toHaveAccessibleDescription();
  });

  it("shows the server's 409 when a permission held by roles is deleted", async () => {
    const { user } = renderPage({
      'DELETE /api/superadmin/permissions/90': {
        status: 409,
        body: { success: false, message: 'Cannot delete permission assigned to roles' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for reports_view' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Permission' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShows('Cannot delete permission assigned to roles');
  });
});
