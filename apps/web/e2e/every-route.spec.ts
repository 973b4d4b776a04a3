import axe from 'axe-core';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, unique } from './support/accounts';
import { allowForPages, apiCreate, countShellDraws, newSuperadmin, uniqueCode } from './support/console';
import { LANGUAGES, LOCALE_OF, setOwnLanguage, signInStored, type Language } from './support/languages';
import {
  arrivedHeading,
  openRoute,
  PARENT_ROUTES,
  PUBLIC_ROUTES,
  SCHOOL_ADMIN_ROUTES,
  STUDENT_ROUTES,
  SUPERADMIN_ROUTES,
  TEACHER_ROUTES,
} from './support/routes';
import { makeClassTeacher, newSchoolAdmin } from './support/school';

/*
 * Every route of the router, in each of the four languages, is read by axe-core with no serious
 * or critical violation, as it opens with rows to show; the page says which language it is in
 * (`<html lang>`). The routes come from the modules the router is built from.
 *
 * Then every dialog the page opens: each visible control that says it opens one
 * (aria-haspopup="dialog", see lib/use-dialog-state.ts and RowActionsMenu) and each such item of
 * each visible menu, the first row standing for a list's rows, and the shell's (header, user menu)
 * once a walk. Each dialog is read by axe on its own, keeps the page's language, closes on Escape
 * and gives focus back to what opened it. A dialog is read in one of the four languages, each in
 * turn (`inTurn`): its markup is the same in all four, and reading every one in each language
 * was a sixth of the browser suite. Nothing is submitted: the suite shares one server.
 */
const PASSWORD = 'Languages#2026';

/**
 * axe-core's violations in the page (or in `only`): axe is put in each document once and run
 * there (our pages have no frames); the walk reads some 300 pages and dialogs, and a run through
 * AxeBuilder, which injects axe each time and finishes in a blank page, costs twice as much.
 */
