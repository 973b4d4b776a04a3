import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The accounts the server seeds on first start (README, "The two commands"). */
export const SUPERADMIN = {
  email: 'superadmin@example.com',
  password: 'Superadmin#2026',
  name: 'Platform Owner',
};
export const SCHOOL_ADMIN = {
  email: 'schooladmin@example.com',
  password: 'Schooladmin#2026',
  name: 'Asha Raman',
};

/** A name no other test uses, so tests can share the one server and database of a run. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the /login page as a person would and waits for the dashboard. */
export async function signInByPage(
  page: Page,
  account: { email: string; password: string },
  landing: RegExp,
) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  // The console's code loads before the address changes: on a busy machine that takes longer than
  // an assertion's usual wait, and waiting longer costs a quick machine nothing.
  await expect(page).toHaveURL(landing, { timeout: 30_000 });
}

export const signInAsSuperadmin = (page: Page) => signInByPage(page, SUPERADMIN, /\/superadmin\/dashboard$/);
export const signInAsSchoolAdmin = (page: Page) =>
  signInByPage(page, SCHOOL_ADMIN, /\/school-admin\/dashboard$/);

/** A bearer token for direct API calls that set up or check data. */
export async function apiToken(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { token?: string; second_factor?: string } };
  // An account asked for a second factor gets a ticket, not a token (issue 29).
  expect(data.second_factor, `${account.email} is asked for a second factor`).toBeUndefined();
  return data.token!;
}
