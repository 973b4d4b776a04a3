import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signInByPage, SUPERADMIN } from './support/accounts';
import { apiCreate, userMenuItem } from './support/console';
import { LOCALE_OF, say, setOwnLanguage, signInStored, type Language } from './support/languages';
import { newSchoolAdmin } from './support/school';

/*
 * The language a person reads: the platform's default for a new visitor, a user's own choice
 * following them to another browser, the server's messages and e-mails in that language, dates
 * and money the way that language writes them.
 */
const PLATFORM = {
  platform_name: 'Schoolwise',
  platform_description: 'A multi-school management platform.',
  default_timezone: 'Asia/Kolkata',
  default_currency: 'INR',
  maintenance_mode: false,
};

async function setPlatformLanguage(request: APIRequestContext, default_language: Language) {
  const token = await apiToken(request, SUPERADMIN);
  const res = await request.put('/api/superadmin/settings/platform', {
    data: { ...PLATFORM, default_language },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The newest e-mail to `address`, from the server's outbox (no SMTP server in these runs). */
function lastMailTo(address: string): { subject: string; body: string } {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'e2e.db'), { readonly: true });
  try {
    return db
      .prepare('SELECT subject, body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
      .get(address.toLowerCase()) as { subject: string; body: string };
  } finally {
    db.close();
  }
}

const dateIn = (lng: Language, day: string) =>
  new Intl.DateTimeFormat(LOCALE_OF[lng], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

test.describe('a visitor whose browser asks for a language we do not offer', () => {
  test.use({ locale: 'de-DE' });
  test.afterEach(async ({ request }) => setPlatformLanguage(request, 'en'));

  test('reads the platform default the superadmin set, and keeps a language chosen for the visit', async ({
    page,
    request,
  }) => {
    await setPlatformLanguage(request, 'hi');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const title = say('public-site', 'Run your whole school from one place', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The public header's switcher: French for the rest of the visit, a reload included.
    await page.getByRole('combobox', { name: say('common', 'Language', 'hi') }).selectOption('fr');
    const french = say('public-site', 'Run your whole school from one place', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: french })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: french })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('a school administrator who chose French', () => {
  test.use({ locale: 'en-GB' });

  test('reads the console in French from another browser, with French dates, and the server in French', async ({
    page,
    request,
    browser,
  }) => {
    const { admin } = await newSchoolAdmin(request);
    const token = await apiToken(request, admin);
    await apiCreate(request, token, '/school/notices', {
      title: 'Sports day',
      body: 'Wear your house colours.',
      publish_date: '2026-11-27',
    });

    // In Profile, in the first browser.
    await signInByPage(page, admin, /\/school-admin\/dashboard$/);
    await userMenuItem(page, 'Profile', admin.name);
    const profile = page.getByRole('dialog', { name: 'My Profile' });
    const language = profile.getByRole('form', { name: 'Language' });
    await language.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await language.getByRole('button', { name: 'Save language' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // Another browser, signing in on the English sign-in page: the console is in French.
    const other = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await signInByPage(other, admin, /\/school-admin\/dashboard$/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(other.getByText(dateIn('fr', '2026-11-27')).first()).toBeVisible();
    await expect(other.getByText('Sports day').first()).toBeVisible();

    // The server's 422 for an e-mail already used, in French, under the field.
    await other
      .getByRole('button', { name: new RegExp(admin.name) })
      .first()
      .click();
    await other.getByRole('menuitem').nth(0).click();
    const dialog = other.getByRole('dialog');
    await dialog.locator('input[type="email"]').fill(SUPERADMIN.email);
    await dialog.locator('input[type="password"]').first().fill(admin.password);
    await dialog.locator('button[type="submit"]').first().click();
    const taken = say('validation', '{{label}} has already been taken.', 'fr', {
      label: say('labels', 'Email', 'fr'),
    });
    await expect(dialog.getByText(taken)).toBeVisible();
    await other.context().close();
  });

  test('a superadmin who reads French sees money as France writes it', async ({ page, request }) => {
    const token = await signInStored(page, request, SUPERADMIN);
    await setOwnLanguage(request, token, 'fr');
    try {
      await page.goto('/superadmin/dashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const zero = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'INR' }).format(0);
      await expect(page.getByText(zero).first()).toBeVisible();
    } finally {
      await setOwnLanguage(request, token, null);
    }
  });
});

test.describe('a Spanish user who forgot their password', () => {
  test.use({ locale: 'en-GB' });

  test('is sent the reset e-mail in Spanish, whatever language the page was in', async ({
    page,
    request,
  }) => {
    const { admin } = await newSchoolAdmin(request);
    await setOwnLanguage(request, await apiToken(request, admin), 'es');

    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email or student ID').fill(admin.email);
    await form.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => lastMailTo(admin.email)?.subject ?? '').toMatch(/contraseña/i);
    const mail = lastMailTo(admin.email);
    expect(mail.body).toMatch(/contraseña/i);
    expect(mail.body).not.toMatch(/reset your/i);
  });
});

test.describe('by keyboard alone', () => {
  test.use({ locale: 'en-GB' });

  /** Moves through a menu with the arrow keys until the focused item says `name`. */
  async function arrowTo(page: Page, name: string) {
    for (let step = 0; step < 12; step++) {
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return;
      await page.keyboard.press('ArrowDown');
    }
    throw new Error(`No menu item "${name}" was reached with the arrow keys`);
  }

  test('a visitor picks a language in the header, and a school administrator in the user menu', async ({
    page,
    request,
  }) => {
    // The header's switcher, reached with Tab from the page's start.
    await page.goto('/');
    const switcher = page.getByRole('combobox', { name: 'Language' });
    for (let step = 0; step < 30 && !(await switcher.evaluate((el) => el === document.activeElement)); step++)
      await page.keyboard.press('Tab');
    await expect(switcher).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: say('public-site', 'Run your whole school from one place', 'fr'),
      }),
    ).toBeVisible();

    // The console's user menu: opened with Enter, the language chosen with the arrows and Enter.
    const { admin } = await newSchoolAdmin(request);
    const staff = await (await page.context().browser()!.newContext({ locale: 'en-GB' })).newPage();
    await signInStored(staff, request, admin);
    await staff.goto('/school-admin/dashboard');
    // The dashboard at rest first: a menu opened while the page still draws may be drawn again,
    // closed, before the arrows reach it.
    await expect(staff.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(staff.locator('[aria-busy="true"]')).toHaveCount(0);
    const menu = staff.getByRole('button', { name: `${admin.name}, user menu` });
    // Opened again should something still drawing close it before the arrows reach the language
    // (seen once beside the unit suites); a menu the keyboard cannot open or walk still fails.
    await expect(async () => {
      if ((await staff.getByRole('menu').count()) === 0) {
        await menu.focus();
        await staff.keyboard.press('Enter');
        await expect(staff.getByRole('menu')).toBeVisible({ timeout: 2_000 });
        await expect(staff.getByRole('menuitem').first()).toBeFocused({ timeout: 2_000 });
      }
      await arrowTo(staff, 'Español');
    }).toPass();
    await staff.keyboard.press('Enter');
    await expect(staff.locator('html')).toHaveAttribute('lang', 'es');
    await expect(staff.getByRole('menu')).toHaveCount(0);
    // Saved with the account: a reload keeps it.
    await staff.reload();
    await expect(staff.locator('html')).toHaveAttribute('lang', 'es');
    await staff.context().close();
  });
});