async function expectAccessible(page: Page, what: string, only?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const serious = await page.evaluate(async (only) => {
    const context = only ? { include: [only] } : { exclude: ['[data-sonner-toaster]'] };
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(context, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, only ?? null);
  expect(serious.map((violation) => `${what}: ${violation}`)).toEqual([]);
}

async function settled(page: Page, lng: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(arrivedHeading(page).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Whether the `n`th dialog of a walk's `routeNumber`th page is read in this language: counted
 * within each page (its openers are the same in every language), and started one language further
 * on each page, so that pages with one dialog are not all read in English.
 */
const inTurn = (lng: Language, routeNumber: number, n: number) =>
  (routeNumber + n) % LANGUAGES.length === LANGUAGES.indexOf(lng);

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const OPENER = '[aria-haspopup="dialog"], [aria-haspopup="menu"]';

interface Opener {
  kind: 'dialog' | 'menu';
  name: string;
  /** Outside <main>: the shell's, the same on every page of a walk. */
  shell: boolean;
}

/**
 * Marks the page's openers (data-walk="0", "1"... in document order) and says what each is:
 * visible and enabled ones outside any menu or dialog; in a list (table rows, list items) only
 * those of the first row that has any, as every row has the same.
 */
function markOpeners(page: Page): Promise<Opener[]> {
  return page.evaluate((selector) => {
    for (const el of document.querySelectorAll('[data-walk]')) el.removeAttribute('data-walk');
    const found: Opener[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility() || el.matches(':disabled, [aria-disabled="true"]')) continue;
      if (el.closest('[role="menu"], [role="dialog"], [role="alertdialog"]')) continue;
      const row = el.closest('tbody > tr, li');
      let before = row?.previousElementSibling;
      while (before && !before.querySelector(selector)) before = before.previousElementSibling;
      if (before) continue;
      el.setAttribute('data-walk', String(found.length));
      found.push({
        kind: el.getAttribute('aria-haspopup') === 'menu' ? 'menu' : 'dialog',
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
        shell: !el.closest('main'),
      });
    }
    return found;
  }, OPENER);
}

/** Opens a dialog (`open`), reads it, closes it with Escape; focus goes back to `opener`. */
async function readDialog(
  page: Page,
  open: () => Promise<void>,
  opener: Locator,
  what: string,
  lng: Language,
) {
  await open();
  const dialog = page.locator(DIALOG);
  await expect(dialog, what).toHaveCount(1);
  await expect(dialog, what).toBeVisible();
  // What it loads (a record, the options of a form) has come, and it is at rest: a button enabled
  // as it came is not read halfway through its change of colour.
  await expect(dialog.locator('[aria-busy="true"], [role="status"]:has(.animate-spin)')).toHaveCount(0);
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await expectAccessible(page, what, DIALOG);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await page.keyboard.press('Escape');
  await expect(dialog, what).toHaveCount(0);
  await expect(opener, `${what}: focus back`).toBeFocused();
}

/**
 * Every dialog the page opens (see the top of the file) that is this language's to read
 * (`inTurn`); `seen` holds the shell's already met.
 */
async function everyDialog(page: Page, route: string, routeNumber: number, lng: Language, seen: Set<string>) {
  const openers = await markOpeners(page);
  let n = 0;
  const mine = () => inTurn(lng, routeNumber, n++);
  for (const [index, { kind, name, shell }] of openers.entries()) {
    if (shell && seen.has(name)) continue;
    if (shell) seen.add(name);
    if (kind === 'dialog' && !mine()) continue;
    // Marked again each time: the page may have drawn its rows again since.
    await markOpeners(page);
    const opener = page.locator(`[data-walk="${index}"]`);
    const what = `${route}: ${name}`;
    if (kind === 'dialog') {
      await readDialog(page, () => opener.click(), opener, what, lng);
      continue;
    }
    await opener.click();
    await expect(page.getByRole('menu'), what).toBeVisible();
    const items = page.getByRole('menu').locator('[role="menuitem"][aria-haspopup="dialog"]');
    const labels = await items.allTextContents();
    // Radix listens for Escape from an effect that runs after the menu is painted: on a busy
    // machine a key pressed as soon as the menu shows can come first. Pressed again until the
    // menu closes; a menu Escape never closes still fails here.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0, { timeout: 1_000 });
    }, `${what}: Escape closes the menu`).toPass();
    for (const [i, label] of labels.entries()) {
      if (!mine()) continue;
      const open = async () => {
        // The menu is closed before its button is pressed (a press toggles it) and open after:
        // a menu that did not open fails here, named, instead of waiting out the test for an item.
        await expect(page.getByRole('menu'), `${what}: menu closed`).toHaveCount(0);
        await opener.click();
        await expect(page.getByRole('menu'), `${what}: menu open`).toBeVisible();
        await items.nth(i).click();
      };
      await readDialog(page, open, opener, `${what} > ${label}`, lng);
    }
  }
}

async function everyRoute(page: Page, routes: readonly string[], lng: Language) {
  const seen = new Set<string>();
  const shellsDrawn = await countShellDraws(page);
  for (const [routeNumber, route] of routes.entries()) {
    await openRoute(page, route, routeNumber === 0);
    await settled(page, lng);
    await expectAccessible(page, route);
    await everyDialog(page, route, routeNumber, lng, seen);
  }
  // A console's pages and dialogs, its own and its shell's, are drawn in the one shell.
  const inConsole = !routes.some((route) => PUBLIC_ROUTES.includes(route));
  expect(await shellsDrawn(), 'times the console was drawn in the walk').toBe(inConsole ? 1 : 0);
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
  const section = await make<{ id: number }>('/sections', { class_id: grade.id, name: 'A', capacity: 30 });
  await make('/subjects', { name: 'Mathematics', code: uniqueCode('M') });
  await make('/notices', { title: 'Sports day', body: 'On Friday.', publish_date: '2026-11-20' });
  const tag = uniqueCode('P').toLowerCase();
  const teacher = { email: `meera.${tag}@example.com`, password: PASSWORD };
  const made = await make<{ id: number }>('/teachers', {
    name: 'Meera Iyer',
    ...teacher,
    password_confirmation: PASSWORD,
    employee_code: tag.toUpperCase(),
    gender: 'female',
  });
  // The teacher's console shows their section with its pupil and the pupil's parent.
  await makeClassTeacher(request, token, made.id, grade.id, section.id);
  const parent = { email: `kavya.${tag}@example.com`, password: PASSWORD };
  const kavya = await make<{ id: number }>('/parents', {
    name: 'Kavya Nair',
    ...parent,
    phone: '+91 98765 43210',
  });
  // The pupil signs in too: her own console is walked.
  const student = { email: `anaya.${tag}@example.com`, password: PASSWORD };
  await make('/students', {
    name: 'Anaya Nair',
    ...student,
    admission_no: tag.toUpperCase(),
    roll_no: '1',
    dob: '2019-05-10',
    gender: 'female',
    admission_date: '2026-04-02',
    academic_year_id: year.id,
    class_id: grade.id,
    section_id: section.id,
    parent_ids: [kavya.id],
  });
  return { admin, school, teacher, parent, student };
}

/**
 * A superadmin of the walk's own, and an inquiry on the list, so that the dialog reading one is
 * read too (the contact form's limit may have been reached by other tests, which leaves theirs).
 */
async function walkingSuperadmin(request: APIRequestContext) {
  const contact = await request.post('/api/contact', {
    data: {
      name: unique('Walk Visitor'),
      email: 'walk@example.com',
      subject: 'General Inquiry',
      message: 'A message for the route walk to read.',
    },
  });
  expect([201, 429]).toContain(contact.status());
  return newSuperadmin(request);
}

// The school administrator's pages, each with its dialogs, are two walks, each in a school of its
// own: a failure names the half it is in.
const HALF = Math.ceil(SCHOOL_ADMIN_ROUTES.length / 2);
const SCHOOL_ADMIN_WALKS = [SCHOOL_ADMIN_ROUTES.slice(0, HALF), SCHOOL_ADMIN_ROUTES.slice(HALF)];

for (const lng of LANGUAGES) {
  test.describe(`in ${lng}`, () => {
    // A visitor whose browser asks for this language first.
    test.use({ locale: LOCALE_OF[lng] });

    test(`every public page and sign-in page is accessible (${lng})`, async ({ page }) => {
      test.setTimeout(allowForPages(PUBLIC_ROUTES.length));
      await everyRoute(page, PUBLIC_ROUTES, lng);
    });

    test(`every superadmin page is accessible (${lng})`, async ({ page, request }) => {
      test.setTimeout(allowForPages(SUPERADMIN_ROUTES.length));
      const owner = await walkingSuperadmin(request);
      const token = await signInStored(page, request, owner);
      await setOwnLanguage(request, token, lng);
      await everyRoute(page, SUPERADMIN_ROUTES, lng);
    });

    for (const [part, routes] of SCHOOL_ADMIN_WALKS.entries()) {
      test(`school administrator pages, part ${part + 1} of ${SCHOOL_ADMIN_WALKS.length}, are accessible (${lng})`, async ({
        page,
        request,
      }) => {
        test.setTimeout(allowForPages(routes.length));
        const { admin } = await schoolWithRows(request);
        const token = await signInStored(page, request, admin);
        await setOwnLanguage(request, token, lng);
        await everyRoute(page, routes, lng);
      });
    }

    test(`every page of the teacher's, a parent's and a student's consoles is accessible (${lng})`, async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(allowForPages(TEACHER_ROUTES.length + PARENT_ROUTES.length + STUDENT_ROUTES.length));
      const { teacher, parent, student } = await schoolWithRows(request);
      await setOwnLanguage(request, await signInStored(page, request, teacher), lng);
      await everyRoute(page, TEACHER_ROUTES, lng);

      // The console of the pupil's parent, in another browser.
      const other = await (await browser.newContext({ locale: LOCALE_OF[lng] })).newPage();
      await setOwnLanguage(request, await signInStored(other, request, parent), lng);
      await everyRoute(other, PARENT_ROUTES, lng);
      await other.context().close();

      // The pupil's own console, in a third.
      const own = await (await browser.newContext({ locale: LOCALE_OF[lng] })).newPage();
      await setOwnLanguage(request, await signInStored(own, request, student), lng);
      await everyRoute(own, STUDENT_ROUTES, lng);
      await own.context().close();
    });
  });
}
