import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '../src/lib/session-storage';
import { signInAsSuperadmin } from './support/accounts';
import { sidebarLink } from './support/console';

/*
 * A session the server ends (here revoked from elsewhere, as a password change or a suspension
 * would) lands on sign-in with a word of why; signing out oneself does not.
 */
const ENDED = 'Your session has ended. Please sign in again.';

test('a session ended by the server lands on sign-in saying so', async ({ page, request }) => {
  await signInAsSuperadmin(page);
  // The dashboard's own calls must be answered first: one still in flight after the revoke would
  // end the session before the click below, and the click would find no sidebar.
  await page.waitForLoadState('networkidle');
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  expect(token).toBeTruthy();
  const revoked = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  await sidebarLink(page, 'Users').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();
});

test('signing out oneself says nothing of an ended session', async ({ page }) => {
  await signInAsSuperadmin(page);
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm Logout' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).not.toHaveURL(/\/superadmin/);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByText(ENDED)).toHaveCount(0);
});
