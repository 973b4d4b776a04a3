import { expect, test, type Page } from '@playwright/test';
import { signInByPage } from './support/accounts';
import { expectToast, rowAction, rowOf } from './support/console';
import { enrolStudents, newSchoolAdmin } from './support/school';

/*
 * A school admin new to the platform sets up the year's structure: years, a class, its sections,
 * students seated up to the seats; and meets the rules that keep what is in use.
 */
async function openScreen(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function addYear(page: Page, name: string, start: string, end: string, current: boolean) {
  await page.getByRole('button', { name: 'Add Academic Year' }).click();
  const form = page.getByRole('dialog', { name: 'Add Academic Year' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Start Date/).fill(start);
  await form.getByLabel(/^End Date/).fill(end);
  if (current) await form.getByLabel('Set as current academic year').check();
  await form.getByRole('button', { name: 'Create academic year' }).click();
  await expectToast(page, 'Academic year created successfully!');
  await expect(form).toBeHidden();
}

test('a new school admin sets up years, a class with sections, seats students and meets the rules', async ({
  page,
  request,
}) => {
  const { admin } = await newSchoolAdmin(request);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);

  // Two years; the second becomes current.
  await openScreen(page, 'Academic Years', 'Academic Years');
  const banner = page.getByRole('region', { name: 'Current Academic Year' });
  await expect(banner).toContainText('No academic year is set as current');
  await addYear(page, '2025-26', '2025-04-01', '2026-03-31', true);
  await addYear(page, '2026-27', '2026-04-01', '2027-03-31', false);
  await expect(banner).toContainText('2025-26');
  await expect(banner).toContainText('0 days remaining');
  await rowAction(page, '2026-27', 'Set as Current');
  const confirm = page.getByRole('alertdialog', { name: 'Set Current Academic Year' });
  await expect(confirm).toContainText(
    'Set "2026-27" as the current academic year? The current year, 2025-26, will be deactivated.',
  );
  await confirm.getByRole('button', { name: 'Set as Current' }).click();
  await expectToast(page, 'Academic year set as current successfully!');
  await expect(banner).toContainText('2026-27');
  await expect(rowOf(page, '2025-26')).toContainText('Inactive');
  await expect(rowOf(page, '2026-27')).toContainText('Current');
  await expect(page.getByRole('group', { name: 'Academic year figures' })).toContainText('2026-27');

  // A class and two sections with capacities.
  await openScreen(page, 'Classes', 'Class Management');
  await page.getByRole('button', { name: 'Create New Class' }).click();
  const classForm = page.getByRole('dialog', { name: 'Create New Class' });
  await classForm.getByLabel(/^Class Name/).fill('Grade 6');
  await classForm.getByLabel(/^Grade Level/).fill('6');
  await classForm.getByRole('button', { name: 'Create class' }).click();
  await expectToast(page, 'Class created successfully!');
  await expect(rowOf(page, /Grade 6/)).toBeVisible();

  await openScreen(page, 'Sections', 'Section Management');
  for (const [name, capacity] of [
    ['A', '2'],
    ['B', '10'],
  ] as const) {
    await page.getByRole('button', { name: 'Create New Section' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Section' });
    await form.getByLabel(/^Class/).selectOption({ label: 'Grade 6' });
    await form.getByLabel(/^Section Name/).fill(name);
    await form.getByLabel(/^Capacity/).fill(capacity);
    await form.getByRole('button', { name: 'Create section' }).click();
    await expectToast(page, 'Section created successfully!');
    await expect(form).toBeHidden();
  }
  const figures = page.getByRole('group', { name: 'Section figures' });
  await expect(figures).toContainText('Total Capacity12');

  // Three students of the class this year: two seats in A, so all three cannot go there.
  await enrolStudents(request, admin, 'Grade 6', ['Ira Shah', 'Noor Ali', 'Kofi Mensah']);
  await rowAction(page, 'section A of Grade 6', 'Assign Students');
  const assign = page.getByRole('dialog', { name: 'Assign Students to Section' });
  await expect(assign).toContainText('2 seats left');
  for (const name of ['Ira Shah', 'Noor Ali', 'Kofi Mensah']) await assign.getByLabel(name).check();
  await expect(assign).toContainText('3 selected: only 2 seats are left.');
  await expect(assign.getByRole('button', { name: 'Assign Students' })).toBeDisabled();
  await assign.getByLabel('Kofi Mensah').uncheck();
  await assign.getByRole('button', { name: 'Assign Students' }).click();
  await expectToast(page, 'Students assigned successfully!');

  // Full: A shows 2 / 2 and red at 100%; B, empty, green.
  const sectionA = rowOf(page, /Section A/);
  await expect(sectionA).toContainText('2 / 2');
  await expect(sectionA).toContainText('100.0% filled');
  await expect(sectionA.getByRole('meter')).toHaveAttribute('data-level', 'high');
  await expect(rowOf(page, /Section B/).getByRole('meter')).toHaveAttribute('data-level', 'low');
  await expect(figures).toContainText('Avg Utilization16.7%');

  // Analytics of the class: the students per section.
  await openScreen(page, 'Classes', 'Class Management');
  await rowAction(page, 'Grade 6', 'View Analytics');
  const analytics = page.getByRole('dialog', { name: 'Analytics: Grade 6' });
  await expect(analytics.getByRole('figure', { name: 'Students per Section' })).toContainText('A: 2');
  await expect(analytics).toContainText('Total Students3');
  await expect(analytics).toContainText('Section A2 students of 2 seats');
  await page.keyboard.press('Escape');

  // The class has students: it stays, and the admin is told why.
  await rowAction(page, 'Grade 6', 'Delete Class');
  const remove = page.getByRole('alertdialog', { name: 'Delete Class' });
  await expect(remove).toContainText(
    'Are you sure you want to delete "Grade 6"? Its sections go with it, and its teachers and subjects are unassigned from it. This cannot be undone. A class that has or had enrolled students cannot be deleted: it is kept for their records.',
  );
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expectToast(
    page,
    'Cannot delete class "Grade 6": students are enrolled in it. Move them to another class first.',
  );
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, /Grade 6/)).toContainText('3');
});
