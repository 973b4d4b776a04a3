import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  PARENT_AREA,
  SCHOOL_ADMIN_AREA,
  STUDENT_AREA,
  SUPERADMIN_AREA,
  TEACHER_AREA,
  type ConsoleArea,
} from '../src/lib/console-areas';
import { AUTH_PAGES } from '../src/app/public/auth-pages';
import { PUBLIC_LINKS } from '../src/app/public/public-links';
import { allowForPages, apiCreate, newSuperadmin, rowAction, uniqueCode } from './support/console';
import { apiToken, signInAsSuperadmin, signInByPage, SUPERADMIN } from './support/accounts';
import { LANGUAGES, LOCALE_OF, setOwnLanguage, signInStored, type Language } from './support/languages';
import { arrivedHeading, openRoute } from './support/routes';
import { schoolOpenToday, type Pupil } from './support/school';

/*
 * A phone, 375 x 812: no page scrolls sideways, in any of the four languages (a longer French or
 * Spanish label must wrap, not widen the page), the console's sidebar is a drawer, dialogs put
 * the focus where the user works. The pages come from the modules the router is built from
 * (console areas, public links, sign-in pages), so a page added later is checked without
 * editing this file.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** How far the page is wider than the screen, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectFits(page: Page, what: string) {
  expect(await overflow(page), `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** A dialog is fixed to the screen, so it never widens the page: it would scroll inside itself. */
