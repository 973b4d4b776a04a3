import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { signInByPage } from './support/accounts';
import {
  allowForPages,
  downloadCsvBy,
  expectToast,
  platformToday,
  rowAction,
  rowOf,
  sidebarLink,
} from './support/console';
import { schoolOpenToday, type Pupil } from './support/school';

/*
 * Issue 26, done when: a school's day of attendance from the teacher's phone to the parent's
 * inbox. The class teacher takes today's register on a phone (375 x 812) with two students absent;
 * the school admin reads the day's rate on the dashboard and the class's analytics, corrects one
 * of the two marks on the Attendance screen, finds both on the students' calendars and exports
 * the class's report; once the school's delay has passed, the outbox holds one absence e-mail,
 * to the parent of the student still absent, and none to the other's. The school is open every
 * day of the week, so this runs on any day.
 */
const STUDENTS = ['Aarav Shah', 'Bina Kapoor', 'Chetan Rao'] as const;
const [CORRECTED, PRESENT, ABSENT] = STUDENTS;
/** The section as the teacher's console names it, and as the admin's Attendance screen does. */
const SECTION = 'Grade 6 A';
const PLACE = 'Grade 6 – Section A';

/** A day's rate as the screens show it: present (late counts as present) over marked, one decimal. */
const rateOf = (marks: Record<string, 'present' | 'absent'>) => {
  const all = Object.values(marks);
  const present = all.filter((status) => status === 'present').length;
  return `${new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    (100 * present) / all.length,
  )}%`;
};

/** Nothing wider than the phone, and axe finds no serious or critical violation. */
async function expectFitsAndAccessible(page: Page, what: string, include?: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${what} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
  const axe = new AxeBuilder({ page }).exclude('[data-sonner-toaster]');
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The e2e database the server runs on (playwright.config.ts), as languages.spec.ts reads it. */
function withDatabase<T>(use: (db: Database.Database) => T): T {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'e2e.db'), { timeout: 10_000 });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** Every e-mail in the outbox to these pupils' parents, and the school's alerts not yet sent. */
const outbox = (schoolId: number, pupils: readonly Pupil[]) =>
  withDatabase((db) => {
    const addresses = pupils.map((pupil) => pupil.parent.email.toLowerCase());
    const mails = db
      .prepare(
        `SELECT to_address AS "to", subject FROM mail_outbox
         WHERE to_address IN (${addresses.map(() => '?').join(', ')}) ORDER BY id`,
      )
      .all(...addresses) as { to: string; subject: string }[];
    const waiting = db
      .prepare('SELECT COUNT(*) AS n FROM absence_alerts WHERE school_id = ? AND queued_at IS NULL')
      .get(schoolId) as { n: number };
    return { mails, waiting: waiting.n };
  });

