import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, signInByPage } from './support/accounts';
import { apiCreate, downloadBy, rowAction, searchFor, uniqueCode } from './support/console';
import { newSchoolAdmin } from './support/school';

/*
 * Issue 28, done when: a new school admin downloads the template, fills in 20 students with their
 * parents (two siblings with one parent), uploads it, sees the dry run's two errors, fixes the
 * file, imports it, and finds the students in their sections and the parent with two children.
 * The wizard is used on a phone's width too, where it must not scroll sideways.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 720 };

/** This year, Grade 6 with sections A and B: made through the API, as the school has them. */
async function structure(request: APIRequestContext, admin: { email: string; password: string }) {
  const token = await apiToken(request, admin);
  const make = <T>(path: string, data: object) => apiCreate<T>(request, token, `/school${path}`, data);
  await make('/academic-years', {
    name: '2026-27',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    is_current: true,
  });
  const six = await make<{ id: number }>('/classes', { name: 'Grade 6', grade_level: 6 });
  for (const name of ['A', 'B']) await make('/sections', { class_id: six.id, name, capacity: 30 });
}

type Row = Record<string, string>;

/** The 20 students of the file: the first two are siblings with one mother, every other has their own. */
function students(tag: string): Row[] {
  return Array.from({ length: 20 }, (_, index) => {
    const n = index + 1;
    const sibling = n <= 2;
    const parent = sibling ? 'Meera Iyer' : `Parent ${n} Rao`;
    return {
      name: sibling ? `${n === 1 ? 'Anil' : 'Asha'} Iyer` : `Pupil ${n} Rao`,
      email: `pupil${n}.${tag}@example.com`,
      admission_no: `IMP-${tag}-${n}`,
      class: 'Grade 6',
      section: n <= 10 ? 'A' : 'B',
      roll_no: String(n <= 10 ? n : n - 10),
      gender: n % 2 === 0 ? 'female' : 'male',
      dob: '2014-05-01',
      status: 'active',
      admission_date: '2026-04-01',
      parent_names: parent,
      parent_phones: sibling ? '+91 98450 10001' : `+91 98450 2${String(n).padStart(4, '0')}`,
      parent_emails: sibling ? `meera.${tag}@example.com` : `parent${n}.${tag}@example.com`,
      parent_relationships: 'mother',
    };
  });
}

/** The rows written under the template's own header: what a school fills in a spreadsheet. */
function csvOf(header: readonly string[], rows: readonly Row[]): string {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [
    header.join(','),
    ...rows.map((row) => header.map((column) => cell(row[column] ?? '')).join(',')),
  ].join('\n');
}

async function upload(wizard: Locator, name: string, text: string) {
  await wizard
    .getByLabel('File (CSV)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await wizard.getByRole('button', { name: 'Upload', exact: true }).click();
}

/** Downloads the template from the open wizard and gives its header's column names. */
async function templateHeader(page: Page): Promise<string[]> {
  const template = await downloadBy(page, 'Download the template');
  expect(template.name).toMatch(/\.csv$/);
  return template.text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]!
    .split(',')
    .map((column) => column.replace(/^"|"$/g, '').trim());
}

/** A figure of the dry run or of the result, by its label. */
const figure = (wizard: Locator, label: string) =>
  wizard
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');

