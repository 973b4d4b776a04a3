import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signInByPage } from './support/accounts';
import { apiCreate, expectToast, rowAction } from './support/console';
import { newSchoolAdmin } from './support/school';

/*
 * A new school admin registers the people of a year: a student in a class and section, their
 * parent, a teacher with a class, sections and a subject; and moves the student up a year.
 */
async function openScreen(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** This year and next, two classes with sections, and a subject: made through the API. */
async function structure(request: APIRequestContext, admin: { email: string; password: string }) {
  const token = await apiToken(request, admin);
  const make = <T>(path: string, data: object) => apiCreate<T>(request, token, `/school${path}`, data);
  await make('/academic-years', {
    name: '2026-27',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    is_current: true,
  });
  await make('/academic-years', { name: '2027-28', start_date: '2027-04-01', end_date: '2028-03-31' });
  const seven = await make<{ id: number }>('/classes', { name: 'Grade 7', grade_level: 7 });
  const eight = await make<{ id: number }>('/classes', { name: 'Grade 8', grade_level: 8 });
  for (const name of ['A', 'B']) await make('/sections', { class_id: seven.id, name, capacity: 30 });
  await make('/sections', { class_id: eight.id, name: 'A', capacity: 30 });
  const maths = await make<{ id: number }>('/subjects', { name: 'Mathematics', code: 'MAT' });
  return { token, maths };
}

test('a new school admin enrols a student, registers their parent, adds a teacher and promotes the student', async ({
  page,
  request,
}) => {
  const { admin } = await newSchoolAdmin(request);
  const { token, maths } = await structure(request, admin);
  const tag = Date.now().toString(36);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);

  // Enrol Ira into Grade 7, section B.
  await openScreen(page, 'Students', 'Student Management');
  await page.getByRole('button', { name: 'Enroll Student' }).click();
  const enrol = page.getByRole('dialog', { name: 'Enroll Student' });
  await enrol.getByLabel(/^Full Name/).fill('Ira Shah');
  await enrol.getByLabel(/^Email/).fill(`ira.${tag}@example.com`);
  await enrol.getByLabel(/^Password/).fill('Student#2026x');
  await enrol.getByLabel(/^Date of Birth/).fill('2013-08-14');
  await enrol.getByLabel(/^Gender/).selectOption('female');
  await enrol.getByLabel(/^Admission Number/).fill(`ADM-${tag}`);
  await enrol.getByLabel(/^Roll Number/).fill('11');
  await enrol.getByLabel(/^Admission Date/).fill('2026-04-02');
  await enrol.getByLabel(/^Academic Year/).selectOption({ label: '2026-27' });
  await enrol.getByLabel(/^Class/).selectOption({ label: 'Grade 7' });
  await enrol.getByLabel(/^Section/).selectOption({ label: 'B' });
  await enrol.getByRole('button', { name: 'Enroll Student' }).click();
  await expectToast(page, 'Student enrolled successfully!');
  await expect(page.getByRole('row', { name: /Ira Shah/ })).toContainText('Grade 7 - B');

  // Her mother, linked at registration; the child shows in the parent's details.
  await openScreen(page, 'Parents', 'Parents Management');
  await page.getByRole('button', { name: 'Register Parent' }).click();
  const register = page.getByRole('dialog', { name: 'Register Parent' });
  await register.getByLabel(/^Name/).fill('Meera Shah');
  await register.getByLabel(/^Email/).fill(`meera.${tag}@example.com`);
  await register.getByLabel(/^Phone/).fill('+91 98450 22222');
  await register.getByLabel(/^Password/).fill('Parent#2026x');
  await register.getByLabel(/^Relationship/).selectOption('mother');
  await register.getByRole('checkbox', { name: /Ira Shah/ }).check();
  await register.getByRole('button', { name: 'Register parent' }).click();
  await expectToast(page, 'Parent created successfully!');
  await rowAction(page, 'Meera Shah', 'View Details');
  const parent = page.getByRole('dialog', { name: 'Parent Details' });
  await expect(parent).toContainText('Ira Shah');
  await expect(parent).toContainText(`ADM-${tag}`);
  await expect(parent).toContainText('Grade 7');
  await page.keyboard.press('Escape');

  // A teacher for Grade 7's two sections, class teacher, who teaches Mathematics there.
  await openScreen(page, 'Teachers', 'Teacher Management');
  await page.getByRole('button', { name: 'Add Teacher' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Teacher' });
  await add.getByLabel(/^Full Name/).fill('Ravi Kumar');
  await add.getByLabel(/^Email/).fill(`ravi.${tag}@example.com`);
  await add.getByLabel(/^Employee Code/).fill(`EMP-${tag}`);
  await add.getByLabel(/^Password/).fill('Teacher#2026x');
  await add.getByLabel(/^Confirm Password/).fill('Teacher#2026x');
  await add.getByLabel(/^Specialization/).fill('Mathematics');
  await add.getByLabel(/^Gender/).selectOption('male');
  await add.getByRole('button', { name: 'Add teacher' }).click();
  await expectToast(page, 'Teacher created successfully!');
  await rowAction(page, 'Ravi Kumar', 'Assign Classes');
  const assign = page.getByRole('dialog', { name: 'Assign Classes' });
  await assign.getByRole('checkbox', { name: 'Grade 7' }).check();
  await assign.getByRole('checkbox', { name: 'Section A' }).check();
  await assign.getByRole('checkbox', { name: 'Section B' }).check();
  await assign.getByRole('checkbox', { name: 'Class teacher of Section A of Grade 7' }).check();
  await assign.getByRole('button', { name: 'Assign Classes' }).click();
  await expect(assign).toBeHidden();
  // Subjects have no screen of their own in spec 02: the call is made as the screen would.
  const teachers = await request.get('/api/school/teachers?search=Ravi', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const ravi = ((await teachers.json()) as { data: { teachers: { id: number }[] } }).data.teachers[0]!;
  const classes = await request.get('/api/school/classes?search=Grade%207', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const seven = ((await classes.json()) as { data: { classes: { id: number }[] } }).data.classes[0]!;
  const subjects = await request.post(`/api/school/teachers/${ravi.id}/assign-subjects`, {
    data: { subject_ids: [maths.id], class_ids: [seven.id] },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(subjects.status(), await subjects.text()).toBe(200);
  await rowAction(page, 'Ravi Kumar', 'View Performance');
  const performance = page.getByRole('dialog', { name: 'Performance: Ravi Kumar' });
  await expect(performance).toContainText('Grade 7');
  await expect(performance).toContainText('Never');
  await page.keyboard.press('Escape');

  // Next year Ira is in Grade 8; both years stay in her history.
  await openScreen(page, 'Students', 'Student Management');
  await rowAction(page, 'Ira Shah', 'Promote Student');
  const promote = page.getByRole('dialog', { name: 'Promote Student' });
  await promote.getByLabel(/^New Academic Year/).selectOption({ label: '2027-28' });
  await promote.getByLabel(/^New Class/).selectOption({ label: 'Grade 8' });
  await promote.getByLabel(/^New Section/).selectOption({ label: 'A' });
  await promote.getByLabel(/^New Roll Number/).fill('3');
  await promote.getByRole('button', { name: 'Promote' }).click();
  await expectToast(page, 'Student promoted successfully!');
  await rowAction(page, 'Ira Shah', 'View Details');
  const details = page.getByRole('dialog', { name: 'Student Details' });
  await expect(details).toContainText('2027-28');
  await expect(details).toContainText('2026-27');
  await expect(details).toContainText('Grade 8');
  await expect(details).toContainText('Grade 7');
  await expect(details).toContainText('Meera Shah');
});
