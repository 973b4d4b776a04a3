import { expect, test } from '@playwright/test';
import {
  apiCreate,
  downloadCsvBy,
  expectToast,
  rowAction,
  rowOf,
  searchFor,
  uniqueCode,
  sidebarLink,
} from './support/console';
import { SUPERADMIN, apiToken, signInAsSuperadmin, unique } from './support/accounts';

const PASSWORD = 'Principal#2026';

test.describe('Schools Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsSuperadmin(page);
  });

  test('a superadmin creates, edits, switches, finds, staffs and deletes a school', async ({
    page,
    request,
  }) => {
    const name = unique('E2E School');
    const code = uniqueCode('E2E');
    // The admin-to-be: a school_admin user with a name that the picker search can find.
    const adminName = unique('Principal');
    await apiCreate(request, await apiToken(request, SUPERADMIN), '/superadmin/users', {
      name: adminName,
      email: `${code.toLowerCase()}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      role: 'school_admin',
      status: 'active',
    });

    await sidebarLink(page, 'Schools').click();
    await expect(page.getByRole('heading', { name: 'Schools Management' })).toBeVisible();
    const figures = page.getByRole('group', { name: 'School figures' });
    await expect(figures).toContainText('Total Schools');

    // Create.
    await page.getByRole('button', { name: 'Add School' }).click();
    const form = page.getByRole('dialog', { name: 'Add New School' });
    await expect(form.getByLabel('Board')).toHaveValue('CBSE');
    await expect(form.getByLabel('Country')).toHaveValue('India');
    await form.getByLabel('School name').fill(name);
    await form.getByLabel('School code').fill(code);
    await form.getByLabel('Board').selectOption('ICSE');
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('State').fill('Maharashtra');
    await form.getByRole('button', { name: 'Create school' }).click();
    await expectToast(page, 'School created successfully!');
    await expect(form).toBeHidden();

    // Find it by search.
    await searchFor(page, 'Search schools', name);
    const row = rowOf(page, name);
    await expect(row).toContainText(code);
    await expect(row).toContainText('ICSE');
    await expect(row).toContainText('Pune, Maharashtra');
    await expect(row).toContainText('Not assigned');

    // Edit.
    await rowAction(page, name, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit School' });
    await expect(edit.getByLabel('School name')).toHaveValue(name);
    await edit.getByLabel('City').fill('Nashik');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'School updated successfully!');
    await expect(row).toContainText('Nashik, Maharashtra');

    // The status badge switches it off, and the filters then find it only among inactive schools.
    // Deactivating asks first and says whom it locks out.
    await row.getByRole('button', { name: `Active: deactivate ${name}` }).click();
    const deactivate = page.getByRole('alertdialog', { name: 'Deactivate School' });
    await expect(deactivate).toContainText('locked out');
    await expect(deactivate).toContainText('0 teachers');
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, 'School deactivated successfully!');
    await expect(row.getByRole('button', { name: `Inactive: activate ${name}` })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await expect(page.getByText('No data available')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('inactive');
    await page.getByRole('combobox', { name: 'Board' }).selectOption('ICSE');
    await expect(page).toHaveURL(/status=inactive&board=ICSE/);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Inactive: activate ${name}` }).click();
    await expectToast(page, 'School activated successfully!');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await expect(row.getByRole('button', { name: `Active: deactivate ${name}` })).toBeVisible();

    // Assign the admin through the 2-character search.
    await rowAction(page, name, 'Assign admin');
    const assign = page.getByRole('dialog', { name: 'Assign School Admin' });
    const submit = assign.getByRole('button', { name: 'Assign admin' });
    await expect(submit).toBeDisabled();
    await assign.getByRole('searchbox', { name: 'Search users' }).fill(adminName.slice(0, 1));
    await expect(assign.getByRole('radio')).toHaveCount(0);
    await assign.getByRole('searchbox', { name: 'Search users' }).fill(adminName);
    await assign.getByRole('radio', { name: new RegExp(adminName) }).check();
    await assign.getByLabel('Designation').fill('Principal');
    await expect(submit).toBeDisabled();
    await assign.getByLabel('Joining date').fill('2026-12-01');
    await submit.click();
    await expectToast(page, 'School admin assigned successfully!');
    await expect(row).toContainText(adminName);

    // The details show everything, with the admin.
    await rowAction(page, name, 'View details');
    const details = page.getByRole('dialog', { name: 'School Details' });
    await expect(details).toContainText(code);
    await expect(details).toContainText('Nashik');
    await expect(details).toContainText(adminName);
    await expect(details).toContainText('Principal');
    await details.getByRole('button', { name: 'Close' }).click();

    // Remove the admin.
    await rowAction(page, name, 'Remove admin');
    await page
      .getByRole('alertdialog', { name: 'Remove School Admin' })
      .getByRole('button', { name: 'Remove admin' })
      .click();
    await expectToast(page, 'School admin removed successfully!');
    await expect(row).toContainText('Not assigned');

    // Delete.
    await rowAction(page, name, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete School' });
    await expect(confirm).toContainText('cannot be undone');
    await expect(confirm).toContainText('0 admins and 0 parents');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'School deleted successfully!');
    await expect(page.getByText('No data available')).toBeVisible();
  });

  test('pages through more than 15 schools, and the page survives a reload', async ({ page, request }) => {
    const prefix = unique('Paged');
    const token = await apiToken(request, SUPERADMIN);
    for (let i = 1; i <= 16; i++) {
      await apiCreate(request, token, '/superadmin/schools', {
        name: `${prefix} ${String(i).padStart(2, '0')}`,
        code: uniqueCode('PG'),
        board: 'CBSE',
      });
    }

    await page.goto('/superadmin/schools');
    await searchFor(page, 'Search schools', prefix);
    const pages = page.getByRole('navigation', { name: 'Schools pages' });
    await expect(pages).toContainText('Showing 15 of 16 items');
    await expect(pages).toContainText('Page 1 of 2');
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages).toContainText('Showing 1 of 16 items');
    await expect(pages).toContainText('Page 2 of 2');

    await page.reload();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('searchbox', { name: 'Search schools' })).toHaveValue(prefix);
    await expect(pages).toContainText('Showing 1 of 16 items');
    await expect(pages).toContainText('Page 2 of 2');

    await page.goBack();
    await expect(pages).toContainText('Page 1 of 2');
  });

  test('exports the filtered list as CSV', async ({ page, request }) => {
    const prefix = unique('Export');
    const token = await apiToken(request, SUPERADMIN);
    const codes = [uniqueCode('EX'), uniqueCode('EX')];
    for (const [i, code] of codes.entries()) {
      await apiCreate(request, token, '/superadmin/schools', { name: `${prefix} ${i}`, code, board: 'IB' });
    }

    await page.goto('/superadmin/schools');
    await searchFor(page, 'Search schools', prefix);
    await expect(page.getByRole('navigation', { name: 'Schools pages' })).toContainText(
      'Showing 2 of 2 items',
    );
    const { name, text } = await downloadCsvBy(page, 'Export');

    expect(name).toMatch(/^schools-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('name,code,board');
    expect(lines).toHaveLength(3);
    for (const code of codes) expect(text).toContain(code);
  });
});
