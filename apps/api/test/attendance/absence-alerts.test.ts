import {
  ACADEMIC_SETTINGS_DEFAULTS,
  NOTIFICATION_SETTINGS_DEFAULTS,
  WEEK_DAYS,
  type AttendanceMarkInput,
  type Language,
} from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_MINUTES } from '../../src/plugins/mailer';
import { addDays } from '../../src/lib/calendar';
import { createClass, createSection, currentYear, enrolledStudent } from '../helpers/academics';
import { createSchoolAdmin } from '../helpers/factories';
import { createParent } from '../helpers/people';
import { mintToken } from '../helpers/route-requests';
import { auditsOfEvent, call, lastAuditId } from '../helpers/superadmin';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Absence e-mails: a register that marks a student absent tells each of their parents once for
 * that day, in the parent's language, after the school's delay, through the mail outbox and an
 * SMTP server (a sink here). Time is driven by calling the mailer's sweep with a clock of the
 * test's own: nothing here waits.
 */
let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A school day in every timezone: yesterday by UTC is never in the future anywhere. */
const DAY = addDays(new Date().toISOString().slice(0, 10), -1);
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
/** Past the default delay of 15 minutes. */
const AFTER_DELAY = 16;

/** A school whose every day is a school day, with a section of two students. */
async function school(notifications: Partial<typeof NOTIFICATION_SETTINGS_DEFAULTS> = {}) {
  const admin = await createSchoolAdmin(t.db);
  const schoolId = admin.school.id;
  const token = await mintToken(t.db, admin.user.id);
  const year = await currentYear(t.db, schoolId);
  const cls = await createClass(t.db, schoolId, { name: 'Class 5' });
  const section = await createSection(t.db, schoolId, cls.id, { name: 'A' });
  const place = { yearId: year.id, classId: cls.id, sectionId: section.id };
  const [asha, ravi] = [
    await enrolledStudent(t.db, schoolId, place, { user: { name: 'Asha Rao' } }),
    await enrolledStudent(t.db, schoolId, place, { user: { name: 'Ravi Rao' } }),
  ];
  const put = (url: string, payload: object) => call(t.app, token, { method: 'PUT', url, payload });
  const academic = await put('/api/school/settings/academic', {
    ...ACADEMIC_SETTINGS_DEFAULTS,
    working_days: [...WEEK_DAYS],
  });
  expect(academic.statusCode).toBe(200);
  const alerts = await put('/api/school/settings/notifications', {
    ...NOTIFICATION_SETTINGS_DEFAULTS,
    ...notifications,
  });
  expect(alerts.statusCode).toBe(200);
  return {
    schoolId,
    asha: asha.student,
    ravi: ravi.student,
    async save(marks: AttendanceMarkInput[]) {
      const res = await put(`/api/school/sections/${section.id}/attendance/${DAY}`, { marks });
      expect(res.statusCode).toBe(200);
    },
    parent: async (studentIds: number[], language: Language | null = null) =>
      (await createParent(t.db, schoolId, { students: studentIds, user: { language } })).user,
  };
}

const absent = (student_id: number, note: string | null = null) => ({
  student_id,
  status: 'absent' as const,
  note,
});

