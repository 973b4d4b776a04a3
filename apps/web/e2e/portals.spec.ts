import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signInByPage } from './support/accounts';
import { allowForPages, apiCreate, platformToday, sidebarLink, uniqueCode } from './support/console';
import { PARENT_ROUTES, STUDENT_ROUTES } from './support/routes';
import { makeClassTeacher, newSchoolAdmin, openEveryDay, shifted } from './support/school';

/*
 * Issue 27, done when, on a phone (375 x 812): a parent of two children signs in, switches
 * between them, finds one child's absence of today with the teacher's note and the notice for that
 * child's class, not the notice for the other's; a student signs in and finds their own calendar;
 * axe finds no serious or critical violation on any page of either console, none of which scrolls
 * sideways. The school is open every day of the week, so this runs on any day.
 */
const PASSWORD = 'Family#2026-abc';
const NOTE = 'Fever, resting at home';
const PICNIC = 'Grade 5 picnic';
const MUSEUM = 'Grade 2 museum visit';

test.use({ viewport: { width: 375, height: 812 } });

/**
 * A school open today with Meera in Grade 5 A and Rohan in Grade 2 B, both children of one
 * parent; Meera signs in herself. The class teacher of Grade 5 A marks her absent today with a
 * note; the school posts one notice to the parents of each class. All through the API.
 */
async function familyOfTwo(request: APIRequestContext) {
  const { admin } = await newSchoolAdmin(request);
  const token = await apiToken(request, admin);
  const make = <T>(path: string, data: object) => apiCreate<T>(request, token, `/school${path}`, data);
  await openEveryDay(request, token);
  const { date: today } = await platformToday(request);
  const start = shifted(today, -60);
  const year = await make<{ id: number }>('/academic-years', {
    name: `Year ${uniqueCode('Y')}`,
    start_date: start,
    end_date: shifted(today, 300),
    is_current: true,
  });
  const five = await make<{ id: number }>('/classes', { name: 'Grade 5', grade_level: 5 });
  const fiveA = await make<{ id: number }>('/sections', { class_id: five.id, name: 'A', capacity: 40 });
  const two = await make<{ id: number }>('/classes', { name: 'Grade 2', grade_level: 2 });
  const twoB = await make<{ id: number }>('/sections', { class_id: two.id, name: 'B', capacity: 40 });

  const tag = uniqueCode('F').toLowerCase();
  const parent = { email: `sunita.${tag}@example.com`, password: PASSWORD };
  const sunita = await make<{ id: number }>('/parents', {
    name: 'Sunita Shah',
    ...parent,
    phone: '+91 98765 40001',
  });
  const student = { email: `meera.${tag}@example.com`, password: PASSWORD };
  const enrol = (
    name: string,
    login: { email: string | null; password: string | null },
    classId: number,
    sectionId: number,
  ) =>
    make<{ id: number }>('/students', {
      name,
      ...login,
      admission_no: uniqueCode('ADM'),
      roll_no: '1',
      dob: '2016-05-01',
      gender: 'female',
      admission_date: start,
      academic_year_id: year.id,
      class_id: classId,
      section_id: sectionId,
      parent_ids: [sunita.id],
    });
  const meera = await enrol('Meera Shah', student, five.id, fiveA.id);
  await enrol('Rohan Shah', { email: null, password: null }, two.id, twoB.id);

  const teacher = { email: `kavya.${tag}@example.com`, password: PASSWORD };
  const kavya = await make<{ id: number }>('/teachers', {
    name: 'Kavya Menon',
    ...teacher,
    password_confirmation: PASSWORD,
    employee_code: tag.toUpperCase(),
    gender: 'female',
  });
  await makeClassTeacher(request, token, kavya.id, five.id, fiveA.id);
  const register = await request.put(`/api/teacher/sections/${fiveA.id}/attendance/${today}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, teacher)}` },
    data: { marks: [{ student_id: meera.id, status: 'absent', note: NOTE }] },
  });
  expect(register.status(), await register.text()).toBe(200);

  await make('/notices', {
    title: PICNIC,
    body: 'Bring a water bottle.',
    publish_date: today,
    audience: 'parents',
    class_id: five.id,
  });
  await make('/notices', {
    title: MUSEUM,
    body: 'Back by three.',
    publish_date: today,
    audience: 'parents',
    class_id: two.id,
  });
  return { parent, student, today };
}

