import { expect, test, type Page } from '@playwright/test';
import { apiCreate, searchFor, uniqueCode, sidebarLink } from './support/console';
import { apiToken, SUPERADMIN, signInAsSuperadmin, unique } from './support/accounts';

/*
 * Lists sort on the server over every row, and keep the sort in the URL: a reload, the back
 * button and a shared link show the same order. Checked on the schools list, whose pattern every
 * list shares, with more schools than one page holds.
 */
const names = (page: Page) =>
  page
    .getByRole('table', { name: 'Schools' })
    .getByRole('rowheader')
    .locator('span:first-child')
    .allTextContents();

test('a sorted list keeps its order across pages and after a reload', async ({ page, request }) => {
  const token = await apiToken(request, SUPERADMIN);
  const tag = unique('Sorted').replace(/\W/g, '');
  // 17 schools: more than the 15 a page shows, created out of alphabetical order.
  const letters = 'QWERTYUIOPASDFGHJ'.split('');
  for (const [i, letter] of letters.entries()) {
    await apiCreate(request, token, '/superadmin/schools', {
      name: `${letter} ${tag}`,
      code: uniqueCode(`S${i}`),
      board: 'CBSE',
    });
  }
  const az = letters.map((l) => `${l} ${tag}`).sort();

  await signInAsSuperadmin(page);
  await sidebarLink(page, 'Schools').click();
  await searchFor(page, 'Search schools', tag);
  const header = page.getByRole('columnheader', { name: 'School' });

  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sort=name&direction=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => names(page)).toEqual(az.slice(0, 15));
  // Page 2 holds the two schools that sort last of all, not the page's own rows re-sorted.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => names(page)).toEqual(az.slice(15));

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'School' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => names(page)).toEqual(az.slice(15));

  await page.goBack();
  await expect.poll(() => names(page)).toEqual(az.slice(0, 15));
  await page.getByRole('columnheader', { name: 'School' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=name&direction=desc/);
  await expect.poll(() => names(page)).toEqual([...az].reverse().slice(0, 15));
});