const mailTo = (address: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

const countAlerts = async (schoolId: number) =>
  (await t.db.selectFrom('absence_alerts').select('id').where('school_id', '=', schoolId).execute()).length;

/** Messages the SMTP server accepted for `address`. */
const receivedBy = (address: string) => smtp.messages.filter((m) => m.includes(`To: ${address}`));

describe('absence e-mails', () => {
  it('tells each parent once per day, after the delay, however often the register is saved', async () => {
    const s = await school();
    const parent = await s.parent([s.asha.id]);
    await s.save([absent(s.asha.id, 'Fever')]);
    await s.save([absent(s.asha.id, 'Fever')]);

    // Within the delay nothing is written.
    await t.app.mailer.sweep(minutesFromNow(14));
    expect(await mailTo(parent.email)).toEqual([]);

    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY));
    await s.save([absent(s.asha.id, 'Fever, sent home')]);
    await t.app.mailer.sweep(minutesFromNow(2 * AFTER_DELAY));
    const mails = await mailTo(parent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mails[0]!.subject).toContain('Asha Rao was absent on');
    expect(mails[0]!.body).toContain('Asha Rao (Class 5 A) was marked absent at');
    expect(mails[0]!.body).toContain("The teacher's note: Fever");
    expect(mails[0]!.body).toContain('turn off “Absence e-mails”');
    expect(receivedBy(parent.email)).toHaveLength(1);
  });

  it('sends nothing when the absence is corrected within the delay', async () => {
    const s = await school();
    const parent = await s.parent([s.asha.id]);
    await s.save([absent(s.asha.id)]);
    expect(await countAlerts(s.schoolId)).toBe(1);
    await s.save([{ student_id: s.asha.id, status: 'late', note: null }]);
    expect(await countAlerts(s.schoolId)).toBe(0);
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY));
    expect(await mailTo(parent.email)).toEqual([]);
  });

  it('sends nothing to a suspended parent, at the save or by the sweep', async () => {
    const s = await school();
    const before = await s.parent([s.asha.id]);
    const after = await s.parent([s.ravi.id]);
    const suspend = (id: number) =>
      t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', id).execute();
    await suspend(before.id);
    await s.save([absent(s.asha.id), absent(s.ravi.id)]);
    await suspend(after.id);
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY));
    expect(await mailTo(before.email)).toEqual([]);
    expect(await mailTo(after.email)).toEqual([]);
  });

  it('sends nothing when the school has attendance alerts off, at the save or by the sweep', async () => {
    const off = await school({ attendance_alerts: false });
    const parent = await off.parent([off.asha.id]);
    await off.save([absent(off.asha.id)]);

    const turnedOff = await school();
    const other = await turnedOff.parent([turnedOff.asha.id]);
    await turnedOff.save([absent(turnedOff.asha.id)]);
    await t.db
      .updateTable('school_settings')
      .set({ value: JSON.stringify({ ...NOTIFICATION_SETTINGS_DEFAULTS, attendance_alerts: false }) })
      .where('school_id', '=', turnedOff.schoolId)
      .where('section', '=', 'notifications')
      .execute();

    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY));
    expect(await mailTo(parent.email)).toEqual([]);
    expect(await mailTo(other.email)).toEqual([]);
  });

  it('waits the delay the school sets', async () => {
    const s = await school({ attendance_alert_delay: 60 });
    const parent = await s.parent([s.asha.id]);
    await s.save([absent(s.asha.id)]);
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY));
    expect(await mailTo(parent.email)).toEqual([]);
    await t.app.mailer.sweep(minutesFromNow(61));
    expect(await mailTo(parent.email)).toHaveLength(1);
  });

  it('tells two parents once each, in their own languages', async () => {
    const s = await school();
    const mother = await s.parent([s.asha.id, s.ravi.id], 'fr');
    const father = await s.parent([s.asha.id, s.ravi.id], 'hi');
    await s.save([absent(s.ravi.id)]);
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY));
    const [toMother, toFather] = [await mailTo(mother.email), await mailTo(father.email)];
    expect([toMother.length, toFather.length]).toEqual([1, 1]);
    expect(toMother[0]!.subject).toContain('Ravi Rao était absent(e) le');
    expect(toMother[0]!.body).toContain('« E-mails d’absence »');
    expect(toFather[0]!.subject).toContain('Ravi Rao');
    expect(toFather[0]!.subject).toContain('को अनुपस्थित रहे');
    expect(toMother[0]!.body).not.toContain('Asha Rao');
  });

  it('sends nothing to a parent who turned absence e-mails off in their profile, audited', async () => {
    const s = await school();
    const parent = await s.parent([s.asha.id]);
    const token = await mintToken(t.db, parent.id);
    const me = await call(t.app, token, { method: 'GET', url: '/api/me' });
    expect(me.json().data.absence_emails).toBe(true);

    const auditFrom = await lastAuditId(t.db);
    const res = await call(t.app, token, {
      method: 'PUT',
      url: '/api/me',
      payload: { name: parent.name, email: parent.email, phone: null, absence_emails: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.absence_emails).toBe(false);
    const [audit] = await auditsOfEvent(t.db, 'user_updated', auditFrom);
    expect(audit!.properties).toMatchObject({
      before: { absence_emails: true },
      after: { absence_emails: false },
    });

    await s.save([absent(s.asha.id)]);
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY));
    expect(await mailTo(parent.email)).toEqual([]);
  });

  it('keeps the absence e-mails setting to parents', async () => {
    const admin = await createSchoolAdmin(t.db);
    const token = await mintToken(t.db, admin.user.id);
    const res = await call(t.app, token, {
      method: 'PUT',
      url: '/api/me',
      payload: { name: admin.user.name, email: admin.user.email, phone: null, absence_emails: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toHaveProperty('absence_emails');
    const row = await t.db
      .selectFrom('users')
      .select('absence_emails')
      .where('id', '=', admin.user.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.absence_emails)).toBe(true);
  });

  it('retries a failed delivery with back-off and sends it exactly once when the server accepts', async () => {
    const s = await school();
    const parent = await s.parent([s.asha.id]);
    await s.save([absent(s.asha.id)]);
    smtp.refusing = true;
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY));
    const [failed] = await mailTo(parent.email);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.next_attempt_at! > minutesFromNow(AFTER_DELAY).toISOString()).toBe(true);

    // Not before its retry time; then a second failure waits longer (5 minutes).
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY));
    expect(await mailTo(parent.email)).toMatchObject([{ attempts: 1 }]);
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY + 2));
    expect(await mailTo(parent.email)).toMatchObject([{ status: 'failed', attempts: 2 }]);
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY + 4));
    expect(await mailTo(parent.email)).toMatchObject([{ attempts: 2 }]);

    smtp.refusing = false;
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY + 8));
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY + 120));
    expect(await mailTo(parent.email)).toMatchObject([
      { status: 'sent', attempts: 3, error: null, next_attempt_at: null },
    ]);
    expect(receivedBy(parent.email)).toHaveLength(1);
  });

  it('tries for three days, then keeps the mail as failed', async () => {
    const s = await school();
    const parent = await s.parent([s.asha.id]);
    await s.save([absent(s.asha.id)]);
    smtp.refusing = true;
    // A sweep just after each retry falls due: the first at once, then after each wait.
    let minutes = 0;
    try {
      await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY));
      for (const wait of RETRY_AFTER_MINUTES) {
        minutes += wait + 1;
        await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY + minutes));
      }
    } finally {
      smtp.refusing = false;
    }
    expect(minutes).toBeGreaterThan(3 * 24 * 60);
    await t.app.mailer.sweep(minutesFromNow(AFTER_DELAY + minutes + 24 * 60));
    expect(await mailTo(parent.email)).toMatchObject([
      { status: 'failed', attempts: RETRY_AFTER_MINUTES.length + 1, next_attempt_at: null },
    ]);
    expect(receivedBy(parent.email)).toEqual([]);
  });

  it('is claimed by one of two sweeps racing', async () => {
    const s = await school();
    const parents = [await s.parent([s.asha.id]), await s.parent([s.asha.id]), await s.parent([s.ravi.id])];
    await s.save([absent(s.asha.id), absent(s.ravi.id)]);
    const now = minutesFromNow(AFTER_DELAY);
    await Promise.all([t.app.mailer.sweep(now), t.app.mailer.sweep(now), t.app.mailer.sweep(now)]);
    for (const parent of parents) {
      expect(await mailTo(parent.email)).toMatchObject([{ status: 'sent', attempts: 1 }]);
      expect(receivedBy(parent.email)).toHaveLength(1);
    }
  });
});
