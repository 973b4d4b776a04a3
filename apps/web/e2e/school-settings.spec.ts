import { expect, test, type Page } from '@playwright/test';
import { signInByPage } from './support/accounts';
import { expectToast } from './support/console';
import { newSchoolAdmin } from './support/school';

/*
 * A new school's admin fills in the four settings cards, each saved on its own and all still
 * there after a reload; a fee due day past 31 is refused and nothing is saved. The academic
 * settings then start a new academic year.
 */
const card = (page: Page, name: string) => page.getByRole('region', { name });

async function save(page: Page, cardName: string, button: string, toast: string) {
  await card(page, cardName).getByRole('button', { name: button }).click();
  await expectToast(page, toast);
}

test('a school admin saves each settings card and finds it after a reload', async ({ page, request }) => {
  const { admin } = await newSchoolAdmin(request);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'School Settings' })).toBeVisible();

  // A due day past the end of any month is refused under the field, and not saved.
  const fees = card(page, 'Fee Management Settings');
  await fees.getByLabel(/^Fee due day of month/).fill('32');
  await fees.getByRole('button', { name: 'Save Fee Settings' }).click();
  await expect(fees.getByText('Fee due day of month must be a whole number from 1 to 31.')).toBeVisible();
  await page.reload();
  await expect(fees.getByLabel(/^Fee due day of month/)).toHaveValue('10');

  const info = card(page, 'School Information');
  const code = `SET-${Date.now().toString(36).toUpperCase()}`;
  await info.getByLabel(/^School name/).fill('Hillside Settings School');
  await info.getByLabel(/^School code/).fill(code.toLowerCase());
  await info.getByLabel(/^Email/).fill('office@hillside.example');
  await info.getByLabel(/^Phone/).fill('+91 98765 43210');
  await info.getByLabel(/^Address/).fill('4 Lake Road');
  await info.getByLabel(/^City/).fill('Nagpur');
  await info.getByLabel(/^State/).fill('Maharashtra');
  await info.getByLabel(/^Board/).selectOption('IB');
  await info.getByLabel(/^Establishment year/).fill('1987');
  await save(
    page,
    'School Information',
    'Save School Information',
    'School Information settings saved successfully!',
  );

  const academic = card(page, 'Academic Settings');
  await academic.getByLabel(/^Academic year/).fill('2027-28');
  await academic.getByLabel(/^Session start/).fill('2027-06-01');
  await academic.getByLabel(/^Session end/).fill('2028-03-31');
  await academic.getByRole('checkbox', { name: 'Sat' }).check();
  await academic.getByLabel(/^Grading system/).selectOption('CGPA');
  await academic.getByLabel(/^Max marks/).fill('80');
  await save(page, 'Academic Settings', 'Save Academic Settings', 'Academic settings saved successfully!');

  const notifications = card(page, 'Notification Settings');
  await notifications.getByRole('checkbox', { name: 'SMS notifications' }).check();
  await notifications.getByRole('checkbox', { name: 'Exam reminders' }).uncheck();
  await save(
    page,
    'Notification Settings',
    'Save Notification Settings',
    'Notification settings saved successfully!',
  );

  await fees.getByLabel(/^Fee due day of month/).fill('15');
  await fees.getByLabel(/^Late fee amount/).fill('250');
  await fees.getByRole('checkbox', { name: 'UPI' }).check();
  await fees.getByRole('checkbox', { name: 'Scholarship program' }).check();
  await save(
    page,
    'Fee Management Settings',
    'Save Fee Settings',
    'Fee Management settings saved successfully!',
  );

  await page.reload();
  await expect(info.getByLabel(/^School name/)).toHaveValue('Hillside Settings School');
  await expect(info.getByLabel(/^School code/)).toHaveValue(code);
  await expect(info.getByLabel(/^Email/)).toHaveValue('office@hillside.example');
  await expect(info.getByLabel(/^City/)).toHaveValue('Nagpur');
  await expect(info.getByLabel(/^Board/)).toHaveValue('IB');
  await expect(info.getByLabel(/^Establishment year/)).toHaveValue('1987');
  await expect(academic.getByLabel(/^Academic year/)).toHaveValue('2027-28');
  await expect(academic.getByLabel(/^Session end/)).toHaveValue('2028-03-31');
  await expect(academic.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
  await expect(academic.getByLabel(/^Grading system/)).toHaveValue('CGPA');
  await expect(academic.getByLabel(/^Max marks/)).toHaveValue('80');
  await expect(notifications.getByRole('checkbox', { name: 'SMS notifications' })).toBeChecked();
  await expect(notifications.getByRole('checkbox', { name: 'Exam reminders' })).not.toBeChecked();
  await expect(fees.getByLabel(/^Fee due day of month/)).toHaveValue('15');
  await expect(fees.getByLabel(/^Late fee amount/)).toHaveValue('250');
  await expect(fees.getByRole('checkbox', { name: 'UPI' })).toBeChecked();
  await expect(fees.getByRole('checkbox', { name: 'Scholarship program' })).toBeChecked();

  // The academic settings start the school's next academic year.
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: 'Academic Years' })
    .click();
  await page.getByRole('button', { name: 'Add Academic Year' }).click();
  const form = page.getByRole('dialog', { name: 'Add Academic Year' });
  await expect(form.getByLabel(/^Name/)).toHaveValue('2027-28');
  await expect(form.getByLabel(/^Start Date/)).toHaveValue('2027-06-01');
  await expect(form.getByLabel(/^End Date/)).toHaveValue('2028-03-31');
});
