import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, SUPERADMIN, unique } from './support/accounts';
import { apiCreate, uniqueCode } from './support/console';
import { LANGUAGES, LOCALE_OF, setOwnLanguage, signInStored, type Language } from './support/languages';
import { PORTAL_ROUTE, PUBLIC_ROUTES, SCHOOL_ADMIN_ROUTES, SUPERADMIN_ROUTES } from './support/routes';
import { newSchoolAdmin } from './support/school';

/*
 * Every route of the router, in each of the four languages, is read by axe-core with no serious
 * or critical violation: the page as it opens, then each dialog and menu its buttons open (each
 * button of the page's main region, and the row menu of its first row). The page says which
 * language it is in (`<html lang>`). The routes come from the modules the router is built from.
 */
const PASSWORD = 'Languages#2026';

async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function settled(page: Page, lng: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const openDialog = (page: Page) => page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
const openMenu = (page: Page) => page.locator('[role="menu"]:visible');

/** Escape closes what is open (dialog, then menu), as a keyboard user would. */
async function closeAll(page: Page) {
  for (let i = 0; i < 3 && (await openDialog(page).count()) + (await openMenu(page).count()) > 0; i++) {
    await page.keyboard.press('Escape');
  }
  await expect(openDialog(page)).toHaveCount(0);
}

/**
 * Presses `button`; a dialog it opens is read by axe, a menu has each of its items pressed the
 * same way. Buttons that save or leave the page are not in the main region's list (submit
 * buttons, switches and toggles are skipped).
 */
async function readWhatOpens(page: Page, button: Locator, what: string, depth = 0): Promise<void> {
  const path = new URL(page.url()).pathname;
  await button.click();
  if (new URL(page.url()).pathname !== path) {
    await page.goBack();
    return;
  }
  if ((await openDialog(page).count()) > 0) {
    await expectAccessible(page, `${what} (dialog)`);
    await closeAll(page);
    return;
  }
  if (depth === 0 && (await openMenu(page).count()) > 0) {
    const items = await openMenu(page).getByRole('menuitem').count();
    await closeAll(page);
    for (let i = 0; i < items; i++) {
      await button.click();
      await readWhatOpens(page, openMenu(page).getByRole('menuitem').nth(i), `${what} > item ${i + 1}`, 1);
      await closeAll(page);
    }
  }
}

const CANDIDATES =
  'main button:visible:not([type="submit"]):not([role="switch"]):not([aria-pressed]):not([disabled])';

async function everyRoute(page: Page, routes: readonly string[], lng: Language) {
  for (const route of routes) {
    await page.goto(route);
    await settled(page, lng);
    await expectAccessible(page, route);
    // Buttons of the page, then the first row's menu (its other rows have the same dialogs).
    const buttons = page.locator(CANDIDATES);
    const count = await buttons.count();
    for (let i = 0; i < count; i++) {
      const button = buttons.nth(i);
      if (!(await button.isVisible())) continue;
      // Pagination and sort buttons open nothing; the row menus past the first are the same.
      const inRow = await button.evaluate((el) => el.closest('tbody tr, [role="row"]') !== null);
      const firstRow = await button.evaluate((el) => {
        const row = el.closest('tbody tr, [role="row"]');
        return row === null || row === row.parentElement?.querySelector('tr, [role="row"]');
      });
      if (inRow && !firstRow) continue;
      await readWhatOpens(page, button, `${route} button ${i + 1}`);
      await settled(page, lng);
    }
  }
}

/** A school with one of each thing its screens list, run by a new administrator. */
async function schoolWithRows(request: APIRequestContext) {
  const { admin, school } = await newSchoolAdmin(request);
  const token = await apiToken(request, admin);
  const make = <T>(url: string, data: object) => apiCreate<T>(request, token, `/school${url}`, data);
  const year = await make<{ id: number }>('/academic-years', {
    name: '2026-27',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    is_current: true,
  });
  const grade = await make<{ id: number }>('/classes', { name: 'Grade 1', grade_level: 1 });
  await make('/sections', { class_id: grade.id, name: 'A', capacity: 30 });
  await make('/subjects', { name: 'Mathematics', code: uniqueCode('M') });
  const tag = uniqueCode('P').toLowerCase();
  const teacher = { email: `meera.${tag}@example.com`, password: PASSWORD };
  await make('/teachers', { name: 'Meera Iyer', ...teacher, password_confirmation: PASSWORD });
  await make('/parents', { name: 'Kavya Nair', email: `kavya.${tag}@example.com`, password: PASSWORD });
  await make('/students', {
    name: 'Anaya Nair',
    email: null,
    password: null,
    admission_no: tag.toUpperCase(),
    roll_no: '1',
    dob: '2019-05-10',
    gender: 'female',
    admission_date: '2026-04-02',
    academic_year_id: year.id,
    class_id: grade.id,
  });
  return { admin, school, teacher };
}

/** A superadmin of its own, so that its language is nobody else's. */
async function newSuperadmin(request: APIRequestContext) {
  const token = await apiToken(request, SUPERADMIN);
  const tag = uniqueCode('SA').toLowerCase();
  const account = { name: unique('Owner'), email: `owner.${tag}@example.com`, password: PASSWORD };
  await apiCreate(request, token, '/superadmin/users', {
    ...account,
    password_confirmation: PASSWORD,
    role: 'superadmin',
    status: 'active',
  });
  return account;
}

for (const lng of LANGUAGES) {
  test.describe(`in ${lng}`, () => {
    // A visitor whose browser asks for this language first.
    test.use({ locale: LOCALE_OF[lng] });

    test(`every public page and sign-in page is accessible (${lng})`, async ({ page }) => {
      await everyRoute(page, PUBLIC_ROUTES, lng);
    });

    test(`every superadmin page and its dialogs are accessible (${lng})`, async ({ page, request }) => {
      test.slow();
      const owner = await newSuperadmin(request);
      const token = await signInStored(page, request, owner);
      await setOwnLanguage(request, token, lng);
      await everyRoute(page, SUPERADMIN_ROUTES, lng);
    });

    test(`every school administrator page and its dialogs are accessible (${lng})`, async ({
      page,
      request,
    }) => {
      test.slow();
      const { admin, teacher } = await schoolWithRows(request);
      const token = await signInStored(page, request, admin);
      await setOwnLanguage(request, token, lng);
      await everyRoute(page, SCHOOL_ADMIN_ROUTES, lng);

      // The portal page, where the school's teacher lands, in another browser.
      const other = await page.context().browser()!.newPage();
      await setOwnLanguage(request, await signInStored(other, request, teacher), lng);
      await everyRoute(other, [PORTAL_ROUTE], lng);
      await other.close();
    });
  });
}
