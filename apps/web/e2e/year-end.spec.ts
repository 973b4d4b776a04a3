import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signInByPage } from './support/accounts';
import { apiCreate, expectToast, rowOf } from './support/console';
import { newSchoolAdmin } from './support/school';

/*
 * Year end as a new school admin does it: a whole section promoted into next year from its
 * review list (one student held back, roll numbers renumbered by name); this year's list is as it
 * was, and next year's, chosen in the year selector, holds the promoted students in their new class.
 */
const PASSWORD = 'Student#2026x';

async function sectionOfThree(request: APIRequestContext, admin: { email: string; password: string }) {
  const token = await apiToken(request, admin);
  const make = <T>(path: string, data: object) => apiCreate<T>(request, token, `/school${path}`, data);
  const year = await make<{ id: number }>('/academic-years', {
    name: '2026-27',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    is_current: true,
  });
  await make('/academic-years', { name: '2027-28', start_date: '2027-04-01', end_date: '2028-03-31' });
  const five = await make<{ id: number }>('/classes', { name: 'Grade 5', grade_level: 5 });
  const six = await make<{ id: number }>('/classes', { name: 'Grade 6', grade_level: 6 });
  const fiveA = await make<{ id: number }>('/sections', { class_id: five.id, name: 'A', capacity: 30 });
  await make('/sections', { class_id: six.id, name: 'A', capacity: 30 });
  const tag = Date.now().toString(36);
  for (const [roll, name] of [
    ['7', 'Zara Khan'],
    ['8', 'Arjun Mehta'],
    ['9', 'Chen Li'],
  ] as const) {
    await make('/students', {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}.${tag}@example.com`,
      password: PASSWORD,
      admission_no: `ADM-${roll}-${tag}`,
      roll_no: roll,
      dob: '2015-05-01',
      gender: 'female',
      admission_date: '2026-04-01',
      academic_year_id: year.id,
      class_id: five.id,
      section_id: fiveA.id,
    });
  }
}

test('a new school admin promotes a whole section to next year; this year’s list stays, next year’s fills', async ({
  page,
  request,
}) => {
  const { admin } = await newSchoolAdmin(request);
  await sectionOfThree(request, admin);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: 'Students' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible();
  for (const name of ['Zara Khan', 'Arjun Mehta', 'Chen Li']) {
    await expect(rowOf(page, new RegExp(name))).toContainText('Grade 5 - A');
  }

  await page.getByRole('button', { name: 'Promote Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Promote Class' });
  await expect(dialog.getByLabel(/^From Academic Year/)).toHaveValue(/\d+/);
  await dialog.getByLabel(/^From Class/).selectOption({ label: 'Grade 5' });
  await dialog.getByLabel(/^From Section/).selectOption({ label: 'A' });
  await dialog.getByLabel(/^To Academic Year/).selectOption({ label: '2027-28' });
  await dialog.getByLabel(/^To Class/).selectOption({ label: 'Grade 6' });
  await dialog.getByLabel(/^To Section/).selectOption({ label: 'A' });
  await dialog.getByLabel(/^Roll Numbers/).selectOption('by_name');
  const review = dialog.getByRole('list', { name: 'Review list' });
  await expect(review.getByRole('listitem')).toHaveCount(3);
  await dialog.getByLabel('Decision for Chen Li').selectOption('hold');
  await dialog.getByRole('button', { name: 'Promote 2 students' }).click();
  await expectToast(page, '2 students promoted (0 moved), 1 held back.');
  await expect(dialog).toBeHidden();

  // This year: nothing changed, classes and roll numbers of 2026-27.
  const yearFilter = page.getByLabel('Academic Year', { exact: true });
  await yearFilter.selectOption({ label: '2026-27' });
  for (const [name, roll] of [
    ['Zara Khan', '7'],
    ['Arjun Mehta', '8'],
    ['Chen Li', '9'],
  ] as const) {
    const row = rowOf(page, new RegExp(name));
    await expect(row).toContainText('Grade 5 - A');
    await expect(row).toContainText(roll);
  }

  // Next year: the two promoted, in Grade 6 - A, renumbered by name; Chen was held back.
  await yearFilter.selectOption({ label: '2027-28' });
  await expect(rowOf(page, /Chen Li/)).toHaveCount(0);
  await expect(rowOf(page, /Arjun Mehta/)).toContainText('Grade 6 - A');
  await expect(
    rowOf(page, /Arjun Mehta/)
      .getByRole('cell')
      .nth(0),
  ).toHaveText('1');
  await expect(rowOf(page, /Zara Khan/)).toContainText('Grade 6 - A');
  await expect(
    rowOf(page, /Zara Khan/)
      .getByRole('cell')
      .nth(0),
  ).toHaveText('2');
  await expect(page.getByText('Showing 2 of 2', { exact: false })).toBeVisible();
});
