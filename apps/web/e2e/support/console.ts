import fs from 'node:fs/promises';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { CONSOLE_AREAS } from '../../src/lib/console-areas';
import { apiToken, SUPERADMIN, unique } from './accounts';

/** A unique school code (letters, digits and dashes, upper case, at most 30 characters). */
export const uniqueCode = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Creates a record through the API as the given token's user, and returns its data. */
export async function apiCreate<T>(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: T }).data;
}

/** A success toast with exactly this text, as sighted users see it. */
export const expectToast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** Opens a row's actions menu and picks one item. */
export async function rowAction(page: Page, rowName: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The table row whose header cell holds `name`. */
export const rowOf = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/** Types a search term and waits for the debounced search to reach the URL. */
export async function searchFor(page: Page, label: string, term: string) {
  await page.getByRole('searchbox', { name: label }).fill(term);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`));
}

/** Clicks the button that starts a download, and gives the downloaded file's name and text. */
export async function downloadBy(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readDownload(download) };
}

/**
 * A downloaded CSV as its rows' text, checked as every export must be: UTF-8 with a byte-order
 * mark (so spreadsheet programs read names in any script) and a file name without spaces.
 */
export async function downloadCsvBy(page: Page, button: string): Promise<{ name: string; text: string }> {
  const { name, text } = await downloadBy(page, button);
  expect(name).toMatch(/^[^\s]+\.csv$/);
  expect(text.startsWith('\uFEFF'), 'the file starts with a byte-order mark').toBe(true);
  return { name, text: text.slice(1) };
}

/**
 * Today in the platform timezone (YYYY-MM-DD, and its parts), as the server counts days: read
 * from the platform settings the app itself loads (GET /api/platform).
 */
export async function platformToday(request: APIRequestContext, now = new Date()) {
  const res = await request.get('/api/platform');
  const timeZone = ((await res.json()) as { data: { default_timezone: string } }).data.default_timezone;
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).format(now);
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return {
    timeZone,
    date,
    day: Number(part({ day: 'numeric' })),
    month: part({ month: 'short' }),
    year: Number(part({ year: 'numeric' })),
  };
}

async function readDownload(download: Download): Promise<string> {
  const file = await download.path();
  return fs.readFile(file, 'utf8');
}

/** Any console's sidebar, by the names of the console areas ("Teacher navigation"). */
const SIDEBAR = new RegExp(`^(${CONSOLE_AREAS.map((area) => area.name).join('|')}) navigation$`);

/** A console page's entry in the sidebar: by its exact name, as dashboards link to pages too. */
export const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: SIDEBAR }).getByRole('link', { name, exact: true });

/**
 * A superadmin of the test's own, made through the API, so that what it changes for itself (its
 * language) is nobody else's.
 */
export async function newSuperadmin(request: APIRequestContext) {
  const token = await apiToken(request, SUPERADMIN);
  const tag = uniqueCode('SA').toLowerCase();
  const account = { name: unique('Owner'), email: `owner.${tag}@example.com`, password: 'Owner#2026x' };
  await apiCreate(request, token, '/superadmin/users', {
    ...account,
    password_confirmation: account.password,
    role: 'superadmin',
    status: 'active',
  });
  return account;
}

/**
 * A walk over many pages is given time by how many it reads (20 s a page, several times what one
 * takes on a busy machine), not one fixed allowance that a longer list of pages would outgrow.
 */
export const allowForPages = (pages: number) => 30_000 + pages * 20_000;

/** Picks `item` of the console's user menu (of `user`, by name): one way to open it, for every spec. */
export async function userMenuItem(page: Page, item: string, user: string | RegExp = /user menu/) {
  await page.getByRole('button', { name: typeof user === 'string' ? `${user}, user menu` : user }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * Counts each time a console's shell (the element holding its sidebar) enters the page, in each
 * page loaded from now on, and gives a reader of the count in the current one. A console draws
 * its shell once (docs/decisions.md, "Only what is needed is downloaded").
 */
export async function countShellDraws(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const drawn = { count: 0 };
    Object.assign(window, { shellsDrawn: drawn });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            (node.id === 'console-sidebar' || node.querySelector('#console-sidebar'))
          )
            drawn.count += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { shellsDrawn: { count: number } }).shellsDrawn.count);
}
