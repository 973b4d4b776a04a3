import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signInAsSchoolAdmin, signInAsSuperadmin, SUPERADMIN, unique } from './support/accounts';
import {
  allowForPages,
  apiCreate,
  expectToast,
  rowAction,
  rowOf,
  searchFor,
  sidebarLink,
} from './support/console';

/*
 * The superadmin console, round two (issue 24): one maintenance page instead of failed screens
 * (and the contact form still open), every role in the Users filter, unlocking a locked account
 * from its row, "Add New School" opening the form, and action buttons that never wrap, at 1280 and
 * 375 px, on every list screen of both consoles.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function setMaintenance(request: APIRequestContext, token: string, on: boolean) {
  const current = await request.get('/api/superadmin/settings/platform', { headers: auth(token) });
  const platform = ((await current.json()) as { data: object }).data;
  const res = await request.put('/api/superadmin/settings/platform', {
    headers: auth(token),
    data: { ...platform, maintenance_mode: on },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('maintenance mode', () => {
  test('shows a signed-in school admin one maintenance page, which recovers when it ends', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, SUPERADMIN);
    await signInAsSchoolAdmin(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    try {
      await setMaintenance(request, token, true);
      await sidebarLink(page, 'Students').click();
      const notice = page.getByRole('heading', { name: 'Under maintenance' });
      await expect(notice).toBeVisible();
      await expect(
        page.getByText('The platform is under maintenance. Please try again later.'),
      ).toBeVisible();
      // One page, not a toast per failed call.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      // Another screen shows the same page.
      await sidebarLink(page, 'Teachers').click();
      await expect(notice).toBeVisible();
    } finally {
      await setMaintenance(request, token, false);
    }
    // "Check again" asks at once; the page also asks by itself every 15 s, which on a busy machine
    // may come first and take the button away before the click: either way the screen comes back.
    const checkAgain = page.getByRole('button', { name: 'Check again' });
    const screen = page.getByRole('heading', { name: 'Teacher Management' });
    await expect(async () => {
      if (await checkAgain.isVisible()) await checkAgain.click({ timeout: 2_000 });
      await expect(screen).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toHaveCount(0);
  });

  test('keeps the public contact form open, and the message reaches Inquiries', async ({ page, request }) => {
    const token = await apiToken(request, SUPERADMIN);
    const name = unique('Maintenance Visitor');
    try {
      await setMaintenance(request, token, true);
      await page.goto('/contact-us');
      const form = page.getByRole('form', { name: 'Contact us' });
      await form.getByLabel(/^Full name/).fill(name);
      await form.getByLabel(/^Email/).fill('visitor@example.com');
      await form.getByLabel(/^Subject/).selectOption('General Inquiry');
      await form.getByLabel(/^Message/).fill('We would like a demo while you are under maintenance.');
      await form.getByRole('button', { name: /Send/ }).click();
      await expect(page.getByText(/Thank you/).first()).toBeVisible();
    } finally {
      await setMaintenance(request, token, false);
    }
    const res = await request.get(`/api/superadmin/inquiries?search=${encodeURIComponent(name)}`, {
      headers: auth(token),
    });
    expect(((await res.json()) as { data: { inquiries: unknown[] } }).data.inquiries).toHaveLength(1);
  });
});

test.describe('Users', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsSuperadmin(page);
  });

  test('the role filter offers every role: parent and a custom role included', async ({ page, request }) => {
    const token = await apiToken(request, SUPERADMIN);
    const role = `e2e_clerk_${Date.now().toString(36)}`;
    await apiCreate(request, token, '/superadmin/roles', {
      name: role,
      display_name: 'E2E Clerk',
      description: null,
      permission_ids: [],
    });
    await sidebarLink(page, 'Users').click();
    const filter = page.getByRole('combobox', { name: 'Role' });
    for (const label of [
      'Super Administrator',
      'School Administrator',
      'Teacher',
      'Student',
      'Parent',
      'E2E Clerk',
    ]) {
      await expect(filter.locator('option', { hasText: label })).toHaveCount(1);
    }
    await filter.selectOption(role);
    await expect(page).toHaveURL(new RegExp(`role=${role}`));
  });

  test('a locked account shows Locked and is unlocked from its row', async ({ page, request }) => {
    const token = await apiToken(request, SUPERADMIN);
    const name = unique('Locked User');
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
    const password = 'Locked#Pass2026';
    await apiCreate(request, token, '/superadmin/users', {
      name,
      email,
      password,
      password_confirmation: password,
      role: 'school_admin',
      status: 'active',
    });
    for (let i = 0; i < 5; i++) {
      const res = await request.post('/api/login', { data: { email, password: 'Wrong#Pass2026' } });
      expect(res.status()).toBe(401);
    }
    expect((await request.post('/api/login', { data: { email, password } })).status()).toBe(429);

    await sidebarLink(page, 'Users').click();
    await searchFor(page, 'Search users', name);
    const row = rowOf(page, new RegExp(name));
    await expect(row.getByText('Locked', { exact: true })).toBeVisible();
    await rowAction(page, name, 'Unlock');
    const confirm = page.getByRole('alertdialog', { name: 'Unlock User' });
    await expect(confirm).toContainText('failed sign-ins');
    await confirm.getByRole('button', { name: 'Unlock' }).click();
    await expectToast(page, 'User unlocked successfully!');
    await expect(row.getByText('Locked', { exact: true })).toHaveCount(0);
    expect((await request.post('/api/login', { data: { email, password } })).status()).toBe(200);
  });
});

test('"Add New School" on the dashboard opens the create form', async ({ page }) => {
  await signInAsSuperadmin(page);
  await page.getByRole('link', { name: /Add New School/ }).click();
  await expect(page.getByRole('dialog', { name: 'Add New School' })).toBeVisible();
  await expect(page).toHaveURL(/\/superadmin\/schools$/);
});

/** How many lines each button of the page's tables spans, by its text's boxes: should be one. */
async function wrappedButtons(page: Page): Promise<string[]> {
  return page.locator('main table button').evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      if (!button.checkVisibility()) return [];
      const range = document.createRange();
      range.selectNodeContents(button);
      const tops = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      const lineHeight = parseFloat(getComputedStyle(button).lineHeight) || 20;
      const tall = button.getBoundingClientRect().height > lineHeight * 1.9 + 16;
      return tops.size > 1 || tall ? [`"${button.textContent}" spans ${tops.size} lines`] : [];
    }),
  );
}

