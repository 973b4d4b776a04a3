import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signInByPage } from './support/accounts';
import { allowForPages, apiCreate, expectToast, rowAction, rowOf } from './support/console';
import { newSchoolAdmin } from './support/school';

/*
 * A new school admin places a teacher in two classes with sections and a class-teacher place,
 * reopens Assign Classes and saves: nothing is lost. Then links a subject to a class with a
 * teacher there, and the Subjects screen and the class analytics count them.
 */
async function openScreen(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

interface Placement {
  class_name: string;
  section_name: string | null;
  is_class_teacher: boolean;
}

/** Two classes with sections, a subject and two teachers, one already leading Grade 8 A. */
async function structure(request: APIRequestContext, admin: { email: string; password: string }) {
  const token = await apiToken(request, admin);
  const make = <T>(path: string, data: object) => apiCreate<T>(request, token, `/school${path}`, data);
  await make('/academic-years', {
    name: '2026-27',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    is_current: true,
  });
  const seven = await make<{ id: number }>('/classes', { name: 'Grade 7', grade_level: 7 });
  const eight = await make<{ id: number }>('/classes', { name: 'Grade 8', grade_level: 8 });
  for (const name of ['A', 'B']) await make('/sections', { class_id: seven.id, name, capacity: 30 });
  const eightA = await make<{ id: number }>('/sections', { class_id: eight.id, name: 'A', capacity: 30 });
  await make('/sections', { class_id: eight.id, name: 'B', capacity: 30 });
  await make('/subjects', { name: 'Mathematics', code: 'MAT' });
  const tag = Date.now().toString(36);
  const teacher = (name: string, code: string) =>
    make<{ id: number }>('/teachers', {
      name,
      email: `${code.toLowerCase()}.${tag}@example.com`,
      employee_code: `${code}-${tag}`,
      gender: 'female',
      password: 'Teacher#2026x',
      password_confirmation: 'Teacher#2026x',
    });
  const ravi = await teacher('Ravi Kumar', 'RK');
  const meera = await teacher('Meera Iyer', 'MI');
  const led = await request.post(`/api/school/teachers/${meera.id}/assign-classes`, {
    data: {
      class_ids: [eight.id],
      section_ids: [eightA.id],
      class_teacher_of: [{ class_id: eight.id, section_id: eightA.id }],
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(led.status(), await led.text()).toBe(200);
  const placementsOf = async () => {
    const res = await request.get(`/api/school/teachers/${ravi.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { placements: Placement[] } }).data.placements;
  };
  return { placementsOf };
}

test("assigning a teacher's classes keeps what was there, and a subject's teachers are counted", async ({
  page,
  request,
}) => {
  // Two screens, their dialogs opened and saved twice: time by the pages read.
  test.setTimeout(allowForPages(4));
  const { admin } = await newSchoolAdmin(request);
  const { placementsOf } = await structure(request, admin);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);

  // Grade 7 in both sections, class teacher of B; Grade 8 in section B, next to Meera's A.
  await openScreen(page, 'Teachers', 'Teacher Management');
  await rowAction(page, 'Ravi Kumar', 'Assign Classes');
  let assign = page.getByRole('dialog', { name: 'Assign Classes' });
  await assign.getByRole('checkbox', { name: 'Grade 7', exact: true }).check();
  const seven = assign.getByRole('group', { name: 'Sections of Grade 7' });
  await seven.getByRole('checkbox', { name: 'Section A', exact: true }).check();
  await seven.getByRole('checkbox', { name: 'Section B', exact: true }).check();
  await seven.getByRole('checkbox', { name: 'Class teacher of Section B of Grade 7' }).check();
  await assign.getByRole('checkbox', { name: 'Grade 8', exact: true }).check();
  const eight = assign.getByRole('group', { name: 'Sections of Grade 8' });
  await eight.getByRole('checkbox', { name: 'Section A', exact: true }).check();
  // Meera leads Grade 8 A: said by name, not offered.
  await expect(eight).toContainText('Class teacher: Meera Iyer');
  await expect(eight.getByRole('checkbox', { name: 'Class teacher of Section A of Grade 8' })).toHaveCount(0);
  await eight.getByRole('checkbox', { name: 'Section A', exact: true }).uncheck();
  await eight.getByRole('checkbox', { name: 'Section B', exact: true }).check();
  await assign.getByRole('button', { name: 'Assign Classes' }).click();
  await expectToast(page, 'Classes assigned successfully!');
  await expect(assign).toBeHidden();
  const saved = await placementsOf();
  expect(saved).toEqual([
    expect.objectContaining({ class_name: 'Grade 7', section_name: 'A', is_class_teacher: false }),
    expect.objectContaining({ class_name: 'Grade 7', section_name: 'B', is_class_teacher: true }),
    expect.objectContaining({ class_name: 'Grade 8', section_name: 'B', is_class_teacher: false }),
  ]);

  // Reopen: everything is checked as saved; save again and nothing is lost.
  await rowAction(page, 'Ravi Kumar', 'Assign Classes');
  assign = page.getByRole('dialog', { name: 'Assign Classes' });
  await expect(assign.getByRole('checkbox', { name: 'Grade 7', exact: true })).toBeChecked();
  await expect(assign.getByRole('checkbox', { name: 'Grade 8', exact: true })).toBeChecked();
  const sevenAgain = assign.getByRole('group', { name: 'Sections of Grade 7' });
  await expect(sevenAgain.getByRole('checkbox', { name: 'Section A', exact: true })).toBeChecked();
  await expect(sevenAgain.getByRole('checkbox', { name: 'Section B', exact: true })).toBeChecked();
  await expect(
    sevenAgain.getByRole('checkbox', { name: 'Class teacher of Section B of Grade 7' }),
  ).toBeChecked();
  await expect(
    sevenAgain.getByRole('checkbox', { name: 'Class teacher of Section A of Grade 7' }),
  ).not.toBeChecked();
  const eightAgain = assign.getByRole('group', { name: 'Sections of Grade 8' });
  await expect(eightAgain.getByRole('checkbox', { name: 'Section B', exact: true })).toBeChecked();
  await expect(eightAgain.getByRole('checkbox', { name: 'Section A', exact: true })).not.toBeChecked();
  await assign.getByRole('button', { name: 'Assign Classes' }).click();
  await expectToast(page, 'Classes assigned successfully!');
  await expect(assign).toBeHidden();
  expect(await placementsOf()).toEqual(saved);
  await rowAction(page, 'Ravi Kumar', 'View Performance');
  const performance = page.getByRole('dialog', { name: 'Performance: Ravi Kumar' });
  await expect(performance).toContainText('Class teacher forGrade 7');
  await page.keyboard.press('Escape');

  // Mathematics: offered in Grade 7 and Grade 8, taught by Ravi in Grade 7 A.
  await openScreen(page, 'Subjects', 'Subject Management');
  await expect(
    rowOf(page, /Mathematics/)
      .getByRole('cell')
      .nth(2),
  ).toHaveText('0');
  await rowAction(page, 'Mathematics', 'Classes & Teachers');
  const teaching = page.getByRole('dialog', { name: 'Classes & Teachers: Mathematics' });
  await teaching.getByRole('checkbox', { name: 'Grade 7', exact: true }).check();
  await teaching.getByRole('checkbox', { name: 'Grade 8', exact: true }).check();
  const inSeven = teaching.getByRole('group', { name: 'Teachers in Grade 7' });
  await inSeven.getByLabel('Teacher for Grade 7').selectOption({ label: 'Ravi Kumar' });
  await inSeven.getByLabel('Where in Grade 7').selectOption({ label: 'Section A' });
  await inSeven.getByRole('button', { name: 'Add teacher to Grade 7' }).click();
  await expect(inSeven).toContainText('Ravi Kumar (Section A)');
  await teaching.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Subject classes and teachers saved successfully!');
  await expect(teaching).toBeHidden();
  await expect(
    rowOf(page, /Mathematics/)
      .getByRole('cell')
      .nth(2),
  ).toHaveText('1');

  // Reopened, it shows what was saved.
  await rowAction(page, 'Mathematics', 'Classes & Teachers');
  const reopened = page.getByRole('dialog', { name: 'Classes & Teachers: Mathematics' });
  await expect(reopened.getByRole('checkbox', { name: 'Grade 8', exact: true })).toBeChecked();
  await expect(reopened.getByRole('group', { name: 'Teachers in Grade 7' })).toContainText(
    'Ravi Kumar (Section A)',
  );
  await page.keyboard.press('Escape');

  // Both classes offer the subject now.
  await openScreen(page, 'Classes', 'Class Management');
  for (const name of ['Grade 7', 'Grade 8']) {
    await rowAction(page, name, 'View Analytics');
    const analytics = page.getByRole('dialog', { name: `Analytics: ${name}` });
    await expect(analytics).toContainText('Subjects1');
    await page.keyboard.press('Escape');
    await expect(analytics).toBeHidden();
  }
});
