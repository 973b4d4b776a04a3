import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, signInAsSuperadmin, SUPERADMIN } from './support/accounts';
import { expectToast } from './support/console';
import { setOwnLanguage } from './support/languages';

/*
 * The superadmin saves each of the four settings cards and finds every value after a reload; the
 * SMTP password is never shown again. Maintenance mode is left off (the API tests cover it), the
 * security values lock nobody out, and every group goes back to its defaults afterwards, since the
 * browser tests after this one share the server.
 */
const DEFAULTS = {
  platform: {
    platform_name: 'Schoolwise',
    platform_description: 'A multi-school management platform.',
    default_timezone: 'Asia/Kolkata',
    default_currency: 'INR',
    default_language: 'en',
    maintenance_mode: false,
  },
  notifications: {
    email_notifications: true,
    admin_notifications: true,
  },
  security: {
    password_min_length: 8,
    require_special_chars: false,
    session_timeout: 60,
    max_login_attempts: 5,
    two_factor_auth: false,
    export_rows_per_hour: 50_000,
    export_notice_rows_per_day: 100_000,
  },
  email: {
    smtp_host: null,
    smtp_port: 587,
    smtp_username: null,
    smtp_password: null,
    from_name: null,
    from_email: null,
  },
};

// Taken before the test: with two-factor sign-in turned on, signing in again as the superadmin
// (who has no second factor) would be sent to set one up. The setting ends no session.
let token: string;
test.beforeEach(async ({ request }) => {
  token = await apiToken(request, SUPERADMIN);
});

