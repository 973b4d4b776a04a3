import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../src/lib/session-storage';
import { signInAsSuperadmin, signInByPage } from './support/accounts';
import { newSuperadmin, sidebarLink, userMenuItem } from './support/console';

/*
 * A session the server ends (here revoked from elsewhere, as a password change or a suspension
 * would, or ended from Profile in another browser) lands on sign-in with a word of why; signing
 * out oneself does not.
 */
const ENDED = 'Your session has ended. Please sign in again.';

/**
 * The page's next call to the server is refused and lands on sign-in. That call is the click on
 * Users, or one the console makes by itself first (a query of the dashboard that starts after
 * "networkidle", which is only half a second of quiet, as it did on a busy CI machine): that one
 * takes the sidebar away before the click, which would then wait out the test's time.
 */
async function nextCallLandsOnSignIn(page: Page) {
  await Promise.race([
    sidebarLink(page, 'Users')
      .click()
      .catch(() => undefined),
    page.waitForURL(/\/login$/),
  ]);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();
}

test('a session ended by the server lands on sign-in saying so', async ({ page, request }) => {
  await signInAsSuperadmin(page);
  // Most of the dashboard's own calls are answered first, so the click is usually what finds out.
  await page.waitForLoadState('networkidle');
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  expect(token).toBeTruthy();
  const revoked = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  await nextCallLandsOnSignIn(page);
});

test('a page opened afterwards in the same tab lands on sign-in, saying so', async ({ page, request }) => {
  await signInAsSuperadmin(page);
  await page.waitForLoadState('networkidle');
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const revoked = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  await nextCallLandsOnSignIn(page);

  // A new page at a console's address, the stored session gone: what a reload meets when a call
  // of the console's own was refused just before it, on its way to sign-in (a busy CI machine).
  await page.goto('/superadmin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();
});

test('signing out oneself says nothing of an ended session', async ({ page }) => {
  await signInAsSuperadmin(page);
  await userMenuItem(page, 'Logout');
  await page
    .getByRole('alertdialog', { name: 'Confirm Logout' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).not.toHaveURL(/\/superadmin/);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByText(ENDED)).toHaveCount(0);
});

test('a session ended from Profile in another browser lands on sign-in saying so', async ({
  page,
  browser,
  request,
}) => {
  const account = await newSuperadmin(request);
  // The other browser: Firefox on Linux, as its user agent says.
  const other = await (
    await browser.newContext({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    })
  ).newPage();
  await signInByPage(other, account, /\/superadmin\/dashboard$/);
  await other.waitForLoadState('networkidle');

  await signInByPage(page, account, /\/superadmin\/dashboard$/);
  await userMenuItem(page, 'Profile', account.name);
  const profile = page.getByRole('dialog', { name: 'My Profile' });
  const sessions = profile.getByRole('region', { name: 'Sessions' });
  await sessions.getByRole('button', { name: 'Show sessions' }).click();
  const list = sessions.getByRole('list', { name: 'Sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'This session' })).toHaveAttribute(
    'aria-label',
    /^Chrome \d+ on /,
  );
  await list.getByRole('button', { name: 'End the session on Firefox 133 on Linux' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'End session' });
  await confirm.getByRole('button', { name: 'End' }).click();
  await expect(page.getByText('Session ended.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The other browser's next request is refused: it lands on sign-in, told why.
  await nextCallLandsOnSignIn(other);
  // This one is still signed in.
  await page.keyboard.press('Escape');
  await sidebarLink(page, 'Users').click();
  await expect(page).toHaveURL(/\/superadmin\/users$/);
  await other.context().close();
});
