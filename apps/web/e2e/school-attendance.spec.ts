import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInByPage } from './support/accounts';
import { allowForPages, expectToast, platformToday, rowAction, rowOf, sidebarLink } from './support/console';
import { schoolOpenToday } from './support/school';

/*
 * The school administrator takes a section's register that nobody took, with one student absent,
 * sees it taken with its rate in the day's list, corrects the mark to Late (counted as present),
 * and finds it on the student's calendar. A register taken by the teacher and corrected by the
 * admin, the dashboard, analytics, the CSV export and the absence e-mail are attendance-day.spec.ts.
 */
const PLACE = 'Grade 6 – Section A';

/** Marks one student in the open register dialog and saves it. */
async function markAndSave(page: Page, student: string, status: string) {
  const dialog = page.getByRole('dialog', { name: `Register of ${PLACE}` });
  await dialog
    .getByRole('group', { name: new RegExp(student) })
    .getByText(status, { exact: true })
    .click();
  await expect(
    dialog.getByRole('group', { name: new RegExp(student) }).getByRole('radio', { name: status }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Save attendance' }).click();
  await expectToast(page, 'Attendance saved successfully!');
  await expect(dialog).toBeHidden();
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

test('the admin takes a register nobody took, corrects it to late and sees it on the calendar', async ({
  page,
  request,
}) => {
  // Four pages and dialogs, two of them read by axe.
  test.setTimeout(allowForPages(4));
  const { admin } = await schoolOpenToday(request, ['Asha Verma', 'Kabir Rao']);
  const today = await platformToday(request);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);
  await sidebarLink(page, 'Attendance').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(rowOf(page, PLACE)).toContainText('Not taken');

  await page.getByRole('button', { name: `Take the register of ${PLACE}` }).click();
  await expect(page.getByRole('dialog', { name: `Register of ${PLACE}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  await markAndSave(page, 'Asha Verma', 'Absent');
  const row = rowOf(page, PLACE);
  await expect(row).toContainText('Taken');
  await expect(row).toContainText('50.0%');
  const figures = page.getByRole('group', { name: 'Figures of the day' });
  await expect(figures).toContainText('1 of 1');
  await expectNoSeriousViolations(page);

  // The correction: Asha came late after all.
  await page.getByRole('button', { name: `Open the register of ${PLACE}` }).click();
  await markAndSave(page, 'Asha Verma', 'Late');
  await expect(rowOf(page, PLACE)).toContainText('100.0%');

  await sidebarLink(page, 'Students').click();
  await rowAction(page, 'Asha Verma', 'View Details');
  const details = page.getByRole('dialog', { name: 'Student Details' });
  const attendance = details.getByRole('region', { name: 'Attendance this year' });
  await expect(attendance).toContainText('Attendance rate 100.0% over 1 day.');
  await expect(attendance.getByRole('cell', { name: `${today.day} Late`, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
});