test.afterEach(async ({ request }) => {
  await setOwnLanguage(request, token, null);
  for (const [group, body] of Object.entries(DEFAULTS)) {
    const res = await request.put(`/api/superadmin/settings/${group}`, {
      data: body,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});

/** The server's release, as its package says. */
const VERSION = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../api/package.json'), 'utf8')) as {
    version: string;
  }
).version;

const card = (page: Page, name: string) => page.getByRole('region', { name });

async function save(page: Page, cardName: string, button: string, toast: string) {
  await card(page, cardName).getByRole('button', { name: button }).click();
  await expectToast(page, toast);
}

test('the superadmin saves each settings card and finds it after a reload', async ({
  page,
  request,
  browser,
}) => {
  // The superadmin's own choice keeps their console in English when the platform default changes.
  await setOwnLanguage(request, await apiToken(request, SUPERADMIN), 'en');
  await signInAsSuperadmin(page);
  await page
    .getByRole('navigation', { name: 'Super Admin navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();

  // The System Information card shows the running server, not a fixed figure.
  const info = card(page, 'System Information');
  await expect(info.getByText(`v${VERSION}`, { exact: true })).toBeVisible();
  await expect(info.getByText('Online')).toBeVisible();
  await expect(info.getByText('SQLite')).toBeVisible();

  // A limit of spec 01 is refused under the field, and nothing is saved.
  const security = card(page, 'Security Settings');
  await security.getByLabel(/^Session timeout/).fill('5');
  await security.getByRole('button', { name: 'Save Security Settings' }).click();
  await expect(
    security.getByText('Session timeout (minutes) must be a whole number from 15 to 480.'),
  ).toBeVisible();
  await page.reload();
  await expect(security.getByLabel(/^Session timeout/)).toHaveValue('60');

  const platform = card(page, 'Platform Settings');
  await platform.getByLabel(/^Platform name/).fill('Schoolwise Browser Test');
  await platform.getByLabel(/^Platform description/).fill('Saved by the browser test.');
  await platform.getByLabel('Default timezone').selectOption('Europe/London');
  await platform.getByLabel('Default currency').selectOption('GBP');
  await platform.getByLabel('Default language').selectOption('fr');
  await save(page, 'Platform Settings', 'Save Platform Settings', 'Platform settings saved successfully!');
  // The product names itself by the saved name at once: sidebar and tab title, no reload.
  await expect(page.getByRole('complementary').getByText('Schoolwise Browser Test')).toBeVisible();
  await expect(page).toHaveTitle('System Settings · Schoolwise Browser Test');

  const notifications = card(page, 'Notification Settings');
  await notifications.getByRole('checkbox', { name: /^Email notifications/ }).uncheck();
  await notifications.getByRole('checkbox', { name: /^Admin notifications/ }).uncheck();
  await save(
    page,
    'Notification Settings',
    'Save Notification Settings',
    'Notification settings saved successfully!',
  );

  // Values that lock nobody out of the browser tests that follow.
  await security.getByLabel(/^Session timeout/).fill('120');
  await security.getByLabel(/^Max login attempts/).fill('7');
  await security.getByRole('checkbox', { name: /Two-factor authentication/ }).check();
  await save(page, 'Security Settings', 'Save Security Settings', 'Security settings saved successfully!');

  // No SMTP host, so mail of the tests that follow stays in the outbox where they read it.
  const email = card(page, 'Email Settings');
  await email.getByLabel(/^SMTP port/).fill('2525');
  await email.getByLabel(/^SMTP username/).fill('mailer');
  await email.getByLabel(/^SMTP password/).fill('browser-test-secret');
  await email.getByLabel(/^From name/).fill('Schoolwise Mailer');
  await email.getByLabel(/^From email/).fill('mailer@schoolwise.example');
  await save(page, 'Email Settings', 'Save Email Settings', 'Email settings saved successfully!');

  await page.reload();
  await expect(platform.getByLabel(/^Platform name/)).toHaveValue('Schoolwise Browser Test');
  await expect(platform.getByLabel(/^Platform description/)).toHaveValue('Saved by the browser test.');
  await expect(platform.getByLabel('Default timezone')).toHaveValue('Europe/London');
  await expect(platform.getByLabel('Default currency')).toHaveValue('GBP');
  await expect(platform.getByLabel('Default language')).toHaveValue('fr');
  await expect(platform.getByRole('checkbox', { name: /Maintenance mode/ })).not.toBeChecked();
  // The default is the language of whoever has made no choice: a visitor whose browser asks
  // for a language we do not offer reads the site in French.
  const visitor = await browser.newPage({ locale: 'de-DE' });
  await visitor.goto('/');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr');
  await visitor.close();
  await expect(notifications.getByRole('checkbox', { name: /^Email notifications/ })).not.toBeChecked();
  await expect(notifications.getByRole('checkbox', { name: /^Admin notifications/ })).not.toBeChecked();
  await expect(security.getByLabel(/^Session timeout/)).toHaveValue('120');
  await expect(security.getByLabel(/^Max login attempts/)).toHaveValue('7');
  await expect(security.getByRole('checkbox', { name: /Two-factor authentication/ })).toBeChecked();
  await expect(email.getByLabel(/^SMTP port/)).toHaveValue('2525');
  await expect(email.getByLabel(/^SMTP username/)).toHaveValue('mailer');
  await expect(email.getByLabel(/^From name/)).toHaveValue('Schoolwise Mailer');
  await expect(email.getByLabel(/^From email/)).toHaveValue('mailer@schoolwise.example');
  // The password is kept on the server and never comes back to the browser.
  await expect(email.getByLabel(/^SMTP password/)).toHaveValue('');
  await expect(
    email.getByText('A password is set. Leave blank to keep it, or type a new one.'),
  ).toBeVisible();
  expect(await page.content()).not.toContain('browser-test-secret');

  // Without an SMTP server the test e-mail is kept in the outbox, and the toast says so.
  await email.getByRole('button', { name: 'Send test e-mail' }).click();
  await expectToast(
    page,
    `No SMTP server is set, so the test e-mail to ${SUPERADMIN.email} was kept in the mail outbox and the server log.`,
  );
});