/** The page fits the phone's width, and axe finds nothing serious or critical on it. */
async function expectFitsAndAccessible(page: Page, what: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${what} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Opens a console page from the phone's drawer, as a person would. */
async function openFromMenu(page: Page, label: string) {
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await sidebarLink(page, label).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

test('a parent of two children and a student read their consoles on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(allowForPages(PARENT_ROUTES.length + STUDENT_ROUTES.length + 4));
  const { parent, student, today } = await familyOfTwo(request);
  const day = Number(today.slice(8));

  // The parent lands on Meera's home (their first child by name): absent today, with the teacher's note,
  // and the notice for Grade 5, not the one for Grade 2.
  const family = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await family.newPage();
  await signInByPage(page, parent, /\/parent\/dashboard$/);
  const children = page.getByRole('group', { name: 'Your children' });
  await expect(children.getByRole('button', { name: 'Meera Shah' })).toHaveAttribute('aria-pressed', 'true');
  const todayCard = page.getByRole('region', { name: 'Today at school' });
  await expect(todayCard).toContainText('Absent');
  await expect(todayCard).toContainText(`Teacher's note: ${NOTE}`);
  const notices = page.getByRole('region', { name: 'Notices' });
  const picnic = notices.getByRole('article', { name: PICNIC });
  await expect(picnic).toContainText('Unread');
  await expect(picnic).toContainText('For Grade 5');
  await expect(notices.getByRole('article', { name: MUSEUM })).toHaveCount(0);
  await expectFitsAndAccessible(page, 'parent home');

  // Opening the notice marks it read.
  await picnic.getByRole('button', { name: new RegExp(PICNIC) }).click();
  await expect(picnic).toContainText('Bring a water bottle.');
  await expect(picnic).not.toContainText('Unread');

  // Rohan: his class's notice, not Meera's; no mark today for him.
  await children.getByRole('button', { name: 'Rohan Shah' }).click();
  await expect(page.getByText('Rohan Shah · Grade 2 B')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Today at school' })).toContainText(
    'Attendance not taken yet',
  );
  await expect(notices.getByRole('article', { name: MUSEUM })).toBeVisible();
  await expect(notices.getByRole('article', { name: PICNIC })).toHaveCount(0);

  // The choice is remembered: the Attendance page is Rohan's; back to Meera, her absence and note.
  await openFromMenu(page, 'Attendance');
  await expect(children.getByRole('button', { name: 'Rohan Shah' })).toHaveAttribute('aria-pressed', 'true');
  await expectFitsAndAccessible(page, 'parent attendance');
  await children.getByRole('button', { name: 'Meera Shah' }).click();
  const month = page.getByRole('table', { name: /^Attendance in / });
  await expect(month.getByRole('cell', { name: `${day} Absent` })).toHaveAttribute('title', NOTE);
  await expect(page.getByRole('list', { name: 'Absences' })).toContainText(NOTE);
  await expectFitsAndAccessible(page, 'parent attendance with marks');

  await openFromMenu(page, 'Notices');
  await expect(page.getByRole('article', { name: PICNIC })).toBeVisible();
  await expect(page.getByRole('article', { name: MUSEUM })).toHaveCount(0);
  await expectFitsAndAccessible(page, 'parent notices');
  await family.close();

  // Meera signs in herself and finds her own calendar, and her console's every page passes axe.
  const own = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const meera = await own.newPage();
  await signInByPage(meera, student, /\/student\/dashboard$/);
  await expect(meera.getByRole('region', { name: 'Today at school' })).toContainText(
    `Teacher's note: ${NOTE}`,
  );
  await expectFitsAndAccessible(meera, 'student home');
  await openFromMenu(meera, 'Attendance');
  const hers = meera.getByRole('table', { name: /^Attendance in / });
  await expect(hers.getByRole('cell', { name: `${day} Absent` })).toHaveAttribute('title', NOTE);
  await expectFitsAndAccessible(meera, 'student attendance');
  await openFromMenu(meera, 'Notices');
  await expectFitsAndAccessible(meera, 'student notices');
  await own.close();
});
