import { expect, test } from '@playwright/test';
import { signInAsSuperadmin } from './support/accounts';
import { expectToast, rowAction, rowOf, searchFor, sidebarLink } from './support/console';

test.describe('Permissions Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsSuperadmin(page);
    await sidebarLink(page, 'Permissions').click();
    await expect(page.getByRole('heading', { name: 'Permissions Management' })).toBeVisible();
  });

  test('a superadmin creates permissions in bulk, sees them by module, and cannot delete one in use', async ({
    page,
  }) => {
    // A module of this run's own: the text before the first underscore.
    const module = `rep${Date.now().toString(36)}`;

    // Bulk create: blank rows are dropped, and none at all is refused without a call.
    await page.getByRole('button', { name: 'Bulk Create' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Create Permissions' });
    await bulk.getByRole('button', { name: 'Create permissions' }).click();
    await expect(bulk.getByRole('alert')).toHaveText('Please add at least one permission');
    await expect(bulk.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    for (let i = 0; i < 3; i++) await bulk.getByRole('button', { name: 'Add row' }).click();
    await bulk.getByLabel('Name 1', { exact: true }).fill(`${module}_view`);
    await bulk.getByLabel('Display name 1').fill('View reports');
    await bulk.getByLabel('Name 2', { exact: true }).fill(`${module}_export`);
    await bulk.getByLabel('Name 4', { exact: true }).fill(`${module}_create`);
    await bulk.getByRole('button', { name: 'Create permissions' }).click();
    await expectToast(page, '3 permissions created successfully!');

    // Grouped by module, with a tile for the new module that filters the list.
    await page.getByRole('button', { name: 'Group by Module' }).click();
    await expect(page).toHaveURL(/group=1/);
    const tile = page
      .getByRole('list', { name: 'Modules' })
      .getByRole('button', { name: new RegExp(`^${module}`) });
    await expect(tile).toContainText('3 permissions');
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`module=${module}`));
    await expect(page.getByRole('heading', { name: module, exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveCount(3);

    // Give one to the Teacher role, then try to delete it.
    await rowAction(page, `${module}_view`, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Permission' });
    await edit.getByRole('checkbox', { name: 'Teacher' }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Permission updated successfully!');
    await expect(rowOf(page, 'View reports').getByRole('cell', { name: '1', exact: true })).toBeVisible();

    await rowAction(page, `${module}_view`, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Permission' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Cannot delete permission assigned to roles');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, 'View reports')).toBeVisible();

    // One no role holds can go.
    await rowAction(page, `${module}_export`, 'Delete');
    await page
      .getByRole('alertdialog', { name: 'Delete Permission' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Permission deleted successfully!');
    await expect(page.getByRole('rowheader')).toHaveCount(2);
  });

  test('a system permission offers no delete and keeps its name', async ({ page }) => {
    await searchFor(page, 'Search permissions', 'schools_view');
    await rowAction(page, 'schools_view', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Permission' });
    await expect(edit.getByLabel(/^System name/)).toHaveAttribute('readonly', '');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Actions for schools_view' }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  });
});