async function expectDialogFits(dialog: Locator, what: string) {
  const sideways = await dialog.evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(sideways, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** A word too long for any column: names and e-mails like it must wrap, not widen the page. */
const LONG = `Lo${'ng'.repeat(29)}`;
const PASSWORD = 'Longname#2026';

interface LongNames {
  school: string;
  admin: { name: string; email: string; password: string };
}

/**
 * A school and its school admin whose names and e-mails are one long word each, created through
 * the API, so that the lists, details and the school admin's own console have them to show.
 */
async function seedLongNames(request: APIRequestContext): Promise<LongNames> {
  const token = await apiToken(request, SUPERADMIN);
  const tag = uniqueCode('L').toLowerCase();
  const school = await apiCreate<{ id: number; name: string }>(request, token, '/superadmin/schools', {
    name: `${LONG} School ${tag}`,
    code: uniqueCode('LONG'),
    board: 'CBSE',
    email: `${LONG.toLowerCase()}@${LONG.toLowerCase()}.example.com`,
  });
  const admin = {
    name: `${LONG} ${tag}`,
    email: `${LONG.toLowerCase()}.${tag}@example.com`,
    password: PASSWORD,
  };
  const user = await apiCreate<{ id: number }>(request, token, '/superadmin/users', {
    ...admin,
    password_confirmation: PASSWORD,
    role: 'school_admin',
    status: 'active',
  });
  const assigned = await request.post(`/api/superadmin/schools/${school.id}/assign-admin`, {
    data: { user_id: user.id, designation: 'Principal', joining_date: '2026-04-01' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { school: school.name, admin };
}

/**
 * Opens every page of a console and checks that it fits; `mustShow` names text a page has to
 * show first (the long names), so that the widening case is really on screen when measured.
 */
async function everyConsolePageFits(
  page: Page,
  area: ConsoleArea,
  mustShow: Readonly<Record<string, string>> = {},
  lng: Language = 'en',
  { axe = false } = {},
) {
  for (const [index, screen] of area.pages.entries()) {
    const path = `${area.basePath}/${screen.path}`;
    await openRoute(page, path, index === 0);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    // The English titles are the console areas' own; the others are their translations.
    const heading = arrivedHeading(page).filter(lng === 'en' ? { hasText: screen.title } : {});
    await expect(heading.first()).toBeVisible();
    // Lists settle once their rows are in.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const text = mustShow[screen.path];
    // The visible one: a name is also in the top bar's user menu, hidden on a phone.
    if (text) await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
    await expectFits(page, path);
    if (axe) await expectAccessible(page, path);
  }
}

/** axe finds no serious or critical violation (the toasts left out: read while they fade in). */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const lng of LANGUAGES) {
  test.describe(`in ${lng}`, () => {
    // A visitor whose browser asks for this language first.
    test.use({ locale: LOCALE_OF[lng] });

    test(`no public page is wider than a phone, a long e-mail included (${lng})`, async ({ page }) => {
      test.setTimeout(allowForPages(PUBLIC_LINKS.length + AUTH_PAGES.length));
      // The reset link always carries its token and e-mail; the page shows the e-mail.
      const query: Partial<Record<string, string>> = {
        '/reset-password': `?token=phone-test&email=${LONG.toLowerCase()}%40${LONG.toLowerCase()}.example.com`,
      };
      for (const path of [...PUBLIC_LINKS.map((link) => link.to), ...AUTH_PAGES]) {
        await page.goto(`${path}${query[path] ?? ''}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectFits(page, path);
      }
    });

    // The teacher console is used on a phone first: each page fits and is read by axe, with a
    // section of pupils and parents whose names are one long word.
    test(`no teacher console page is wider than a phone, and each is accessible (${lng})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(allowForPages(TEACHER_AREA.pages.length + 1));
      const pupil = `${LONG} Nair`;
      const { teacher, sectionId } = await schoolOpenToday(request, [pupil, 'Anaya Rao']);
      await setOwnLanguage(request, await signInStored(page, request, teacher), lng);
      const mustShow = { dashboard: 'Grade 6 A', classes: 'Grade 6 A', attendance: pupil };
      await everyConsolePageFits(page, TEACHER_AREA, mustShow, lng, { axe: true });

      // My Classes with the section opened: its pupils and their parents.
      const opened = `/teacher/classes?section=${sectionId}`;
      await page.goto(opened);
      await expect(page.getByText(`Parent of ${pupil}`).first()).toBeVisible();
      await expectFits(page, opened);
      await expectAccessible(page, opened);
    });

    // Parents read their console on a phone: the parent's and the pupil's pages fit, with a pupil
    // whose name is one long word (axe reads them in every language in every-route.spec.ts).
    test(`no parent or student console page is wider than a phone (${lng})`, async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(allowForPages(PARENT_AREA.pages.length + STUDENT_AREA.pages.length));
      const pupil = `${LONG} Nair`;
      const { pupils } = await schoolOpenToday(request, [pupil]);
      const [{ parent, login }] = pupils as [Pupil];
      await setOwnLanguage(request, await signInStored(page, request, parent), lng);
      await everyConsolePageFits(
        page,
        PARENT_AREA,
        { dashboard: pupil, attendance: pupil, notices: pupil },
        lng,
      );

      const own = await (
        await browser.newContext({ locale: LOCALE_OF[lng], viewport: { width: 375, height: 812 } })
      ).newPage();
      await setOwnLanguage(request, await signInStored(own, request, login), lng);
      await everyConsolePageFits(own, STUDENT_AREA, { dashboard: pupil }, lng);
      await own.context().close();
    });

    if (lng !== 'en') {
      test(`no console page is wider than a phone, for a superadmin and a school admin with long names (${lng})`, async ({
        page,
        request,
        browser,
      }) => {
        test.setTimeout(allowForPages(SCHOOL_ADMIN_AREA.pages.length + SUPERADMIN_AREA.pages.length));
        const long = await seedLongNames(request);
        const admin = await browser.newPage({ viewport: { width: 375, height: 812 } });
        await setOwnLanguage(request, await signInStored(admin, request, long.admin), lng);
        await everyConsolePageFits(admin, SCHOOL_ADMIN_AREA, {}, lng);
        await admin.close();

        // A superadmin of the walk's own reads it in this language.
        const owner = await newSuperadmin(request);
        await setOwnLanguage(request, await signInStored(page, request, owner), lng);
        await everyConsolePageFits(
          page,
          SUPERADMIN_AREA,
          { schools: long.school, users: long.admin.email },
          lng,
        );
      });
    }
  });
}

test('no console page is wider than a phone, for a superadmin and a school admin with long names', async ({
  page,
  request,
}) => {
  test.setTimeout(allowForPages(SCHOOL_ADMIN_AREA.pages.length + SUPERADMIN_AREA.pages.length));
  const long = await seedLongNames(request);
  await signInAsSuperadmin(page);
  await everyConsolePageFits(page, SUPERADMIN_AREA, { schools: long.school, users: long.admin.email });

  // Signed out by forgetting the session, as a second person on another phone would start.
  await page.evaluate(() => window.localStorage.clear());
  await signInByPage(page, long.admin, /\/school-admin\/dashboard$/);
  // The school's long name heads the console; the user menu stays on screen beside it.
  await expect(page.getByRole('banner').getByText(long.school)).toBeVisible();
  await expect(page.getByRole('button', { name: /user menu/ })).toBeInViewport();
  await everyConsolePageFits(page, SCHOOL_ADMIN_AREA);
});

test('details dialogs wrap long names and e-mails instead of scrolling sideways', async ({
  page,
  request,
}) => {
  const long = await seedLongNames(request);
  await signInAsSuperadmin(page);

  await page.goto('/superadmin/schools');
  await rowAction(page, long.school, 'View details');
  const school = page.getByRole('dialog', { name: 'School Details' });
  await expect(school.getByText(long.admin.email)).toBeVisible();
  await expectDialogFits(school, 'the school details dialog');
  await page.keyboard.press('Escape');

  await page.goto('/superadmin/users');
  await rowAction(page, long.admin.name, 'View details');
  const user = page.getByRole('dialog', { name: 'User Details' });
  await expect(user.getByText(long.admin.email)).toBeVisible();
  await expectDialogFits(user, 'the user details dialog');
});

test('the sidebar is a drawer: closed at first, closed by a page, Escape or a tap outside', async ({
  page,
}) => {
  await signInAsSuperadmin(page);
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  const drawer = page.getByRole('complementary', { name: 'Super Admin menu' });
  await expect(toggle).toHaveAttribute('aria-controls', /.+/);
  const drawerId = await toggle.getAttribute('aria-controls');
  await expect(page.locator(`[id="${drawerId}"]`)).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The user menu is on screen and works.
  const userMenu = page.getByRole('button', { name: /user menu/ });
  await expect(userMenu).toBeInViewport();
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');

  await toggle.click();
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute('id', drawerId ?? '');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await drawer.getByRole('link', { name: 'Schools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schools Management' })).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
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
  const form = page.getByRole('dialog', { name: 'Add New School' });
  await expect(form.getByLabel('School name')).toBeFocused();
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
  await rowAction(page, school, 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(actions).toBeFocused();
});

test("the public site's login dialog starts on its first field and gives the focus back", async ({
  page,
}) => {
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Login to Your Account' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});
