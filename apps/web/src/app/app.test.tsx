import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { NO_CONSOLE } from '@/lib/console-areas';
import {
  delegateUser,
  memberUser,
  parentUser,
  schoolAdminUser,
  sessionUser,
  studentUser,
} from '@/test/fixtures';
import { parentHome, portalHome } from '@/test/portal-fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { ok, pagination } from '@/test/console-fixtures';
import { startSession } from './app';
import { routes } from './routes';

function renderApp(path: string) {
  return renderRoutes(routes, path, startSession);
}

const schoolAdmin = schoolAdminUser();

describe('the app', () => {
  it('sends a stored session that the server refuses to the sign-in page', async () => {
    signIn('7|expired', sessionUser());
    mockApi({
      'GET /api/me': { status: 401, body: { success: false, message: 'Unauthenticated.' } },
    });

    renderApp('/superadmin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(localStorage.getItem('schoolwise_token')).toBeNull();
  });

  it('confirms a stored session and opens the console with the fresh user', async () => {
    signIn('7|secret', sessionUser({ name: 'Old Name' }));
    mockApi({ 'GET /api/me': { status: 200, body: { success: true, data: schoolAdmin } } });

    renderApp('/school-admin');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Greenfield Public School')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ravi Kumar, user menu' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'School Admin navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Academic Years',
      'Parents',
      'Students',
      'Attendance',
      'Teachers',
      'Classes',
      'Sections',
      'Subjects',
      'School Profile',
      'Settings',
    ]);
  });

  it('shows the superadmin console pages by title and signs out through the user menu', async () => {
    signIn('7|secret', sessionUser());
    mockApi({
      'GET /api/me': { status: 200, body: { success: true, data: sessionUser() } },
      'POST /api/logout': { status: 200, body: { success: true, message: 'Logged out' } },
    });
    const { user } = renderApp('/superadmin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Schools' }));
    expect(await screen.findByRole('heading', { name: 'Schools Management' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /user menu/i }));
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { name: 'Run your whole school from one place', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('collapses the sidebar and opens the notifications panel', async () => {
    signIn('7|secret', sessionUser());
    mockApi({ 'GET /api/me': { status: 200, body: { success: true, data: sessionUser() } } });
    const { user } = renderApp('/superadmin/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard Overview' });

    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    const expanded = toggle.getAttribute('aria-expanded');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('You have no notifications.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('You have no notifications.')).not.toBeInTheDocument();
  });

  it('sends unknown paths to the home page', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Run your whole school from one place', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/contact-us?subject=general-inquiry',
    );
  });

  it('opens the sign-in modal from the public navigation', async () => {
    const { user } = renderApp('/features');
    await screen.findByRole('heading', { name: 'Features' });

    await user.click(screen.getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('dialog', { name: 'Login to Your Account' });
    expect(within(dialog).getByLabelText(/email/i)).toHaveAttribute('autocomplete', 'username');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs in through the modal and lands in the console', async () => {
    mockApi({
      'POST /api/login': {
        status: 200,
        body: { success: true, data: { token: '7|secret', user: schoolAdmin } },
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login to Your Account' });

    await user.type(within(dialog).getByLabelText(/email/i), 'ravi@greenfield.example');
    await user.type(within(dialog).getByLabelText(/password/i), 'secret-password{Enter}');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts().getByText('Login successful!')).toBeInTheDocument();
  });

  it('offers the Dashboard of a signed-in console user instead of Login', async () => {
    signIn('7|secret', schoolAdmin);
    mockApi({ 'GET /api/me': { status: 200, body: { success: true, data: schoolAdmin } } });
    renderApp('/about-us');

    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/school-admin/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens and closes the mobile menu by keyboard', async () => {
    const { user } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Main menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getAllByRole('link')).toHaveLength(5);

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it("shows a delegate's sidebar with only the pages their permissions allow", async () => {
    const helpdesk = delegateUser(['users_view', 'users_update', 'roles_view']);
    signIn('7|secret', helpdesk);
    mockApi({
      'GET /api/me': ok(helpdesk),
      'GET /api/superadmin/users/summary': ok({ total: 0, active: 0, inactive: 0, suspended: 0 }),
      'GET /api/superadmin/users?page=1&per_page=15': ok({ users: [], pagination: pagination(0) }),
    });
    const { user } = renderApp('/superadmin');

    expect(await screen.findByRole('heading', { name: 'Users Management' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Super Admin navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users', 'Roles']);

    // The menu names every role and offers no Settings the user may not open.
    await user.click(screen.getByRole('button', { name: 'Dev Patel, user menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('list', { name: 'Roles' })).toHaveTextContent('Help Desk');
    expect(within(menu).queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('shows every role of a teacher who is also a superadmin in the user menu, in the superadmin console', async () => {
    const both = memberUser('teacher', {
      name: 'Tara Menon',
      roles: [
        { id: 3, name: 'teacher', display_name: 'Teacher' },
        { id: 1, name: 'superadmin', display_name: 'Super Administrator' },
      ],
    });
    signIn('7|secret', both);
    mockApi({ 'GET /api/me': ok(both) });
    const { user } = renderApp('/superadmin/settings');

    expect(await screen.findByRole('heading', { name: 'System Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tara Menon, user menu' }));
    const roles = within(await screen.findByRole('menu')).getByRole('list', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Teacher', 'Super Administrator']);
  });

  it('reloads the session user after a 403, and the screens follow the permissions taken away', async () => {
    const before = delegateUser(['users_view', 'roles_view']);
    const after = delegateUser(['roles_view']);
    signIn('7|secret', before);
    const fetchMock = mockApi({
      // Confirming the stored session finds it as it was; the reload after the 403 does not.
      'GET /api/me': [ok(before), ok(after)],
      'GET /api/superadmin/users/summary': {
        status: 403,
        body: { success: false, message: "Access denied. You don't have permission." },
      },
      'GET /api/superadmin/users?page=1&per_page=15': {
        status: 403,
        body: { success: false, message: "Access denied. You don't have permission." },
      },
      'GET /api/superadmin/roles/summary': ok({ total: 0, core: 0, custom: 0, permissions: 0 }),
      'GET /api/superadmin/roles?page=1&per_page=15': ok({ roles: [], pagination: pagination(0) }),
    });
    renderApp('/superadmin/users');

    expect(await screen.findByRole('heading', { name: 'Roles Management' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Super Admin navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Roles']);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/me')).toHaveLength(2);
  });

  it("offers a delegate's Dashboard at the first page they may see", async () => {
    const helpdesk = delegateUser(['roles_view']);
    signIn('7|secret', helpdesk);
    mockApi({ 'GET /api/me': ok(helpdesk) });
    renderApp('/about-us');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/superadmin/roles',
    );
  });

  it("offers a parent's Dashboard at their own console", async () => {
    const parent = parentUser();
    signIn('7|secret', parent);
    mockApi({ 'GET /api/me': ok(parent) });
    renderApp('/about-us');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/parent/dashboard',
    );
  });

  it("opens a student's console at its Home", async () => {
    const student = studentUser();
    signIn('7|secret', student);
    mockApi({
      'GET /api/me': ok(student),
      'GET /api/student/home': ok(portalHome()),
      'GET /api/student/teachers': ok({ teachers: [] }),
    });
    renderApp('/student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Student navigation' })).toBeInTheDocument();
  });

  it("opens a parent's Profile from their console's user menu, with the switch for absence e-mails", async () => {
    const parent = parentUser();
    signIn('7|secret', parent);
    mockApi({
      'GET /api/me': ok(parent),
      'GET /api/parent/home': ok(parentHome()),
      'GET /api/parent/children/11/teachers': ok({ teachers: [] }),
    });
    const { user } = renderApp('/parent/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sunita Shah, user menu' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Profile' });
    expect(await within(dialog).findByRole('checkbox', { name: /absence e-mails/i })).toBeChecked();
  });

  it('tells an account without a console so on the page it lands on, and sends anyone with one on', async () => {
    const teacher = memberUser('teacher');
    signIn('7|secret', teacher);
    mockApi({ 'GET /api/me': ok(teacher) });
    renderApp('/no-console');
    expect(await screen.findByRole('heading', { level: 1, name: NO_CONSOLE })).toBeInTheDocument();
    expect(screen.getByText(/signed in as Asha Verma \(asha@example.com\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('says an account without a console has none, and offers Logout', async () => {
    const nobody = delegateUser([]);
    signIn('7|secret', nobody);
    mockApi({ 'GET /api/me': ok(nobody) });
    renderApp('/about-us');
    const dashboard = await screen.findByRole('button', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('aria-disabled', 'true');
    expect(dashboard).toHaveAccessibleDescription(NO_CONSOLE);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('closes Profile when the session ends in another tab, and shows no dialog until Login is asked for', async () => {
    const nobody = delegateUser([]);
    signIn('7|secret', nobody);
    mockApi({
      'GET /api/me': ok(nobody),
      // Profile's two-factor card reads its status as it opens.
      'GET /api/me/two-factor': ok({
        enabled: false,
        enabled_at: null,
        recovery_codes_left: 0,
        required: false,
      }),
    });
    const { user } = renderApp('/about-us');
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('dialog', { name: 'My Profile' })).toBeInTheDocument();

    act(() => signOut());
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(login);
    expect(await screen.findByRole('dialog', { name: 'Login to Your Account' })).toBeInTheDocument();
  });
});
