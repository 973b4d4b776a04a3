import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signInByPage } from './support/accounts';
import { allowForPages, apiCreate, expectToast, platformToday, uniqueCode } from './support/console';
import { newSchoolAdmin } from './support/school';

/*
 * A teacher on a phone (375 x 812) takes the morning's attendance: today's section on their
 * dashboard, two students marked absent with one tap each, saved, and the saved register and the
 * dashboard say so. Every day of the week is a working day of the school, so this runs any day.
 */
test.use({ viewport: { width: 375, height: 812 } });

const PASSWORD = 'Teacher#2026x';
const STUDENTS = ['Aarav Shah', 'Bina Kapoor', 'Chetan Rao'] as const;

const shifted = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A school open today with Grade 6 A of three students, and its class teacher, made by its admin. */
async function schoolWithSection(request: APIRequestContext) {
  const { admin } = await newSchoolAdmin(request);
  const token = await apiToken(request, admin);
  const headers = { Authorization: `Bearer ${token}` };
  const make = <T>(path: string, data: object) => apiCreate<T>(request, token, `/school${path}`, data);
  const { date: today } = await platformToday(request);
  const start = shifted(today, -60);
  const year = await make<{ id: number }>('/academic-years', {
    name: `Year ${uniqueCode('Y')}`,
    start_date: start,
    end_date: shifted(today, 300),
    is_current: true,
  });
  const academic = await request.get('/api/school/settings/academic', { headers });
  const saved = await request.put('/api/school/settings/academic', {
    headers,
    data: {
      ...((await academic.json()) as { data: object }).data,
      working_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const grade = await make<{ id: number }>('/classes', { name: 'Grade 6', grade_level: 6 });
  const section = await make<{ id: number }>('/sections', { class_id: grade.id, name: 'A', capacity: 40 });
  for (const [index, name] of STUDENTS.entries()) {
    await make('/students', {
      name,
      email: null,
      password: null,
      admission_no: uniqueCode('ADM'),
      roll_no: String(index + 1),
      dob: '2014-05-01',
      gender: 'female',
      admission_date: start,
      academic_year_id: year.id,
      class_id: grade.id,
      section_id: section.id,
    });
  }
  const tag = uniqueCode('T').toLowerCase();
  const teacher = { name: 'Kavya Menon', email: `kavya.${tag}@example.com`, password: PASSWORD };
  const made = await make<{ id: number }>('/teachers', {
    ...teacher,
    password_confirmation: PASSWORD,
    employee_code: tag.toUpperCase(),
    gender: 'female',
  });
  const placed = await request.post(`/api/school/teachers/${made.id}/assign-classes`, {
    headers,
    data: {
      class_ids: [grade.id],
      section_ids: [section.id],
      class_teacher_of: [{ class_id: grade.id, section_id: section.id }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return { teacher };
}

/** Nothing wider than the phone, and axe finds no serious or critical violation. */
async function expectFitsAndAccessible(page: Page, what: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${what} scrolls sideways`).toBeLessThanOrEqual(375);
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test("a teacher takes today's attendance of their section on a phone", async ({ page, request }) => {
  // Three pages read by axe, on a machine the whole suite shares.
  test.setTimeout(allowForPages(3));
  const { teacher } = await schoolWithSection(request);
  await signInByPage(page, teacher, /\/teacher\/dashboard$/);

  const today = page.getByRole('region', { name: "Today's attendance" });
  const card = today.getByRole('listitem').filter({ hasText: 'Grade 6 A' });
  await expect(card).toContainText('3 students');
  await expect(card).toContainText('Not taken');
  await expectFitsAndAccessible(page, 'the dashboard');

  await card.getByRole('link', { name: 'Take attendance of Grade 6 A' }).click();
  await expect(page).toHaveURL(/\/teacher\/attendance\?section=\d+&date=\d{4}-\d{2}-\d{2}$/);
  const register = page.getByRole('region', { name: 'Grade 6 A' });
  const row = (name: string) => register.getByRole('group', { name: new RegExp(name) });
  for (const name of STUDENTS) await expect(row(name).getByRole('radio', { name: 'Present' })).toBeChecked();
  await expectFitsAndAccessible(page, 'the register');

  // One tap on the choice's label, as a thumb does.
  await row('Aarav Shah').getByText('Absent', { exact: true }).click();
  await row('Chetan Rao').getByText('Absent', { exact: true }).click();
  await expect(register.getByText('1 present, 2 absent, 0 late, 0 excused')).toBeVisible();
  await register.getByRole('button', { name: 'Save attendance' }).click();
  await expectToast(page, 'Attendance saved successfully!');
  await expect(register.getByText(/^Taken by Kavya Menon at /)).toBeVisible();

  // What the server holds, read again.
  await page.reload();
  await expect(row('Aarav Shah').getByRole('radio', { name: 'Absent' })).toBeChecked();
  await expect(row('Bina Kapoor').getByRole('radio', { name: 'Present' })).toBeChecked();
  await expect(row('Chetan Rao').getByRole('radio', { name: 'Absent' })).toBeChecked();
  await expectFitsAndAccessible(page, 'the saved register');

  await page.goto('/teacher/dashboard');
  await expect(card).toContainText('Taken');
  await expect(card).toContainText('1 present, 2 absent, 0 late, 0 excused');
});
