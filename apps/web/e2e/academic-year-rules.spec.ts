import { expect, test, type Page } from '@playwright/test';
import { signInByPage } from './support/accounts';
import { expectToast, rowOf } from './support/console';
import { newSchoolAdmin } from './support/school';

/*
 * The rules of academic years, as a new school admin meets them in the form: a name that does not
 * say the dates is a warning while typing (the year can still be saved), and a year sharing a day
 * with another is refused under its dates, naming the other year, in the user's words.
 */
async function openYears(page: Page) {
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: 'Academic Years' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Academic Years' })).toBeVisible();
}

async function fill(page: Page, name: string, start: string, end: string) {
  const form = page.getByRole('dialog', { name: 'Add Academic Year' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Start Date/).fill(start);
  await form.getByLabel(/^End Date/).fill(end);
  return form;
}

test('a school admin is warned of a name that does not say its dates and kept from overlapping years', async ({
  page,
  request,
}) => {
  const { admin } = await newSchoolAdmin(request);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);
  await openYears(page);

  await page.getByRole('button', { name: 'Add Academic Year' }).click();
  let form = await fill(page, 'This year', '2025-04-01', '2026-03-31');
  const name = form.getByLabel(/^Name/);
  const warning =
    'Name does not match the dates: a year from 2025-04-01 to 2026-03-31 is named like 2025-26.';
  await expect(name).toHaveAccessibleDescription(warning);
  await name.fill('2025-26');
  await expect(form.getByText(warning)).toBeHidden();
  await form.getByRole('button', { name: 'Create academic year' }).click();
  await expectToast(page, 'Academic year created successfully!');
  await expect(rowOf(page, '2025-26')).toBeVisible();

  await page.getByRole('button', { name: 'Add Academic Year' }).click();
  form = await fill(page, '2026-27', '2026-01-01', '2026-12-31');
  await form.getByRole('button', { name: 'Create academic year' }).click();
  const overlap = 'The dates overlap the academic year 2025-26 (2025-04-01 to 2026-03-31).';
  await expect(form.getByLabel(/^Start Date/)).toHaveAccessibleDescription(overlap);
  await expect(form.getByLabel(/^End Date/)).toHaveAccessibleDescription(overlap);
  await expectToast(page, overlap);

  // Moved to start the day after the other ends: saved.
  await form.getByLabel(/^Start Date/).fill('2026-04-01');
  await form.getByLabel(/^End Date/).fill('2027-03-31');
  await form.getByRole('button', { name: 'Create academic year' }).click();
  await expectToast(page, 'Academic year created successfully!');
  await expect(rowOf(page, '2026-27')).toBeVisible();
});
