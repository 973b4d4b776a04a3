import { expect, test } from '@playwright/test';
import { SUPERADMIN, apiToken, signInAsSuperadmin, unique } from './support/accounts';
import {
  apiCreate,
  expectToast,
  platformToday,
  rowOf,
  searchFor,
  uniqueCode,
  sidebarLink,
} from './support/console';

test.describe('Audit Logs', () => {
  test('a superadmin finds the entry of a change by event and date and reads its details', async ({
    page,
    request,
  }) => {
    // An audited change: a school created through the API as the superadmin.
    const token = await apiToken(request, SUPERADMIN);
    const name = unique('Audit School');
    const code = uniqueCode('AUD');
    await apiCreate(request, token, '/superadmin/schools', { name, code, board: 'ICSE', city: 'Nagpur' });
    // The filter's days are days of the platform timezone, as the server counts them.
    const today = (await platformToday(request)).date;
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 24 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 10);

    await signInAsSuperadmin(page);
    await sidebarLink(page, 'Audit Logs').click();
    await expect(page.getByRole('heading', { name: 'Audit Logs', exact: true })).toBeVisible();
    const cards = page.getByRole('group', { name: 'Audit activity, last 30 days' });
    await expect(cards.getByText('Total Events (30 days)')).toBeVisible();

    await page.getByRole('combobox', { name: 'Event' }).selectOption('school_created');
    await expect(page).toHaveURL(/event=school_created/);
    await searchFor(page, 'Search audit logs', code);
    const row = rowOf(page, /School created/);
    await expect(row).toHaveCount(1);

    // The dates filter: a range that ends yesterday drops today's entry; today's range keeps it.
    await page.getByLabel('Date to').fill(yesterday);
    await expect(page).toHaveURL(new RegExp(`date_to=${yesterday}`));
    await expect(page.getByText('No audit logs match these filters.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByLabel('Date to').fill(today);
    await page.getByLabel('Date from').fill(today);
    await expect(page).toHaveURL(new RegExp(`date_from=${today}`));
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`School ${name} (${code}) created`);
    await expect(row).toContainText(SUPERADMIN.name);

    await row.getByRole('button', { name: /View details of School created/ }).click();
    const dialog = page.getByRole('dialog', { name: /School created #\d+/ });
    await expect(dialog).toContainText('school_created');
    await expect(dialog).toContainText(SUPERADMIN.email);
    const changes = dialog.getByRole('table', { name: 'Changes' });
    await expect(
      changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'name' }) }),
    ).toContainText(name);
    await expect(
      changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'board' }) }),
    ).toContainText('ICSE');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectToast(page, 'Audit logs refreshed successfully');

    // A filter nothing matches says so.
    await searchFor(page, 'Search audit logs', `${code}-nothing`);
    await expect(page.getByText('No audit logs match these filters.')).toBeVisible();
  });
});
