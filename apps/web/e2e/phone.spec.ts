import { expect, test, type Page } from '@playwright/test';
import { SCHOOL_ADMIN_AREA, SUPERADMIN_AREA, type ConsoleArea } from '../src/app/console/areas';
import { PUBLIC_LINKS } from '../src/app/public/public-links';
import { apiCreate, uniqueCode } from './support/console';
import { apiToken, signInAsSchoolAdmin, signInAsSuperadmin, SUPERADMIN } from './support/accounts';

/*
 * A phone, 375 x 812: no page scrolls sideways, the console's sidebar is a drawer, dialogs put
 * the focus where the user works. The console pages come from the areas the router is built
 * from, so a screen added later is checked without editing this file.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** How far the page is wider than the screen, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectFits(page: Page, what: string) {
  expect(await overflow(page), `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** A word too long for any column: names and e-mails like it must wrap, not widen the page. */
const LONG = `Lo${'ng'.repeat(29)}`;

test('no public page is wider than a phone', async ({ page }) => {
  for (const path of [...PUBLIC_LINKS.map((link) => link.to), '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectFits(page, path);
  }
});

async function everyConsolePageFits(page: Page, area: ConsoleArea) {
  for (const screen of area.pages) {
    await page.goto(`${area.basePath}/${screen.path}`);
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    // Lists settle once their rows are in.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectFits(page, `${area.basePath}/${screen.path}`);
  }
}

test('no superadmin console page is wider than a phone, long names and e-mails included', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, SUPERADMIN);
  await apiCreate(request, token, '/superadmin/schools', {
    name: `${LONG} School`,
    code: uniqueCode('LONG'),
    board: 'CBSE',
    email: `${LONG.toLowerCase()}@${LONG.toLowerCase()}.example.com`,
  });
  await apiCreate(request, token, '/superadmin/users', {
    name: `${LONG} ${LONG}`,
    email: `${LONG.toLowerCase()}.${Date.now()}@example.com`,
    password: 'Longname#2026',
    password_confirmation: 'Longname#2026',
    role: 'teacher',
  });
  await signInAsSuperadmin(page);
  await everyConsolePageFits(page, SUPERADMIN_AREA);
});

test('no school admin console page is wider than a phone', async ({ page }) => {
  await signInAsSchoolAdmin(page);
  await everyConsolePageFits(page, SCHOOL_ADMIN_AREA);
});

test('the sidebar is a drawer: closed at first, closed by a page, Escape or a tap outside', async ({
  page,
}) => {
  await signInAsSuperadmin(page);
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  const drawer = page.getByRole('complementary', { name: 'Super Admin menu' });
  await expect(drawer).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The user menu is on screen and works.
  const userMenu = page.getByRole('button', { name: /user menu/ });
  await expect(userMenu).toBeInViewport();
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');

  await toggle.click();
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await drawer.getByRole('link', { name: 'Schools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schools Management' })).toBeVisible();
  await expect(drawer).toBeHidden();
  await expectFits(page, 'the schools page after the drawer closed');

  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(drawer).toBeVisible();
  // A tap on the page beside the drawer.
  await page.mouse.click(360, 400);
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('a dialog puts the focus on its first field and gives it back to what opened it', async ({
  page,
  request,
}) => {
  await signInAsSuperadmin(page);
  await page.goto('/superadmin/schools');
  const add = page.getByRole('button', { name: 'Add School' });
  await add.click();
  const form = page.getByRole('dialog', { name: /school/i });
  await expect(form.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();

  // A confirmation has no field: its first action takes the focus, and the row's menu button
  // gets it back.
  const school = `Focus ${uniqueCode('F')}`;
  const token = await apiToken(request, SUPERADMIN);
  await apiCreate(request, token, '/superadmin/schools', {
    name: school,
    code: uniqueCode('FC'),
    board: 'CBSE',
  });
  await page.reload();
  const actions = page.getByRole('button', { name: `Actions for ${school}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  const focused = confirm.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toHaveRole('button');
  await expect(focused).not.toHaveAccessibleName('Close');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(actions).toBeFocused();
});
