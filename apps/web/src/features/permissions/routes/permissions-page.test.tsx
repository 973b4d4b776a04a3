import type { Permission, SessionUser } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import frenchBuiltins from '../../../../../../packages/contract/src/locales/builtins/fr.json';
import frenchLabels from '../../../../../../packages/contract/src/locales/labels/fr.json';
import frenchValidation from '../../../../../../packages/contract/src/locales/validation/fr.json';
import { i18next } from '@/i18n/i18n';
import frenchCommon from '@/i18n/locales/common/fr.json';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { menuItems, renderRoutes, toasts } from '@/test/render';
import frenchPermissions from '../locales/fr.json';
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

function renderPage(
  replies: Record<string, ApiReply> = {},
  path = '/superadmin/permissions',
  signedIn: SessionUser = sessionUser(),
) {
  signIn('7|secret', signedIn);
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
          message: 'Name has already been taken.',
          errors: { 'permissions.1.name': ['Name has already been taken.'] },
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
    await toastShows('Name has already been taken.');
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/bulk'))!;
    expect(JSON.parse(init!.body as string)).toEqual({
      permissions: [
        { name: 'reports_export', display_name: null, description: null },
        { name: 'reports_view', display_name: null, description: null },
      ],
    });
    // The second row sent is the third on screen.
    expect(within(dialog).getByLabelText('Name 3')).toHaveAccessibleDescription(
      'Name has already been taken.',
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

describe('PermissionsPage for a delegate', () => {
  const ROLES = 'GET /api/superadmin/roles?per_page=100';
  const roleRow = (id: number, name: string, display_name: string) => ({
    id,
    name,
    display_name,
    description: null,
    is_core: false,
    has_all_permissions: false,
    users_count: 0,
    permissions_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  });
  const roles = ok({
    roles: [roleRow(7, 'helpdesk', 'Help Desk'), roleRow(8, 'auditor', 'Auditor')],
    pagination: pagination(2, 1, 100),
  });
  const editAs = async (user: ReturnType<typeof renderPage>['user'], name: string) => {
    await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    return screen.findByRole('dialog', { name: 'Edit Permission' });
  };

  it('offers a user with permissions_view alone nothing beyond viewing', async () => {
    const { user } = renderPage({}, '/superadmin/permissions', delegateUser(['permissions_view']));
    await screen.findByRole('button', { name: 'Actions for reports_view' });
    for (const button of ['Add Permission', 'Bulk Create', 'Export']) {
      expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Group by Module' })).toBeInTheDocument();
    expect(await menuItems(user, 'Actions for reports_view')).toEqual(['View details']);
  });

  it('edits a permission without its roles part for a user who may not assign it, and sends no roles', async () => {
    const { user, fetchMock } = renderPage(
      {
        'GET /api/superadmin/permissions/90?include_roles=true': ok({
          ...reportsView,
          role_ids: [8],
          roles: [],
        }),
        'PUT /api/superadmin/permissions/90': ok(reportsView, 'Permission updated successfully!'),
      },
      '/superadmin/permissions',
      delegateUser(['permissions_view', 'permissions_update', 'roles_view']),
    );
    const dialog = await editAs(user, 'reports_view');
    expect(within(dialog).queryByText('Roles holding it')).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Save changes' }));
    await toastShows('Permission updated successfully!');
    const [, init] = fetchMock.mock.calls.find(
      ([url, init]) => url.endsWith('/90') && init?.method === 'PUT',
    )!;
    expect(JSON.parse(init!.body as string)).toEqual({
      name: 'reports_view',
      display_name: null,
      description: null,
    });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/superadmin/roles?per_page=100')).toBe(false);
  });

  it("fixes the delegate's own roles, and every role of a permission the delegate does not hold", async () => {
    const { user } = renderPage(
      {
        [ROLES]: roles,
        'GET /api/superadmin/permissions/90?include_roles=true': ok({
          ...reportsView,
          role_ids: [8],
          roles: [],
        }),
        'GET /api/superadmin/permissions/2?include_roles=true': ok({
          ...schoolsView,
          role_ids: [],
          roles: [],
        }),
      },
      '/superadmin/permissions',
      delegateUser(['permissions_view', 'permissions_update', 'roles_view', 'roles_assign_permissions'], {
        permissions: [
          'permissions_update',
          'permissions_view',
          'reports_view',
          'roles_assign_permissions',
          'roles_view',
        ],
      }),
    );
    let dialog = await editAs(user, 'reports_view');
    expect(await within(dialog).findByRole('checkbox', { name: /Help Desk/ })).toBeDisabled();
    expect(
      within(dialog).getByText('You hold this role: someone else sets its permissions.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Auditor' })).toBeEnabled();
    await user.keyboard('{Escape}');

    dialog = await editAs(user, 'schools_view');
    expect(await within(dialog).findByRole('checkbox', { name: 'Auditor' })).toBeDisabled();
    expect(
      within(dialog).getByText('You do not hold this permission, so you cannot change which roles hold it.'),
    ).toBeInTheDocument();
  });
});

describe('PermissionsPage: reserved permissions', () => {
  it("fixes the roles of a permission reserved to the superadmin role, a superadmin's edit included", async () => {
    const mail = permission(40, 'settings_mail_update', { is_system: true });
    const { user } = renderPage({
      [LIST]: ok({ permissions: [mail], pagination: pagination(1) }),
      'GET /api/superadmin/permissions/40?include_roles=true': ok({ ...mail, role_ids: [], roles: [] }),
      'GET /api/superadmin/roles?per_page=100': ok({
        roles: [
          {
            id: 8,
            name: 'auditor',
            display_name: 'Auditor',
            description: null,
            is_core: false,
            has_all_permissions: false,
            users_count: 0,
            permissions_count: 0,
            created_at: '2026-11-20T10:00:00.000Z',
            updated_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        pagination: pagination(1, 1, 100),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for settings_mail_update' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Auditor' })).toBeDisabled();
    expect(
      within(dialog).getByText('Only the superadmin role can hold this permission.'),
    ).toBeInTheDocument();
  });
});

describe('PermissionsPage in French', () => {
  beforeAll(() => {
    i18next.addResourceBundle('fr', 'common', frenchCommon);
    i18next.addResourceBundle('fr', 'permissions', frenchPermissions);
    i18next.addResourceBundle('fr', 'builtins', frenchBuiltins);
    i18next.addResourceBundle('fr', 'labels', frenchLabels);
    i18next.addResourceBundle('fr', 'validation', frenchValidation);
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('shows a built-in permission in French while unedited, and an edited or custom one as stored', async () => {
    await i18next.changeLanguage('fr');
    const seeded = permission(2, 'schools_view', {
      display_name: 'View schools',
      description: 'List schools and open their details and figures.',
      is_system: true,
    });
    const edited = permission(3, 'schools_create', { display_name: 'Open schools', is_system: true });
    const custom = permission(90, 'reports_view', {
      display_name: 'View reports',
      description: 'Read reports.',
    });
    renderPage({ [LIST]: ok({ permissions: [seeded, edited, custom], pagination: pagination(3) }) });
    expect(await screen.findByText('Voir les écoles')).toBeInTheDocument();
    expect(screen.getByText('Lister les écoles et ouvrir leurs détails et chiffres.')).toBeInTheDocument();
    expect(screen.getByText('Open schools')).toBeInTheDocument();
    expect(screen.getByText('View reports')).toBeInTheDocument();
    expect(screen.getByText('Read reports.')).toBeInTheDocument();
  });
});