test("a day's attendance: taken on a phone, read and corrected by the admin, one e-mail to a parent", async ({
  browser,
  page,
  request,
}) => {
  // Some ten pages read, three of them by axe, on a machine the whole suite shares.
  test.setTimeout(allowForPages(10));
  const { school, admin, teacher, pupils } = await schoolOpenToday(request, STUDENTS);
  const today = await platformToday(request);
  const pupil = (name: string) => pupils.find((p) => p.name === name)!;

  // (a) The class teacher, on a phone.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const teacherPage = await phone.newPage();
  await signInByPage(teacherPage, teacher, /\/teacher\/dashboard$/);
  const card = teacherPage
    .getByRole('region', { name: "Today's attendance" })
    .getByRole('listitem')
    .filter({ hasText: SECTION });
  await expect(card).toContainText('3 students');
  await expect(card).toContainText('Not taken');
  await expectFitsAndAccessible(teacherPage, 'the teacher dashboard');

  await card.getByRole('link', { name: `Take attendance of ${SECTION}` }).click();
  await expect(teacherPage).toHaveURL(new RegExp(`/teacher/attendance\\?section=\\d+&date=${today.date}$`));
  const register = teacherPage.getByRole('region', { name: SECTION });
  const row = (name: string) => register.getByRole('group', { name: new RegExp(name) });
  for (const name of STUDENTS) await expect(row(name).getByRole('radio', { name: 'Present' })).toBeChecked();
  await expectFitsAndAccessible(teacherPage, 'the register');

  // One tap on the choice's label each, as a thumb does.
  const marks: Record<string, 'present' | 'absent'> = {
    [CORRECTED]: 'absent',
    [PRESENT]: 'present',
    [ABSENT]: 'absent',
  };
  await row(CORRECTED).getByText('Absent', { exact: true }).click();
  await row(ABSENT).getByText('Absent', { exact: true }).click();
  await expect(register.getByText('1 present, 2 absent, 0 late, 0 excused')).toBeVisible();
  await register.getByRole('button', { name: 'Save attendance' }).click();
  await expectToast(teacherPage, 'Attendance saved successfully!');
  await expect(register.getByText(`Taken by ${teacher.name} at `)).toBeVisible();

  // What the server holds, read again; and the dashboard says it is taken.
  await teacherPage.reload();
  await expect(row(CORRECTED).getByRole('radio', { name: 'Absent' })).toBeChecked();
  await expect(row(PRESENT).getByRole('radio', { name: 'Present' })).toBeChecked();
  await expect(row(ABSENT).getByRole('radio', { name: 'Absent' })).toBeChecked();
  await expectFitsAndAccessible(teacherPage, 'the saved register');
  await teacherPage.goto('/teacher/dashboard');
  await expect(card).toContainText('Taken');
  await expect(card).toContainText('1 present, 2 absent, 0 late, 0 excused');
  await phone.close();

  // (b) The school admin, at a desk: the day's rate on the dashboard and on the class's analytics.
  const rate = rateOf(marks);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Attendance Today' })).toContainText(rate);
  await sidebarLink(page, 'Classes').click();
  await rowAction(page, 'Grade 6', 'View Analytics');
  const analytics = page.getByRole('dialog', { name: 'Analytics: Grade 6' });
  await expect(analytics).toContainText(`Attendance Rate${rate}`);
  await page.keyboard.press('Escape');
  await expect(analytics).toBeHidden();

  // The correction: Aarav was there after all.
  await sidebarLink(page, 'Attendance').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(rowOf(page, PLACE)).toContainText('Taken');
  await expect(rowOf(page, PLACE)).toContainText(teacher.name);
  await expect(rowOf(page, PLACE)).toContainText(rate);
  await page.getByRole('button', { name: `Open the register of ${PLACE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Register of ${PLACE}` });
  const mark = (name: string, status: string) =>
    dialog.getByRole('group', { name: new RegExp(name) }).getByRole('radio', { name: status });
  await expect(mark(CORRECTED, 'Absent')).toBeChecked();
  await expectFitsAndAccessible(page, 'the register dialog', '[role="dialog"]');
  await dialog
    .getByRole('group', { name: new RegExp(CORRECTED) })
    .getByText('Present', { exact: true })
    .click();
  await expect(mark(CORRECTED, 'Present')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save attendance' }).click();
  await expectToast(page, 'Attendance saved successfully!');
  await expect(dialog).toBeHidden();
  marks[CORRECTED] = 'present';
  await expect(rowOf(page, PLACE)).toContainText(rateOf(marks));

  // Each student's calendar in their details: the corrected one present, the other absent.
  await sidebarLink(page, 'Students').click();
  for (const [name, status] of [
    [CORRECTED, 'Present'],
    [ABSENT, 'Absent'],
  ] as const) {
    await rowAction(page, name, 'View Details');
    const details = page.getByRole('dialog', { name: 'Student Details' });
    const calendar = details.getByRole('region', { name: 'Attendance this year' });
    await expect(calendar.getByRole('cell', { name: `${today.day} ${status}`, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  }

  // The class's report, exported.
  await sidebarLink(page, 'Attendance').click();
  const report = page.getByRole('region', { name: 'Report' });
  await report.getByRole('combobox', { name: 'Class' }).selectOption({ label: 'Grade 6' });
  await expect(rowOf(page, new RegExp(ABSENT))).toContainText('0.0%');
  const { text } = await downloadCsvBy(page, 'Export CSV');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('student_id,admission_no,name,class,section,days,present,absent,late,excused,rate');
  expect(lines.slice(1).map((line) => line.split(',').slice(2).join(','))).toEqual([
    `${CORRECTED},Grade 6,A,1,1,0,0,0,100`,
    `${PRESENT},Grade 6,A,1,1,0,0,0,100`,
    `${ABSENT},Grade 6,A,1,0,1,0,0,0`,
  ]);

  // (c) Nothing is sent before the school's delay (15 minutes by default). Its passing is played by
  // moving the school's alerts into the past; the server's sweep runs every second.
  expect(outbox(school.id, pupils).mails).toEqual([]);
  withDatabase((db) =>
    db
      .prepare('UPDATE absence_alerts SET send_after = ? WHERE school_id = ?')
      .run(new Date(Date.now() - 60_000).toISOString(), school.id),
  );
  // A sweep a second, but a busy machine may take longer to run one: the limit only catches a hang.
  await expect
    .poll(
      () => {
        const { mails, waiting } = outbox(school.id, pupils);
        return { waiting, mails: mails.map((m) => ({ to: m.to, aboutAbsent: m.subject.includes(ABSENT) })) };
      },
      { timeout: 60_000 },
    )
    .toEqual({ waiting: 0, mails: [{ to: pupil(ABSENT).parent.email.toLowerCase(), aboutAbsent: true }] });
});
