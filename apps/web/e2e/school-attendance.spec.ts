import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signInByPage } from './support/accounts';
import {
  apiCreate,
  downloadCsvBy,
  expectToast,
  platformToday,
  rowAction,
  rowOf,
  sidebarLink,
  uniqueCode,
} from './support/console';
import { newSchoolAdmin } from './support/school';

/*
 * The school administrator takes a section's register with one student absent, sees it taken
 * with its rate in the day's list, corrects the mark, finds it on the student's calendar, and
 * exports the class's report.
 */
const PASSWORD = 'Attend#2026-abc';
const PLACE = 'Grade 6 – Section A';

/** A current year around today, every day a working day, a class with section A and two students. */
async function schoolWithSection(request: APIRequestContext, admin: { email: string; password: string }) {
  const token = await apiToken(request, admin);
  const headers = { Authorization: `Bearer ${token}` };
  const make = <T>(path: string, data: object) => apiCreate<T>(request, token, `/school${path}`, data);
  const year = await make<{ id: number }>('/academic-years', {
    name: '2026-27',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
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
  const section = await make<{ id: number }>('/sections', { class_id: grade.id, name: 'A', capacity: 30 });
  for (const [index, name] of ['Asha Verma', 'Kabir Rao'].entries()) {
    const tag = uniqueCode('S').toLowerCase();
    await make('/students', {
      name,
      email: `student.${tag}@example.com`,
      password: PASSWORD,
      admission_no: tag.toUpperCase(),
      roll_no: String(index + 1),
      dob: '2014-05-01',
      gender: 'female',
      admission_date: '2026-04-01',
      academic_year_id: year.id,
      class_id: grade.id,
      section_id: section.id,
    });
  }
}

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
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Attendance saved.');
  await expect(dialog).toBeHidden();
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

test('the admin takes a register, corrects it, sees it on the calendar and exports the report', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { admin } = await newSchoolAdmin(request);
  await schoolWithSection(request, admin);
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

  await sidebarLink(page, 'Attendance').click();
  const report = page.getByRole('region', { name: 'Report' });
  await report.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Grade 6' });
  await expect(rowOf(page, /Asha Verma/)).toContainText('100.0%');
  const { text } = await downloadCsvBy(page, 'Export CSV');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('student_id,admission_no,name,class,section,days,present,absent,late,excused,rate');
  expect(lines.slice(1).map((line) => line.split(',').slice(2).join(','))).toEqual([
    'Asha Verma,Grade 6,A,1,0,0,1,0,100',
    'Kabir Rao,Grade 6,A,1,1,0,0,0,100',
  ]);
});
