import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signInByPage } from './support/accounts';
import { allowForPages, apiCreate, expectToast, rowAction, rowOf } from './support/console';
import { newSchoolAdmin } from './support/school';

/*
 * The person model as a new school admin meets it: a young student enrolled without e-mail or
 * password and invited through a parent, who then signs in with the school code and admission
 * number; a teacher who is also a parent of the school, with one account and both roles; a
 * student archived and restored.
 */
async function openScreen(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** This year and a class, made through the API. */
async function structure(request: APIRequestContext, admin: { email: string; password: string }) {
  const token = await apiToken(request, admin);
  const make = <T>(url: string, data: object) => apiCreate<T>(request, token, `/school${url}`, data);
  const year = await make<{ id: number }>('/academic-years', {
    name: '2026-27',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    is_current: true,
  });
  const grade = await make<{ id: number }>('/classes', { name: 'Grade 1', grade_level: 1 });
  const student = (name: string, admission_no: string, email: string | null) =>
    make<{ id: number }>('/students', {
      name,
      email,
      password: email ? 'Student#2026x' : null,
      admission_no,
      roll_no: admission_no.slice(-2),
      dob: '2019-05-10',
      gender: 'female',
      admission_date: '2026-04-02',
      academic_year_id: year.id,
      class_id: grade.id,
    });
  return { token, make, student };
}

/**
 * The link of the newest e-mail to `address`, read from the server's outbox (no SMTP server is
 * configured in these runs, so mail stays there) as its reader would open it.
 */
function linkSentTo(address: string): string {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'e2e.db'), { readonly: true });
  try {
    const mail = db
      .prepare('SELECT body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
      .get(address.toLowerCase()) as { body: string } | undefined;
    return /https?:\/\/\S+/.exec(mail!.body)![0];
  } finally {
    db.close();
  }
}

