import { expect, test } from '@playwright/test';
import { signInAsSuperadmin } from './support/accounts';
import { expectToast, rowAction, rowOf, searchFor, sidebarLink } from './support/console';

/** A system name no other run uses: letters, digits and underscores. */
const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('Roles Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsSuperadmin(page);
    await sidebarLink(page, 'Roles').click();
    await expect(page.getByRole('heading', { name: 'Roles Management' })).toBeVisible();
  });

  test('a superadmin creates a role, gives it permissions by module, reads its details and deletes it', async ({
    page,
  }) => {
    const name = uniqueName('e2e_reviewer');
    const display = `Reviewer ${name.slice(-6)}`;
    await expect(page.getByRole('group', { name: 'Role figures' }).getByText('System Roles')).toBeVisible();

    // Create with every permission of the Schools module.
    await page.getByRole('button', { name: 'Add Role' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Role' });
    await create.getByLabel(/^System name/).fill(name);
    await create.getByLabel('Display name').fill(display);
    await create.getByLabel('Description').fill('Reads schools for the board.');
    await create.getByRole('checkbox', { name: 'Select all schools permissions' }).check();
    await expect(create.getByText(/^7 of \d+ permissions selected$/)).toBeVisible();
    await create.getByRole('button', { name: 'Create role' }).click();
    await expectToast(page, 'Role created successfully!');

    await searchFor(page, 'Search roles', name);
    const row = rowOf(page, display);
    await expect(row).toContainText('Custom');
    await expect(row.getByRole('cell', { name: '7', exact: true })).toBeVisible();

    // Manage permissions: add the users module, drop one schools permission.
    await rowAction(page, display, 'Manage permissions');
    const manage = page.getByRole('dialog', { name: `Manage Permissions: ${display}` });
    await expect(manage.getByRole('checkbox', { name: 'Select all schools permissions' })).toBeChecked();
    await manage.getByRole('checkbox', { name: 'Select all users permissions' }).check();
    await manage.getByRole('checkbox', { name: /^Delete schools/ }).uncheck();
    await manage.getByRole('button', { name: 'Save permissions' }).click();
    await expectToast(page, 'Permissions assigned successfully!');
    // 7 schools permissions and the users module's 13, less the one dropped.
    await expect(row.getByRole('cell', { name: '19', exact: true })).toBeVisible();

    // Details: the permissions grouped by module.
    await rowAction(page, display, 'View details');
    const details = page.getByRole('dialog', { name: 'Role Details' });
    await expect(details.getByText('View schools', { exact: true })).toBeVisible();
    await expect(details.getByText('Suspend users', { exact: true })).toBeVisible();
    await expect(details.getByText('Delete schools', { exact: true })).toHaveCount(0);
    await expect(details.getByText('No users hold this role.')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();

    // Delete.
    await rowAction(page, display, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Role' });
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Role deleted successfully!');
    await expect(page.getByText('No data available')).toBeVisible();
  });

  test('the superadmin role offers neither delete nor manage permissions', async ({ page }) => {
    await page.getByRole('button', { name: 'Actions for Super Administrator' }).click();
    await expect(page.getByRole('menuitem', { name: 'View details' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Manage permissions' })).toHaveCount(0);
  });
});
