import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PARENT_AREA,
  SCHOOL_ADMIN_AREA,
  STUDENT_AREA,
  SUPERADMIN_AREA,
  type ConsoleArea,
} from '@/lib/console-areas';
import { setSessionChecking, signIn, signOut, updateSessionUser } from '@/lib/session';
import { delegateUser, parentUser, schoolAdminUser, sessionUser, studentUser } from '@/test/fixtures';
import { page, renderRoutes } from '@/test/render';
import { RequireConsole } from './require-console';

/** Each console with a stand-in for every one of its pages, headed "<area>: <page>". */
const areaRoute = (area: ConsoleArea) => ({
  path: area.basePath,
  element: <RequireConsole area={area} />,
  children: [
    { index: true, element: null },
    ...area.pages.map((p) => ({ path: p.path, element: page(`${area.name}: ${p.label}`) })),
  ],
});

const routes = [
  { path: '/', element: page('Public home') },
  { path: '/login', element: page('Sign-in page') },
  { path: '/no-console', element: page('No console page') },
  areaRoute(SUPERADMIN_AREA),
  areaRoute(SCHOOL_ADMIN_AREA),
  areaRoute(PARENT_AREA),
  areaRoute(STUDENT_AREA),
];

const heading = (name: string) => screen.findByRole('heading', { name });

describe('RequireConsole', () => {
  it('shows a spinner while the session is being confirmed, then the page', async () => {
    signIn('7|secret', sessionUser());
    setSessionChecking(true);
    renderRoutes(routes, '/superadmin/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    act(() => setSessionChecking(false));
    expect(await heading('Super Admin: Dashboard')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /', async () => {
    renderRoutes(routes, '/superadmin/dashboard');
    expect(await heading('Public home')).toBeInTheDocument();
  });

  it('sends a visitor whose session the server just refused to /login', async () => {
    signIn('7|secret', sessionUser());
    signOut({ expired: true });
    renderRoutes(routes, '/superadmin/dashboard');
    expect(await heading('Sign-in page')).toBeInTheDocument();
  });

  it.each(SUPERADMIN_AREA.pages.map((p) => [p.path, p.label]))(
    'lets a superadmin open every page: %s',
    async (path, label) => {
      signIn('7|secret', sessionUser());
      renderRoutes(routes, `/superadmin/${path}`);
      expect(await heading(`Super Admin: ${label}`)).toBeInTheDocument();
    },
  );

  it("opens a superadmin's console at its dashboard", async () => {
    signIn('7|secret', sessionUser());
    renderRoutes(routes, '/superadmin');
    expect(await heading('Super Admin: Dashboard')).toBeInTheDocument();
  });

  it('sends a school admin to their own dashboard', async () => {
    signIn('7|secret', schoolAdminUser());
    renderRoutes(routes, '/superadmin/dashboard');
    expect(await heading('School Admin: Dashboard')).toBeInTheDocument();
  });

  it('sends a teacher whose role lost its permissions to the page saying they have no console', async () => {
    signIn(
      '7|secret',
      sessionUser({
        role: 'teacher',
        roles: [{ id: 3, name: 'teacher', display_name: 'Teacher' }],
        permissions: [],
      }),
    );
    renderRoutes(routes, '/superadmin/dashboard');
    expect(await heading('No console page')).toBeInTheDocument();
  });

  it('sends an account whose permissions open no console to the page that says so', async () => {
    signIn('7|secret', delegateUser([]));
    renderRoutes(routes, '/school-admin/dashboard');
    expect(await heading('No console page')).toBeInTheDocument();
  });

  it('lets a delegate reach only the pages their permissions allow, the others leading to the first', async () => {
    signIn('7|secret', delegateUser(['users_view', 'users_update', 'roles_view']));
    const { router } = renderRoutes(routes, '/superadmin/schools');
    expect(await heading('Super Admin: Users')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/superadmin/users');

    await act(() => router.navigate('/superadmin/roles'));
    expect(await heading('Super Admin: Roles')).toBeInTheDocument();
    await act(() => router.navigate('/superadmin'));
    expect(await heading('Super Admin: Users')).toBeInTheDocument();
    for (const path of ['dashboard', 'permissions', 'audit-logs', 'statistics', 'inquiries', 'settings']) {
      await act(() => router.navigate(`/superadmin/${path}`));
      expect(router.state.location.pathname).toBe('/superadmin/users');
    }
  });

  it('moves a delegate on from a page whose permission was taken away meanwhile', async () => {
    signIn('7|secret', delegateUser(['users_view', 'roles_view']));
    renderRoutes(routes, '/superadmin/users');
    expect(await heading('Super Admin: Users')).toBeInTheDocument();

    act(() => updateSessionUser(delegateUser(['roles_view'])));
    expect(await heading('Super Admin: Roles')).toBeInTheDocument();
  });

  it('keeps the school console for someone who runs a school, whatever their permissions', async () => {
    signIn('7|secret', delegateUser(['students_view', 'classes_view']));
    renderRoutes(routes, '/school-admin/students');
    expect(await heading('No console page')).toBeInTheDocument();
  });

  it('opens the school console at the first school page a school delegate may see', async () => {
    signIn('7|secret', schoolAdminUser({ permissions: ['students_view', 'classes_view'] }));
    renderRoutes(routes, '/school-admin');
    expect(await heading('School Admin: Students')).toBeInTheDocument();
  });

  it('sends a parent to their console, and keeps them out of the student console', async () => {
    signIn('7|secret', parentUser());
    const { router } = renderRoutes(routes, '/parent');
    expect(await heading('Parent: Home')).toBeInTheDocument();
    await act(() => router.navigate('/student/dashboard'));
    expect(await heading('Parent: Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parent/dashboard');
    await act(() => router.navigate('/superadmin/dashboard'));
    expect(router.state.location.pathname).toBe('/parent/dashboard');
  });

  it('sends a student to their console, and keeps them out of the parent console', async () => {
    signIn('7|secret', studentUser());
    const { router } = renderRoutes(routes, '/parent/attendance');
    expect(await heading('Student: Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/dashboard');
    await act(() => router.navigate('/student/notices'));
    expect(await heading('Student: Notices')).toBeInTheDocument();
  });

  it('opens no parent console to a superadmin, who holds every permission but is nobody’s parent', async () => {
    signIn('7|secret', sessionUser());
    renderRoutes(routes, '/parent/dashboard');
    expect(await heading('Super Admin: Dashboard')).toBeInTheDocument();
  });
});
