import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, SUPERADMIN, unique } from './support/accounts';
import { apiCreate, uniqueCode } from './support/console';
import { LANGUAGES, LOCALE_OF, setOwnLanguage, signInStored, type Language } from './support/languages';
import { PORTAL_ROUTE, PUBLIC_ROUTES, SCHOOL_ADMIN_ROUTES, SUPERADMIN_ROUTES } from './support/routes';
import { newSchoolAdmin } from './support/school';

/*
 * Every route of the router, in each of the four languages, is read by axe-core with no serious
 * or critical violation, as it opens with rows to show; the page says which language it is in
 * (`<html lang>`). The routes come from the modules the router is built from. (Dialogs are read
 * in English by the feature specs; reading each one in every language is still to come.)
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

async function everyRoute(page: Page, routes: readonly string[], lng: Language) {
  for (const route of routes) {
    await page.goto(route);
    await settled(page, lng);
    await expectAccessible(page, route);
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
  await make('/teachers', {
    name: 'Meera Iyer',
    ...teacher,
    password_confirmation: PASSWORD,
    employee_code: tag.toUpperCase(),
    gender: 'female',
  });
  await make('/parents', {
    name: 'Kavya Nair',
    email: `kavya.${tag}@example.com`,
    password: PASSWORD,
    phone: '+91 98765 43210',
  });
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

    test(`every superadmin page is accessible (${lng})`, async ({ page, request }) => {
      test.slow();
      const owner = await newSuperadmin(request);
      const token = await signInStored(page, request, owner);
      await setOwnLanguage(request, token, lng);
      await everyRoute(page, SUPERADMIN_ROUTES, lng);
    });

    test(`every school administrator page and the portal page are accessible (${lng})`, async ({
      page,
      request,
    }) => {
      test.slow();
      const { admin, teacher } = await schoolWithRows(request);
      const token = await signInStored(page, request, admin);
      await setOwnLanguage(request, token, lng);
      await everyRoute(page, SCHOOL_ADMIN_ROUTES, lng);

      // The portal page, where the school's teacher lands, in another browser.
      const other = await (await page.context().browser()!.newContext({ locale: LOCALE_OF[lng] })).newPage();
      await setOwnLanguage(request, await signInStored(other, request, teacher), lng);
      await everyRoute(other, [PORTAL_ROUTE], lng);
      await other.context().close();
    });
  });
}