/** A dialog is fixed to the screen: on a phone it must fit, never scroll sideways. */
async function expectFitsOnPhone(page: Page, wizard: Locator, what: string) {
  await page.setViewportSize(PHONE);
  const sideways = await wizard.evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(sideways, `${what} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

test('a new school admin imports 20 students with their parents from the template, fixing two errors the dry run found', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const { admin } = await newSchoolAdmin(request);
  await structure(request, admin);
  const tag = uniqueCode('I')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);

  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: 'Students' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Import students and their parents' });
  await expect(wizard.getByText('Step 1 of 4: Upload the file')).toBeVisible();
  await expectFitsOnPhone(page, wizard, 'the upload step');

  // The template is the export's header: the file is filled in under it.
  const header = await templateHeader(page);
  expect(header).toEqual(
    expect.arrayContaining(['name', 'admission_no', 'class', 'section', 'parent_emails']),
  );

  // Two mistakes: a section Grade 6 does not have (row 6) and a date not in the template's format (row 13).
  const good = students(tag);
  const faulty = good.map((row, index) =>
    index === 4 ? { ...row, section: 'C' } : index === 11 ? { ...row, dob: '01/05/2014' } : row,
  );
  await upload(wizard, 'grade6.csv', csvOf(header, faulty));

  await expect(wizard.getByText('Step 2 of 4: Match the columns')).toBeVisible();
  await expect(wizard.getByText(/^grade6\.csv: 20 rows\./)).toBeVisible();
  // Matched by the export's names: nothing is left to match.
  await expect(wizard.getByRole('combobox', { name: 'section', exact: true })).toHaveValue('section');
  await expect(wizard.getByText('Every required field is matched.')).toBeVisible();
  await expectFitsOnPhone(page, wizard, 'the matching step');
  await wizard.getByRole('button', { name: 'Check the file' }).click();

  await expect(wizard.getByText('Step 3 of 4: Check and import')).toBeVisible();
  await expect(figure(wizard, 'Rows in the file')).toHaveText('20');
  await expect(figure(wizard, 'With errors')).toHaveText('2');
  const errors = wizard.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('rowheader')).toHaveText(['Row 6', 'Row 13']);
  await expect(errors.getByRole('row', { name: /Row 6/ })).toContainText('Section');
  await expect(errors.getByRole('row', { name: /Row 13/ })).toContainText('YYYY-MM-DD');
  await expectFitsOnPhone(page, wizard, 'the dry run');

  // All or nothing (the default) is refused while rows have errors: the file is fixed instead.
  await expect(wizard.getByRole('radio', { name: /All rows or none/ })).toBeChecked();
  await wizard.getByRole('button', { name: 'Upload a corrected file' }).click();
  await upload(wizard, 'grade6-fixed.csv', csvOf(header, good));
  await expect(wizard.getByText('Step 2 of 4: Match the columns')).toBeVisible();
  await wizard.getByRole('button', { name: 'Check the file' }).click();
  await expect(wizard.getByText('Step 3 of 4: Check and import')).toBeVisible();
  await expect(figure(wizard, 'With errors')).toHaveText('0');
  await expect(figure(wizard, 'To create')).toHaveText('20');
  // The siblings' mother is one parent: 19 parents for 20 students.
  await expect(figure(wizard, 'Parents to create')).toHaveText('19');
  await expect(wizard.getByRole('table', { name: 'Rows with errors' })).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(wizard.getByText('Step 4 of 4: Done')).toBeVisible();
  await expect(wizard.getByText('grade6-fixed.csv is imported.')).toBeVisible();
  await expect(figure(wizard, 'Created')).toHaveText('20');
  await expect(figure(wizard, 'Parents created')).toHaveText('19');
  await expectFitsOnPhone(page, wizard, 'the result');
  await wizard.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(wizard).toBeHidden();

  // The list was refreshed: each student is in their section.
  await searchFor(page, 'Search students', 'Pupil 7 Rao');
  await expect(page.getByRole('row', { name: /Pupil 7 Rao/ })).toContainText('Grade 6 - A');
  await searchFor(page, 'Search students', 'Pupil 15 Rao');
  await expect(page.getByRole('row', { name: /Pupil 15 Rao/ })).toContainText('Grade 6 - B');

  // Reopened, the wizard shows the last import's result.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(wizard.getByText('grade6-fixed.csv is imported.')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Start a new import' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The siblings' mother is one parent with both children.
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: 'Parents' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parents Management' })).toBeVisible();
  await searchFor(page, 'Search parents', 'Meera Iyer');
  await rowAction(page, 'Meera Iyer', 'View Details');
  const parent = page.getByRole('dialog', { name: 'Parent Details' });
  await expect(parent).toContainText('Children (2)');
  await expect(parent).toContainText('Anil Iyer');
  await expect(parent).toContainText('Asha Iyer');
});

test('teachers come in from their template too: all or nothing refuses a file with an error row, only the valid rows are imported and invited', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const { admin } = await newSchoolAdmin(request);
  const tag = uniqueCode('T')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: 'Teachers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Import teachers' });
  const header = await templateHeader(page);
  const teachers: Row[] = ['Kavya Menon', 'Ravi Kumar', 'Sara Thomas'].map((name, index) => ({
    name,
    email: `teacher${index}.${tag}@example.com`,
    employee_code: `EMP-${tag}-${index}`,
    gender: index === 1 ? 'male' : 'female',
    date_of_joining: '2026-06-01',
  }));
  // The third has no e-mail, which a teacher's account needs.
  await upload(wizard, 'staff.csv', csvOf(header, [...teachers.slice(0, 2), { ...teachers[2]!, email: '' }]));
  await wizard.getByRole('button', { name: 'Check the file' }).click();
  await expect(figure(wizard, 'With errors')).toHaveText('1');
  await expect(wizard.getByRole('table', { name: 'Rows with errors' }).getByRole('rowheader')).toHaveText([
    'Row 4',
  ]);
  await expect(wizard.getByText('Parents to create')).toHaveCount(0);

  await wizard.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(wizard.getByRole('alert')).toContainText('1 row has errors, so nothing was imported');
  await expect(wizard.getByText('Step 3 of 4: Check and import')).toBeVisible();

  await wizard.getByRole('radio', { name: /Only the valid rows/ }).check();
  await wizard.getByRole('checkbox', { name: /E-mail each new account an invitation/ }).check();
  await wizard.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(wizard.getByText('Step 4 of 4: Done')).toBeVisible();
  await expect(figure(wizard, 'Created')).toHaveText('2');
  await expect(figure(wizard, 'Left out')).toHaveText('1');
  await expect(figure(wizard, 'Invitations sent')).toHaveText('2');
  await wizard.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('row', { name: /Ravi Kumar/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Kavya Menon/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sara Thomas/ })).toHaveCount(0);
});
