import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PLATFORM_PERMISSIONS, RESERVED_PERMISSIONS, SCHOOL_PERMISSIONS } from '../src/lib/permissions';
import {
  SUPERADMIN,
  apiToken,
  signInAsSchoolAdmin,
  signInAsSuperadmin,
  signInByPage,
  unique,
} from './support/accounts';
import {
  allowForPages,
  apiCreate,
  expectToast,
  rowAction,
  rowOf,
  searchFor,
  sidebarLink,
  uniqueCode,
} from './support/console';

/*
 * Issue 23, part 12: the web shows a user exactly the screens and actions their permissions
 * allow, as the server decides every call; every role of a user shows; giving the superadmin role
 * asks first; a teacher made from the Users screen belongs to a school.
 */

const PASSWORD = 'Delegate#2026';
const DEMO_SCHOOL = 'Greenfield Public School';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A custom role holding exactly `permissions`, made through the API as the superadmin. */
async function customRole(request: APIRequestContext, token: string, permissions: readonly string[]) {
  const { permissions: all } = await apiGet<{ permissions: { id: number; name: string }[] }>(
    request,
    token,
    '/superadmin/permissions/options',
  );
  const name = `e2e_${uniqueCode('R').toLowerCase().replace(/-/g, '_')}`;
  await apiCreate(request, token, '/superadmin/roles', {
    name,
    display_name: `Role ${name.slice(-6)}`,
    permission_ids: permissions.map((p) => all.find((candidate) => candidate.name === p)!.id),
  });
  return name;
}

/** A user with one role, made through the API as the superadmin. */
async function userWithRole(request: APIRequestContext, token: string, role: string, prefix: string) {
  const tag = uniqueCode('U').toLowerCase();
  const account = {
    name: unique(prefix),
    email: `${prefix.toLowerCase()}.${tag}@example.com`,
    password: PASSWORD,
  };
  const user = await apiCreate<{ id: number }>(request, token, '/superadmin/users', {
    ...account,
    password_confirmation: PASSWORD,
    role,
  });
  return { ...account, id: user.id };
}

async function demoSchoolId(request: APIRequestContext, token: string) {
  const { schools } = await apiGet<{ schools: { id: number; name: string }[] }>(
    request,
    token,
    `/superadmin/schools?search=${encodeURIComponent(DEMO_SCHOOL)}`,
  );
  return schools.find((school) => school.name === DEMO_SCHOOL)!.id;
}

const signOut = (page: Page) => page.evaluate(() => window.localStorage.clear());

