import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiToken, signInByPage } from './support/accounts';
import { apiCreate, expectToast, uniqueCode } from './support/console';
import { enrolStudents, newSchoolAdmin } from './support/school';

/*
 * A new school admin's dashboard counts what they made, and nothing of any other school; they
 * post, edit and delete a notice, and read it all back in their school's activity.
 */
test('a new school admin sees their own figures, manages notices and reads their activity', async ({
  page,
  request,
}) => {
  const { admin } = await newSchoolAdmin(request);
  const token = await apiToken(request, admin);
  await apiCreate(request, token, '/school/academic-years', {
    name: '2026-27',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    is_current: true,
  });
  const grade1 = await apiCreate<{ id: number }>(request, token, '/school/classes', {
    name: 'Grade 1',
    grade_level: 1,
  });
  const grade2 = await apiCreate<{ id: number }>(request, token, '/school/classes', {
    name: 'Grade 2',
    grade_level: 2,
  });
  for (const [classId, name] of [
    [grade1.id, 'A'],
    [grade1.id, 'B'],
    [grade2.id, 'A'],
  ] as const) {
    await apiCreate(request, token, '/school/sections', { class_id: classId, name, capacity: 30 });
  }
  for (const name of ['Meera Pillai', 'Arjun Das']) {
    const tag = uniqueCode('T').toLowerCase();
    await apiCreate(request, token, '/school/teachers', {
      name,
      email: `teacher.${tag}@example.com`,
      employee_code: tag.toUpperCase(),
      gender: 'female',
      password: 'Teach#2026-abc',
      password_confirmation: 'Teach#2026-abc',
    });
  }
  await enrolStudents(request, admin, 'Grade 1', ['Anya Rao', 'Kabir Sen', 'Tara Iyer']);
  await enrolStudents(request, admin, 'Grade 2', ['Vivaan Shah']);
  // Another school's rows and activity, which must show nowhere on this dashboard.
  const other = await newSchoolAdmin(request);
  const otherToken = await apiToken(request, other.admin);
  await apiCreate(request, otherToken, '/school/classes', { name: 'Grade 9', grade_level: 9 });
  await apiCreate(request, otherToken, '/school/notices', {
    title: 'Elsewhere',
    body: 'Not for this school.',
    publish_date: '2026-11-20',
  });

  await signInByPage(page, admin, /\/school-admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${admin.name}!`)).toBeVisible();
  const figures = page.getByRole('group', { name: 'School figures' });
  await expect(figures).toContainText('Total Students4+4 from last week');
  await expect(figures).toContainText('Total Teachers2+2 from last week');
  await expect(figures).toContainText('Total Classes2+2 from last week');
  await expect(figures).toContainText('Total Sections3+3 from last week');
  // A school that never took a register says so, on the card and on its chart.
  await expect(page.getByRole('region', { name: 'Attendance Today' })).toContainText(
    'No attendance recorded yet',
  );
  await expect(
    page.locator('figure').filter({ has: page.getByText('Attendance, Last 30 Days', { exact: true }) }),
  ).toContainText('No attendance recorded in the last 30 days');
  const classSizes = page.locator('figure').filter({ has: page.getByText('Class Sizes', { exact: true }) });
  await expect(classSizes).toContainText('Grade 1: 3');
  await expect(classSizes).toContainText('Grade 2: 1');
  const quick = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(quick.getByRole('link')).toHaveCount(3);
  await expect(page.getByText('Fee Management')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Recent Activities' })).toContainText('Student Vivaan Shah');

  // Nothing on it in the way of a screen reader or of low vision. The sign-in toast is left out:
  // scanned while it fades in, its text is half transparent.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A new notice; then edited; then deleted after the confirmation.
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices).toContainText('No notices posted yet.');
  await notices.getByRole('button', { name: 'Post Notice' }).click();
  const form = page.getByRole('dialog', { name: 'Post Notice' });
  await form.getByLabel(/^Title/).fill('Sports day on Friday');
  await form.getByLabel(/^Publish Date/).fill('2026-11-27');
  await form.getByLabel(/^Notice/).fill('Wear your house colours.');
  await form.getByRole('button', { name: 'Post notice' }).click();
  await expectToast(page, 'Notice created successfully!');
  await expect(form).toBeHidden();
  await expect(notices.getByRole('article', { name: 'Sports day on Friday' })).toContainText(
    'Wear your house colours.',
  );

  await notices.getByRole('button', { name: 'Edit notice Sports day on Friday' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Notice' });
  await edit.getByLabel(/^Title/).fill('Sports day moved to Saturday');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Notice updated successfully!');
  await expect(notices.getByRole('article', { name: 'Sports day moved to Saturday' })).toBeVisible();
  await expect(notices.getByRole('article', { name: 'Sports day on Friday' })).toHaveCount(0);

  await notices.getByRole('button', { name: 'Delete notice Sports day moved to Saturday' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Notice' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Notice deleted successfully!');
  await expect(notices).toContainText('No notices posted yet.');

  // The recent activity follows; View All lists the school's own entries, newest first.
  const recent = page.getByRole('table', { name: 'Recent Activities' });
  await expect(recent.getByRole('row').nth(1)).toContainText('Notice "Sports day moved to Saturday" deleted');
  await page.getByRole('button', { name: 'View All' }).click();
  const all = page.getByRole('dialog', { name: 'All Activities' });
  const rows = all.getByRole('rowheader');
  await expect(rows.first()).toHaveText('Notice "Sports day moved to Saturday" deleted');
  await expect(rows.nth(1)).toHaveText('Notice "Sports day moved to Saturday" updated');
  await expect(rows.nth(2)).toHaveText('Notice "Sports day on Friday" posted');
  await expect(all).toContainText(`${admin.name} signed in`);
  await expect(all).not.toContainText('Notice "Elsewhere" posted');
  // The first entries of all are on the second page.
  await all.getByRole('button', { name: 'Next' }).click();
  await expect(all).toContainText('Page 2 of 2');
  // By its whole description: "Section A of class Grade 1 created" holds the same words.
  const classCreated = page.getByRole('rowheader', { name: 'Class Grade 1 created', exact: true });
  await expect(all.getByRole('row').filter({ has: classCreated })).toContainText(admin.name);
  await expect(all).toContainText('Academic year 2026-27 created');
  await expect(all).not.toContainText('Grade 9');
});