const WIDTHS = [1280, 375] as const;
const SUPERADMIN_SCREENS = ['schools', 'users', 'roles', 'permissions', 'audit-logs', 'inquiries'] as const;
const SCHOOL_SCREENS = [
  'academic-years',
  'parents',
  'students',
  'attendance',
  'teachers',
  'classes',
  'sections',
  'subjects',
] as const;

/** Time for the screens at both widths, besides what the test does first. */
const allowForScreens = (screens: readonly string[], more = 0) =>
  allowForPages(screens.length * WIDTHS.length + more);

async function checkScreens(page: Page, area: string, screens: readonly string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await page.goto(`/${area}/${screen}`);
      await expect(page.locator('main table tbody tr:visible').first()).toBeVisible();
      await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
      expect(await wrappedButtons(page), `${screen} at ${width} px`).toEqual([]);
    }
  }
}

test.describe('action buttons never wrap', () => {
  test('on every list screen of the superadmin console, at 1280 and 375 px', async ({ page, request }) => {
    // Besides the screens, the audit log and inquiries are opened at each width first.
    test.setTimeout(allowForScreens(SUPERADMIN_SCREENS, 2 * WIDTHS.length));
    // An inquiry to read and one handled, so both "Mark handled" and "Reopen" are measured.
    const token = await apiToken(request, SUPERADMIN);
    const contact = await request.post('/api/contact', {
      data: {
        name: unique('Wrap Visitor'),
        email: 'wrap@example.com',
        subject: 'General Inquiry',
        message: 'Checking that the action buttons keep to one line.',
      },
    });
    expect([201, 429]).toContain(contact.status());
    const list = await request.get('/api/superadmin/inquiries?per_page=2', { headers: auth(token) });
    const [first] = ((await list.json()) as { data: { inquiries: { id: number }[] } }).data.inquiries;
    if (first) await request.post(`/api/superadmin/inquiries/${first.id}/handle`, { headers: auth(token) });

    await signInAsSuperadmin(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/superadmin/audit-logs');
      await expect(page.getByRole('button', { name: /^View details of/ }).first()).toBeVisible();
      await page.goto('/superadmin/inquiries');
      await expect(page.locator('main table button').first()).toBeVisible();
    }
    await checkScreens(page, 'superadmin', SUPERADMIN_SCREENS);
  });

  test('on every list screen of the school console, at 1280 and 375 px', async ({ page }) => {
    test.setTimeout(allowForScreens(SCHOOL_SCREENS));
    await signInAsSchoolAdmin(page);
    await checkScreens(page, 'school-admin', SCHOOL_SCREENS);
  });
});

/** Stat cards whose words do not fit whole, so that a word would be broken inside. */
async function brokenStatCards(page: Page): Promise<string[]> {
  return page.locator('main [role="group"] dl > div').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const element = card as HTMLElement;
      const before = element.style.overflowWrap;
      element.style.overflowWrap = 'normal';
      const overflows = [...element.querySelectorAll('dt, dd')].some(
        (part) => (part as HTMLElement).scrollWidth > (part as HTMLElement).clientWidth + 1,
      );
      element.style.overflowWrap = before;
      return overflows ? [element.innerText.replace(/\s+/g, ' ')] : [];
    }),
  );
}

test('stat cards wrap between words at 1280 px, the Attendance Rate card included', async ({ page }) => {
  await signInAsSchoolAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const screen of ['dashboard', 'school-profile', 'students', 'teachers', 'classes', 'sections']) {
    await page.goto(`/school-admin/${screen}`);
    await expect(page.locator('main [role="group"] dl > div').first()).toBeVisible();
    await expect(page.locator('main [role="group"] .animate-pulse')).toHaveCount(0);
    if (screen === 'school-profile') await expect(page.getByText('Attendance Rate')).toBeVisible();
    expect(await brokenStatCards(page), screen).toEqual([]);
  }
});