test('a young student is enrolled without an e-mail, invited through a parent and signs in by student ID', async ({
  page,
  request,
  browser,
}) => {
  // Two sign-ins, two consoles and a dialog round trip: time by the pages read.
  test.setTimeout(allowForPages(4));
  const { admin } = await newSchoolAdmin(request);
  const { make } = await structure(request, admin);
  const tag = Date.now().toString(36);
  const parentEmail = `kavya.${tag}@example.com`;
  const parent = await make<{ id: number }>('/parents', {
    name: 'Kavya Nair',
    email: parentEmail,
    phone: '+91 98450 33333',
    password: 'Parent#2026x',
    relationship_type: 'mother',
  });
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);

  await openScreen(page, 'Students', 'Student Management');
  await page.getByRole('button', { name: 'Enroll Student' }).click();
  const enrol = page.getByRole('dialog', { name: 'Enroll Student' });
  await enrol.getByLabel(/^Full Name/).fill('Anya Nair');
  await enrol.getByLabel(/^Date of Birth/).fill('2020-01-15');
  await enrol.getByLabel(/^Gender/).selectOption('female');
  await enrol.getByLabel(/^Admission Number/).fill(`K-${tag}`);
  await enrol.getByLabel(/^Roll Number/).fill('3');
  await enrol.getByLabel(/^Admission Date/).fill('2026-04-02');
  await enrol.getByLabel(/^Academic Year/).selectOption({ label: '2026-27' });
  await enrol.getByLabel(/^Class/).selectOption({ label: 'Grade 1' });
  await enrol.getByRole('button', { name: 'Enroll Student' }).click();
  await expectToast(page, 'Student enrolled successfully!');
  await expect(rowOf(page, /Anya Nair/)).toBeVisible();

  // Her mother is linked on the Parents screen's API; the invitation goes to her.
  const token = await apiToken(request, admin);
  const students = await request.get(`/api/school/students?search=${encodeURIComponent('Anya Nair')}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const anya = ((await students.json()) as { data: { students: { id: number; sign_in_name: string }[] } })
    .data.students[0]!;
  const linked = await request.post(`/api/school/parents/${parent.id}/link-student`, {
    data: { student_id: anya.id },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(linked.status(), await linked.text()).toBe(200);

  await rowAction(page, 'Anya Nair', 'Invite to Sign In');
  const invite = page.getByRole('dialog', { name: 'Invite to Sign In' });
  await expect(invite.getByLabel(/^Send the link to/)).toHaveValue('parent');
  await expect(invite.getByLabel(/^Parent/)).toContainText('Kavya Nair');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Invitation sent successfully!');
  await expect(invite).toContainText(parentEmail);
  await expect(invite).toContainText(anya.sign_in_name);
  expect(anya.sign_in_name.endsWith(`/K-${tag}`)).toBe(true);

  // The mother opens the link and sets the child's password; the child signs in by student ID.
  const family = await browser.newContext();
  const mother = await family.newPage();
  await mother.goto(linkSentTo(parentEmail));
  const choose = mother.getByRole('form', { name: 'Choose a new password' });
  await choose.getByLabel(/^New password/).fill('Anya#Pass2026');
  await choose.getByLabel(/^Confirm new password/).fill('Anya#Pass2026');
  await choose.getByRole('button').click();
  await expect(mother).toHaveURL(/\/login/);
  await signInByPage(
    mother,
    { email: anya.sign_in_name, password: 'Anya#Pass2026' },
    /\/student\/dashboard$/,
  );
  await expect(mother.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await family.close();
});

test('a teacher becomes a parent of a student with the same e-mail, and signs in with both roles', async ({
  page,
  request,
  browser,
}) => {
  const { admin } = await newSchoolAdmin(request);
  const { make, student } = await structure(request, admin);
  const tag = Date.now().toString(36);
  const email = `ravi.${tag}@example.com`;
  await make('/teachers', {
    name: 'Ravi Menon',
    email,
    gender: 'male',
    employee_code: `T-${tag}`,
    password: 'Teacher#2026x',
    password_confirmation: 'Teacher#2026x',
  });
  await student('Diya Menon', `D-${tag}`, null);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);

  await openScreen(page, 'Parents', 'Parents Management');
  await page.getByRole('button', { name: 'Register Parent' }).click();
  const register = page.getByRole('dialog', { name: 'Register Parent' });
  await register.getByLabel(/^Name/).fill('Ravi Menon');
  await register.getByLabel(/^Email/).fill(email);
  await register.getByLabel(/^Phone/).fill('+91 98450 44444');
  await register.getByLabel(/^Password/).fill('Unused#2026x');
  await register.getByLabel(/^Relationship/).selectOption('father');
  await register.getByRole('checkbox', { name: /Diya Menon/ }).check();
  await register.getByRole('button', { name: 'Register parent' }).click();
  const same = page.getByRole('alertdialog', { name: 'Same Person?' });
  await expect(same).toContainText(
    'This e-mail belongs to Ravi Menon, a teacher here: add them as a parent?',
  );
  await same.getByRole('button', { name: 'Add as Parent' }).click();
  await expectToast(page, 'Parent created successfully!');
  await rowAction(page, 'Ravi Menon', 'View Details');
  const details = page.getByRole('dialog', { name: 'Parent Details' });
  await expect(details).toContainText('Diya Menon');
  await details.getByRole('button', { name: 'Close' }).click();

  // The same person signs in with their one e-mail and password, holding both roles; the teacher's
  // console is where they land, and the user menu switches to their parent's console.
  const login = await request.post('/api/login', { data: { email, password: 'Teacher#2026x' } });
  const { roles } = ((await login.json()) as { data: { user: { roles: { name: string }[] } } }).data.user;
  expect(roles.map((role) => role.name).sort()).toEqual(['parent', 'teacher']);
  const own = await browser.newContext();
  const ravi = await own.newPage();
  await signInByPage(ravi, { email, password: 'Teacher#2026x' }, /\/teacher\/dashboard$/);
  await ravi.getByRole('button', { name: 'Ravi Menon, user menu' }).click();
  const consoles = ravi.getByRole('menu').getByRole('group', { name: 'Your consoles' });
  await consoles.getByRole('menuitem', { name: 'Parent' }).click();
  await expect(ravi).toHaveURL(/\/parent\/dashboard$/);
  await expect(ravi.getByText('Diya Menon ·')).toBeVisible();
  await own.close();
});

test('a student is archived (the default) and restored', async ({ page, request }) => {
  const { admin } = await newSchoolAdmin(request);
  const { student } = await structure(request, admin);
  const tag = Date.now().toString(36);
  await student('Omar Khan', `O-${tag}`, `omar.${tag}@example.com`);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);
  await openScreen(page, 'Students', 'Student Management');

  await rowAction(page, 'Omar Khan', 'Remove');
  const remove = page.getByRole('alertdialog', { name: 'Remove Student' });
  await expect(remove).toContainText('Enrolments (1): 2026-27: Grade 1');
  await expect(remove.getByRole('radio', { name: /Archive/ })).toBeChecked();
  await remove.getByRole('button', { name: 'Archive' }).click();
  await expectToast(page, 'Student archived successfully!');
  await expect(rowOf(page, /Omar Khan/)).toHaveCount(0);

  await page.getByLabel('Show').selectOption('true');
  await rowAction(page, 'Omar Khan', 'Restore');
  const restore = page.getByRole('alertdialog', { name: 'Restore Student' });
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Student restored successfully!');
  await expect(rowOf(page, /Omar Khan/)).toHaveCount(0);
  await page.getByLabel('Show').selectOption('');
  await expect(rowOf(page, /Omar Khan/)).toBeVisible();
});