test.describe('Delegation', () => {
  test('every permission the web asks about is one the server knows, and those it keeps from roles are reserved', async ({
    request,
  }) => {
    const token = await apiToken(request, SUPERADMIN);
    const me = await apiGet<{ permissions: string[] }>(request, token, '/me');
    expect(me.permissions).toEqual(expect.arrayContaining([...PLATFORM_PERMISSIONS, ...SCHOOL_PERMISSIONS]));

    const { permissions: all } = await apiGet<{ permissions: { id: number; name: string }[] }>(
      request,
      token,
      '/superadmin/permissions/options',
    );
    for (const name of RESERVED_PERMISSIONS) {
      const refused = await request.post('/api/superadmin/roles', {
        data: {
          name: `e2e_reserved_${uniqueCode('R').toLowerCase().replace(/-/g, '_')}`,
          permission_ids: [all.find((p) => p.name === name)!.id],
        },
        headers: bearer(token),
      });
      expect(refused.status(), await refused.text()).toBe(422);
    }
  });

  test('a user whose role holds users and roles permissions gets only those screens and actions', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, SUPERADMIN);
    const helpdesk = await userWithRole(
      request,
      token,
      await customRole(request, token, ['users_view', 'users_update', 'roles_view']),
      'Helpdesk',
    );
    // Someone the delegate may act on: their role holds nothing the delegate lacks.
    const viewer = await userWithRole(
      request,
      token,
      await customRole(request, token, ['users_view']),
      'Viewer',
    );

    await signInByPage(page, helpdesk, /\/superadmin\/users$/);
    const nav = page.getByRole('navigation', { name: 'Super Admin navigation' });
    await expect(nav.getByRole('link')).toHaveText(['Users', 'Roles']);
    await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);

    await searchFor(page, 'Search users', viewer.name);
    await page.getByRole('button', { name: `Actions for ${viewer.name}` }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['View details', 'Edit']);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Full name')).toBeVisible();
    await expect(edit.getByLabel(/password/i)).toHaveCount(0);
    await expect(edit.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
    const renamed = `${viewer.name} Renamed`;
    await edit.getByLabel('Full name').fill(renamed);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'User updated successfully!');
    await searchFor(page, 'Search users', renamed);
    await expect(rowOf(page, new RegExp(renamed))).toBeVisible();

    // The roles screen: reading only.
    await sidebarLink(page, 'Roles').click();
    await expect(page.getByRole('heading', { name: 'Roles Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Role' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Actions for Super Administrator' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['View details']);
    await page.keyboard.press('Escape');

    // A screen the delegate may not see leads to one they may.
    await page.goto('/superadmin/schools');
    await expect(page).toHaveURL(/\/superadmin\/users$/);
    await page.goto('/school-admin/dashboard');
    await expect(page).toHaveURL(/\/superadmin\/users$/);
  });

  test('giving the superadmin role asks first, the audit log shows the grant, and the teacher lands on the superadmin console shown with both roles', async ({
    page,
    request,
  }) => {
    // Four screens and two sign-ins: beside the unit suites it once took over a minute.
    test.setTimeout(allowForPages(4));
    const token = await apiToken(request, SUPERADMIN);
    const tag = uniqueCode('T').toLowerCase();
    const teacher = {
      name: unique('Teacher Owner'),
      email: `teacher.owner.${tag}@example.com`,
      password: PASSWORD,
    };
    const created = await apiCreate<{ id: number }>(request, token, '/superadmin/users', {
      ...teacher,
      password_confirmation: PASSWORD,
      role: 'teacher',
      school_id: await demoSchoolId(request, token),
      gender: 'female',
      employee_code: tag.toUpperCase(),
    });

    await signInAsSuperadmin(page);
    await page.goto('/superadmin/users');
    await searchFor(page, 'Search users', teacher.name);
    const row = rowOf(page, new RegExp(teacher.name));
    await expect(row).toContainText(DEMO_SCHOOL);
    await rowAction(page, teacher.name, 'Assign roles');
    const roles = page.getByRole('dialog', { name: 'Assign Roles' });
    await roles.getByRole('checkbox', { name: 'Super Administrator' }).check();
    await roles.getByRole('button', { name: 'Save roles' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Give the Super Administrator role?' });
    await expect(confirm).toContainText('every permission on the platform');
    await expect(confirm).toContainText('power over the other superadmins');
    await confirm.getByRole('button', { name: 'Give the role' }).click();
    await expectToast(page, 'Roles assigned successfully!');
    await expect(row.getByRole('list', { name: 'Roles' }).getByRole('listitem')).toHaveText([
      'Teacher',
      'Super Administrator',
    ]);

    await page.goto('/superadmin/audit-logs?event=superadmin_role_granted');
    await searchFor(page, 'Search audit logs', teacher.email);
    const entry = rowOf(page, /Superadmin role granted/);
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`Super Administrator role given to ${teacher.name}`);

    await signOut(page);
    await signInByPage(page, teacher, /\/superadmin\/dashboard$/);
    // The dashboard at rest first: a menu opened while the page still draws may be closed again.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: `${teacher.name}, user menu` }).click();
    await expect(
      page.getByRole('menu').getByRole('list', { name: 'Roles' }).getByRole('listitem'),
    ).toHaveText(['Teacher', 'Super Administrator']);

    // The platform keeps one superadmin less than it had: the role is taken back.
    const teacherRole = (
      await apiGet<{ roles: { id: number; name: string }[] }>(request, token, '/superadmin/roles/options')
    ).roles.find((role) => role.name === 'teacher')!;
    const revoked = await request.post(`/api/superadmin/users/${created.id}/assign-roles`, {
      data: { role_ids: [teacherRole.id] },
      headers: bearer(token),
    });
    expect(revoked.status(), await revoked.text()).toBe(200);
  });

  test("a teacher made on the Users screen with a school is in that school's Teachers list", async ({
    page,
  }) => {
    const name = unique('Made Teacher');
    const code = uniqueCode('MT');
    await signInAsSuperadmin(page);
    await page.goto('/superadmin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const form = page.getByRole('dialog', { name: 'Add New User' });
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill(`${code.toLowerCase()}@example.com`);
    await form.getByLabel('Role').selectOption('teacher');
    await form.getByRole('searchbox', { name: 'School' }).fill('Greenfield');
    await form.getByRole('radio', { name: new RegExp(DEMO_SCHOOL) }).check();
    await expect(form.getByText(`School: ${DEMO_SCHOOL}`)).toBeVisible();
    await form.getByLabel('Gender').selectOption('male');
    await form.getByLabel('Employee code').fill(code);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create user' }).click();
    await expectToast(page, 'User created successfully!');
    await searchFor(page, 'Search users', name);
    await expect(rowOf(page, new RegExp(name))).toContainText(DEMO_SCHOOL);

    await signOut(page);
    await signInAsSchoolAdmin(page);
    await sidebarLink(page, 'Teachers').click();
    await searchFor(page, 'Search teachers', name);
    await expect(rowOf(page, new RegExp(name))).toContainText(code);
  });
});
