import { expect, test, type Page } from '@playwright/test';
import {
  allowForPages,
  apiCreate,
  downloadCsvBy,
  expectToast,
  rowAction,
  rowOf,
  searchFor,
  sidebarLink,
} from './support/console';
import { SUPERADMIN, apiToken, signInAsSuperadmin, unique } from './support/accounts';

const PASSWORD = 'Teacher#2026';

const emailFor = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;

/** Confirms the dialog a row action opened. */
async function confirm(page: Page, title: string, button: string) {
  await page.getByRole('alertdialog', { name: title }).getByRole('button', { name: button }).click();
}

test.describe('Users Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsSuperadmin(page);
  });

  test('a superadmin creates, suspends, activates, re-roles, edits and deletes a user', async ({
    page,
    request,
  }) => {
    // Six actions on one screen, each a dialog and a reload: time by the pages read.
    test.setTimeout(allowForPages(4));
    const name = unique('E2E Admin');
    // A role to give besides the first: teacher and student belong to a school's own records.
    const token = await apiToken(request, SUPERADMIN);
    const reviewer = `e2e_reviewer_${Date.now().toString(36)}`;
    const reviewerName = `Reviewer ${reviewer.slice(-6)}`;
    await apiCreate(request, token, '/superadmin/roles', { name: reviewer, display_name: reviewerName });
    await sidebarLink(page, 'Users').click();
    await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();

    // Create, after a mismatched confirmation is refused on the spot.
    await page.getByRole('button', { name: 'Add User' }).click();
    const form = page.getByRole('dialog', { name: 'Add New User' });
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill(emailFor(name));
    await form.getByLabel('Role').selectOption('school_admin');
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(`${PASSWORD}x`);
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create user' }).click();
    await expectToast(page, 'User created successfully!');

    await searchFor(page, 'Search users', name);
    const row = rowOf(page, name);
    await expect(row).toContainText('School Administrator');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never');

    // Suspend, then activate.
    await rowAction(page, name, 'Suspend');
    await confirm(page, 'Suspend User', 'Suspend');
    await expectToast(page, 'User suspended successfully!');
    await expect(row).toContainText('Suspended');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('suspended');
    await expect(row).toBeVisible();
    await rowAction(page, name, 'Activate');
    await confirm(page, 'Activate User', 'Activate');
    await expectToast(page, 'User activated successfully!');
    await expect(page.getByText('No data available')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await expect(row).toContainText('Active');

    // Assign roles: add the reviewer role and make it the main role; the row shows both.
    await rowAction(page, name, 'Assign roles');
    const roles = page.getByRole('dialog', { name: 'Assign Roles' });
    await expect(roles.getByRole('checkbox', { name: 'School Administrator' })).toBeChecked();
    await roles.getByRole('checkbox', { name: reviewerName }).check();
    await roles.getByLabel('Main role').selectOption({ label: reviewerName });
    await roles.getByRole('button', { name: 'Save roles' }).click();
    await expectToast(page, 'Roles assigned successfully!');
    await expect(row.getByRole('list', { name: 'Roles' }).getByRole('listitem')).toHaveText([
      reviewerName,
      'School Administrator',
    ]);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('school_admin');
    await expect(row).toBeVisible();

    // Edit: a blank password keeps the current one.
    const renamed = `${name} Renamed`;
    await rowAction(page, name, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Confirm new password')).toHaveCount(0);
    await edit.getByLabel('Full name').fill(renamed);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'User updated successfully!');
    await expect(rowOf(page, renamed)).toBeVisible();

    // Details, then delete.
    await rowAction(page, renamed, 'View details');
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect(details).toContainText(emailFor(name));
    await expect(details.getByRole('list', { name: 'Roles' }).getByRole('listitem')).toHaveText([
      reviewerName,
      'School Administrator',
    ]);
    await details.getByRole('button', { name: 'Close' }).click();
    await rowAction(page, renamed, 'Delete');
    await confirm(page, 'Delete User', 'Delete');
    await expectToast(page, 'User deleted successfully!');
    await expect(page.getByText('No data available')).toBeVisible();
  });

  test('approves a user created inactive', async ({ page }) => {
    const name = unique('E2E Pending');
    await page.goto('/superadmin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const form = page.getByRole('dialog', { name: 'Add New User' });
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill(emailFor(name));
    await form.getByLabel('Role').selectOption('school_admin');
    await form.getByLabel('Status').selectOption('inactive');
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create user' }).click();
    await expectToast(page, 'User created successfully!');

    await searchFor(page, 'Search users', name);
    const row = rowOf(page, name);
    await expect(row).toContainText('Inactive');
    await rowAction(page, name, 'Approve');
    await confirm(page, 'Approve User', 'Approve');
    await expectToast(page, 'User approved successfully!');
    await expect(row).toContainText('Active');
  });

  test('exports the filtered list as CSV', async ({ page, request }) => {
    const prefix = unique('E2E Export');
    const token = await apiToken(request, SUPERADMIN);
    const names = [`${prefix} One`, `${prefix} Two`];
    for (const name of names) {
      await apiCreate(request, token, '/superadmin/users', {
        name,
        email: emailFor(name),
        password: PASSWORD,
        password_confirmation: PASSWORD,
        role: 'school_admin',
        status: 'active',
      });
    }

    await page.goto(`/superadmin/users?search=${encodeURIComponent(prefix)}&role=school_admin`);
    await expect(page.getByRole('navigation', { name: 'Users pages' })).toContainText('Showing 2 of 2 items');
    const { name: file, text } = await downloadCsvBy(page, 'Export');

    expect(file).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('name,email');
    expect(lines).toHaveLength(3);
    for (const name of names) expect(text).toContain(emailFor(name));
  });
});
