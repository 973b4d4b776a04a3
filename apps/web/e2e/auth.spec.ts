import { expect, test, type Page } from '@playwright/test';
import {
  SCHOOL_ADMIN,
  SUPERADMIN,
  signInAsSchoolAdmin,
  signInAsSuperadmin,
  signInByPage,
} from './support/accounts';
import { countShellDraws, sidebarLink, userMenuItem } from './support/console';

async function signInByModal(page: Page, account: { email: string; password: string }) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to Your Account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  // Enter submits (spec 01 section 2.3).
  await dialog.getByLabel('Password').press('Enter');
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    prefixed: localStorage.getItem('schoolwise_token'),
    generic: localStorage.getItem('auth_token'),
    role: localStorage.getItem('user_role'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null,
  }));

test.describe('signing in', () => {
  test('a superadmin signs in from the Login dialog and lands on the dashboard', async ({ page }) => {
    await signInByModal(page, SUPERADMIN);
    await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
    const session = await storedSession(page);
    expect(session.prefixed).toMatch(/^\d+\|/);
    expect(session.generic).toBe(session.prefixed);
    expect(session.role).toBe('superadmin');
    expect(session.user?.email).toBe(SUPERADMIN.email);
  });

  test('a school admin signs in from the Login dialog and lands on the school dashboard', async ({
    page,
  }) => {
    await signInByModal(page, SCHOOL_ADMIN);
    await expect(page).toHaveURL(/\/school-admin\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'School Admin navigation' })).toBeVisible();
    await expect(page.getByText('Greenfield Public School').first()).toBeVisible();
  });

  test('both admins sign in on the /login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await signInAsSuperadmin(page);
    await page.evaluate(() => localStorage.clear());
    await signInAsSchoolAdmin(page);
  });

  test('a signed-in user who opens /login is sent to their dashboard', async ({ page }) => {
    await signInAsSchoolAdmin(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/school-admin\/dashboard$/);
  });

  test('a wrong password shows the error in the form and as a toast', async ({ page }) => {
    // The only failed sign-in of the whole run: failures are limited per IP.
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(SUPERADMIN.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByText('Invalid credentials')).toBeVisible();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid credentials' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the console shell', () => {
  test('logout asks first, then signs out and returns to /', async ({ page }) => {
    await signInAsSuperadmin(page);
    await userMenuItem(page, 'Logout', SUPERADMIN.name);
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await expect(confirm).toContainText(
      'Are you sure you want to logout? You will need to login again to access your account.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/superadmin\/dashboard$/);

    await userMenuItem(page, 'Logout', SUPERADMIN.name);
    await page
      .getByRole('alertdialog', { name: 'Confirm Logout' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect((await storedSession(page)).prefixed).toBeNull();
  });

  test('the shell is drawn once: signing in, opening pages and the profile do not draw it again', async ({
    page,
  }) => {
    const shellsDrawn = await countShellDraws(page);

    await signInAsSchoolAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await shellsDrawn()).toBe(1);

    await sidebarLink(page, 'Students').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible();
    await userMenuItem(page, 'Profile', SCHOOL_ADMIN.name);
    await expect(page.getByRole('dialog', { name: 'My Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await userMenuItem(page, 'Logout', SCHOOL_ADMIN.name);
    await expect(page.getByRole('alertdialog', { name: 'Confirm Logout' })).toBeVisible();
    expect(await shellsDrawn()).toBe(1);
  });

  test('a revoked token sends the browser to /login', async ({ page, request }) => {
    await signInAsSuperadmin(page);
    const { prefixed } = await storedSession(page);
    const revoked = await request.post('/api/logout', { headers: { authorization: `Bearer ${prefixed}` } });
    expect(revoked.status()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect((await storedSession(page)).prefixed).toBeNull();
  });

  test('a school admin who opens /superadmin/schools lands on the school dashboard', async ({ page }) => {
    await signInAsSchoolAdmin(page);
    await page.goto('/superadmin/schools');
    await expect(page).toHaveURL(/\/school-admin\/dashboard$/);
  });

  test('a visitor who opens a console page is sent to /', async ({ page }) => {
    await page.goto('/superadmin/users');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the sidebar collapses and the profile modal saves a phone number', async ({ page }) => {
    await signInByPage(page, SCHOOL_ADMIN, /\/school-admin\/dashboard$/);
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userMenuItem(page, 'Profile', SCHOOL_ADMIN.name);
    const profile = page.getByRole('dialog', { name: 'My Profile' });
    const details = profile.getByRole('form', { name: 'Personal details' });
    const phone = `+91 90000 ${String(Date.now()).slice(-5)}`;
    await details.getByLabel(/Phone/).fill(phone);
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await page.reload();
    const user = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? '{}') as { phone: string },
    );
    expect(user.phone).toBe(phone);
  });
});
