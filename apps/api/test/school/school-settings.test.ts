import {
  ACADEMIC_SETTINGS_DEFAULTS,
  FEE_SETTINGS_DEFAULTS,
  NOTIFICATION_FLAGS,
  NOTIFICATION_SETTINGS_DEFAULTS,
} from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createSchool, createUser } from '../helpers/factories';
import { refusalsAfter, withoutAudit } from '../helpers/refusals';
import { mintToken, snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The school's settings, a section at a time: School Information is the school's own row (the
 * superadmin's and the profile's), the other three are documents of the school with defaults
 * until saved. Every PUT replaces its section, validated, in one audited transaction; another
 * school's admin only ever sees their own.
 */
let t: TestApp;
let tables: string[];
let a: SchoolAdminSession;
let b: SchoolAdminSession;
let sa: string;

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
  sa = await mintToken(t.db, (await createUser(t.db, { roles: ['superadmin'] })).id);
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  call(t.app, token, { method, url: `/api/school${url}`, ...(payload ? { payload } : {}) });

const information = (overrides: object = {}) => ({
  name: 'Greenfield Public School',
  code: 'gps-01',
  email: 'office@greenfield.example',
  phone: '+91 98765 43210',
  website: 'https://greenfield.example',
  address: '12 Park Street',
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411001',
  country: 'India',
  board: 'ICSE',
  affiliation_number: 'ICSE/2020/55',
  establishment_year: 1995,
  ...overrides,
});

const academic = (overrides: object = {}) => ({
  academic_year: '2026-27',
  session_start: '2026-06-01',
  session_end: '2027-03-31',
  working_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  school_timing: { start: '07:45', end: '13:30' },
  break_time: { start: '10:15', end: '10:45' },
  grading_system: 'CGPA',
  max_marks: 80,
  attendance_correction_days: 3,
  ...overrides,
});

const notifications = (overrides: object = {}) => ({
  sms_notifications: true,
  email_notifications: false,
  parent_notifications: true,
  teacher_notifications: false,
  admin_notifications: true,
  fee_reminders: false,
  attendance_alerts: true,
  exam_reminders: false,
  attendance_alert_delay: 30,
  ...overrides,
});

const fees = (overrides: object = {}) => ({
  late_fee_amount: 250.5,
  late_fee_grace_days: 0,
  fee_due_date: 31,
  payment_methods: ['upi', 'cash'],
  discount_applicable: true,
  scholarship_program: true,
  ...overrides,
});

const VALID = { information, academic, notifications, fees } as const;
type Section = keyof typeof VALID;

const put = (token: string, section: Section, body: object) => as(token, 'PUT', `/settings/${section}`, body);

/** Sends each body to the section and expects a 422 naming exactly these fields; nothing changes. */
async function expectRefused(section: Section, cases: readonly (readonly [object, readonly string[]])[]) {
  const state = await snapshot(t.db, tables);
  for (const [body, fields] of cases) {
    const res = await put(a.token, section, body);
    const what = `${section} ${JSON.stringify(body)}`;
    expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
    const answer = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(answer.errors).sort(), what).toEqual([...fields].sort());
    // The message is the first broken rule, in words a person can act on.
    expect(answer.message, what).toBe(Object.values(answer.errors)[0]![0]);
  }
  expect(await snapshot(t.db, tables)).toEqual(state);
}

describe('reading settings', () => {
  it('gives the defaults of spec 02 until a section is saved, and the school row as information', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const school = await t.db
      .selectFrom('schools')
      .selectAll()
      .where('id', '=', schoolId)
      .executeTakeFirstOrThrow();
    const res = await as(token, 'GET', '/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        information: {
          name: school.name,
          code: school.code,
          email: null,
          phone: null,
          website: null,
          address: null,
          city: null,
          state: null,
          postal_code: null,
          country: 'India',
          board: 'CBSE',
          affiliation_number: null,
          establishment_year: null,
        },
        academic: ACADEMIC_SETTINGS_DEFAULTS,
        notifications: NOTIFICATION_SETTINGS_DEFAULTS,
        fees: FEE_SETTINGS_DEFAULTS,
      },
    });
    expect(FEE_SETTINGS_DEFAULTS).toEqual(
      expect.objectContaining({
        late_fee_amount: 100,
        late_fee_grace_days: 10,
        fee_due_date: 10,
        payment_methods: ['online', 'cash', 'cheque'],
      }),
    );
    expect(ACADEMIC_SETTINGS_DEFAULTS.max_marks).toBe(100);
    for (const section of ['information', 'academic', 'notifications', 'fees'] as const) {
      const one = await as(token, 'GET', `/settings/${section}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toEqual(res.json().data[section]);
    }
  });

  it('answers 404 for a section that does not exist, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/settings/security'],
      ['PUT', '/settings/security'],
      ['GET', '/settings/Academic'],
      ['PUT', '/settings/fees/extra'],
    ] as const) {
      const res = await as(a.token, method, url, method === 'PUT' ? fees() : undefined);
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      expect(res.json()).toEqual({ success: false, message: 'Resource not found.' });
    }
  });

  it('reads a stored section field by field: a field that no longer passes takes its default alone', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const stored = (section: string, value: object) => ({
      school_id: schoolId,
      section,
      value: JSON.stringify(value),
      updated_at: isoNow(),
    });
    await t.db
      .insertInto('school_settings')
      .values([
        // One bad field among saved ones: only it is lost.
        stored('fees', { fee_due_date: 45, late_fee_amount: 250, payment_methods: ['upi'] }),
        // Saved before a field existed: the rest keep what was saved.
        stored('notifications', { sms_notifications: true }),
        // A rule across fields: the field it names gives way, the other is kept.
        stored('academic', {
          session_start: '2026-06-01',
          session_end: '2026-01-01',
          grading_system: 'CGPA',
          max_marks: 'ten',
        }),
      ])
      .execute();
    expect((await as(token, 'GET', '/settings/fees')).json().data).toEqual({
      ...FEE_SETTINGS_DEFAULTS,
      late_fee_amount: 250,
      payment_methods: ['upi'],
    });
    expect((await as(token, 'GET', '/settings/notifications')).json().data).toEqual({
      ...NOTIFICATION_SETTINGS_DEFAULTS,
      sms_notifications: true,
    });
    expect((await as(token, 'GET', '/settings/academic')).json().data).toEqual({
      ...ACADEMIC_SETTINGS_DEFAULTS,
      session_start: '2026-06-01',
      grading_system: 'CGPA',
    });
    // Only when a default cannot sit with the kept fields does the section fall back whole.
    await t.db
      .updateTable('school_settings')
      .set({
        value: JSON.stringify({
          school_timing: { start: '13:00', end: '17:00' },
          break_time: { start: '25:00', end: '11:30' },
        }),
      })
      .where('school_id', '=', schoolId)
      .where('section', '=', 'academic')
      .execute();
    expect((await as(token, 'GET', '/settings/academic')).json().data).toEqual(ACADEMIC_SETTINGS_DEFAULTS);
  });
});

describe('saving settings', () => {
  it('round-trips every section: the answer, a reload of the section and of all of them agree', async () => {
    const { token } = await schoolAdminSession(t.db);
    const code = `rt-${Date.now().toString(36)}`;
    const expected = {
      information: information({ code }),
      academic: academic(),
      notifications: notifications(),
      fees: fees(),
    };
    const messages = {
      information: 'School Information settings saved successfully!',
      academic: 'Academic settings saved successfully!',
      notifications: 'Notification settings saved successfully!',
      fees: 'Fee Management settings saved successfully!',
    };
    for (const section of Object.keys(expected) as Section[]) {
      const body = expected[section];
      const saved = section === 'information' ? { ...body, code: code.toUpperCase() } : body;
      const res = await put(token, section, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: messages[section], data: saved });
      expect((await as(token, 'GET', `/settings/${section}`)).json().data).toEqual(saved);
      // Saved again with other values: the section is replaced, not added to.
      const again = await put(token, section, section === 'fees' ? fees({ fee_due_date: 1 }) : body);
      expect(again.statusCode).toBe(200);
    }
    const all = (await as(token, 'GET', '/settings')).json().data;
    expect(all).toEqual({
      information: { ...expected.information, code: code.toUpperCase() },
      academic: expected.academic,
      notifications: expected.notifications,
      fees: { ...expected.fees, fee_due_date: 1 },
    });
  });

  it('normalises what it may: trimmed text, blank optionals as none, country India by default', async () => {
    const { token } = await schoolAdminSession(t.db);
    const res = await put(
      token,
      'information',
      information({
        name: '  Riverside School ',
        code: `rv_${Date.now().toString(36)}`,
        website: '',
        postal_code: ' ',
        country: '',
        affiliation_number: null,
        establishment_year: null,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Riverside School',
      website: null,
      postal_code: null,
      country: 'India',
      affiliation_number: null,
      establishment_year: null,
    });
    expect(res.json().data.code).toMatch(/^RV_/);
    const blank = await put(
      token,
      'academic',
      academic({ academic_year: '', session_start: null, session_end: undefined }),
    );
    expect(blank.json().data).toMatchObject({ academic_year: null, session_start: null, session_end: null });
  });

  it('accepts every board of the profile, so a school on IGCSE or Other saves as it is', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const code = (
      await t.db.selectFrom('schools').select('code').where('id', '=', schoolId).executeTakeFirstOrThrow()
    ).code;
    for (const board of ['CBSE', 'ICSE', 'State Board', 'IB', 'IGCSE', 'Other']) {
      const res = await put(token, 'information', information({ code, board }));
      expect([board, res.statusCode]).toEqual([board, 200]);
      expect(res.json().data.board).toBe(board);
    }
  });

  it('audits each save with the section, before and after, in the school (information as school_updated)', async () => {
    const { token, schoolId, userId } = await schoolAdminSession(t.db);
    const before = await lastAuditId(t.db);
    expect((await put(token, 'fees', fees())).statusCode).toBe(200);
    expect((await put(token, 'fees', fees({ late_fee_amount: 0 }))).statusCode).toBe(200);
    const school = await t.db
      .selectFrom('schools')
      .selectAll()
      .where('id', '=', schoolId)
      .executeTakeFirstOrThrow();
    const code = `au-${Date.now().toString(36)}`;
    expect((await put(token, 'information', information({ code }))).statusCode).toBe(200);
    const audits = [
      ...(await auditsOfEvent(t.db, 'settings_changed', before)),
      ...(await auditsOfEvent(t.db, 'school_updated', before)),
    ];
    expect(audits).toHaveLength(3);
    for (const audit of audits) expect(audit).toMatchObject({ school_id: schoolId, user_id: userId });
    expect(audits[0]!.properties).toEqual({ section: 'fees', before: FEE_SETTINGS_DEFAULTS, after: fees() });
    expect(audits[1]!.properties).toEqual({
      section: 'fees',
      before: fees(),
      after: fees({ late_fee_amount: 0 }),
    });
    expect(audits[0]!.description).toBe('Fee Management settings changed');
    // Under the school's own columns, as the profile's school_updated entries are.
    expect(audits[2]!.properties).toMatchObject({
      section: 'information',
      before: { name: school.name, code: school.code, email: null, address_line1: school.address_line1 },
      after: {
        name: 'Greenfield Public School',
        code: code.toUpperCase(),
        email: 'office@greenfield.example',
        address_line1: '12 Park Street',
      },
    });
    expect(audits[2]!.properties).not.toHaveProperty('after.address');
  });
});

describe('School Information is the school row', () => {
  it('shows what the superadmin changed, and the superadmin sees what the admin saved', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const code = `sr-${Date.now().toString(36)}`;
    expect((await put(token, 'information', information({ code }))).statusCode).toBe(200);
    const seen = (await call(t.app, sa, { method: 'GET', url: `/api/superadmin/schools/${schoolId}` })).json()
      .data;
    expect(seen).toMatchObject({
      name: 'Greenfield Public School',
      code: code.toUpperCase(),
      email: 'office@greenfield.example',
      address_line1: '12 Park Street',
      city: 'Pune',
      board: 'ICSE',
    });
    const row = await t.db
      .selectFrom('schools')
      .selectAll()
      .where('id', '=', schoolId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ website: 'https://greenfield.example', establishment_year: 1995 });

    const edited = await call(t.app, sa, {
      method: 'PUT',
      url: `/api/superadmin/schools/${schoolId}`,
      payload: { name: 'Renamed by Platform', code: 'plat-9', board: 'IB', city: 'Nashik' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await as(token, 'GET', '/settings/information')).json().data).toMatchObject({
      name: 'Renamed by Platform',
      code: 'PLAT-9',
      board: 'IB',
      city: 'Nashik',
      // What the superadmin's form does not hold is kept.
      website: 'https://greenfield.example',
      establishment_year: 1995,
    });
  });

  it("refuses another school's code whatever its case, keeps its own, and nothing changes", async () => {
    const other = await createSchool(t.db, { code: `TAKEN${Date.now().toString(36)}`.toUpperCase() });
    const { token, schoolId, userId } = await schoolAdminSession(t.db);
    const own = (
      await t.db.selectFrom('schools').select('code').where('id', '=', schoolId).executeTakeFirstOrThrow()
    ).code;
    const state = await snapshot(t.db, withoutAudit(tables));
    const auditBefore = await lastAuditId(t.db);
    const res = await put(token, 'information', information({ code: other.code.toLowerCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'Code has already been taken.',
      errors: { code: ['Code has already been taken.'] },
    });
    expect(await snapshot(t.db, withoutAudit(tables))).toEqual(state);
    // The refusal alone is in the trail, written although the request failed.
    expect(await refusalsAfter(t.db, auditBefore)).toEqual([
      { user_id: userId, school_id: schoolId, form: 'school_information', field: 'code', value: other.code },
    ]);
    expect(await lastAuditId(t.db)).toBe(auditBefore + 1);
    expect((await put(token, 'information', information({ code: own.toLowerCase() }))).statusCode).toBe(200);
  });

  it('gives the loser of a race for one code the same 422 and keeps one school with it', async () => {
    const sessions = await Promise.all([1, 2, 3, 4].map(() => schoolAdminSession(t.db)));
    const code = `RACE${Date.now().toString(36)}`.toUpperCase();
    const answers = await Promise.all(
      sessions.map((s) => put(s.token, 'information', information({ code }))),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const loser of answers.filter((r) => r.statusCode !== 200)) {
      expect(loser.statusCode).toBe(422);
      expect(loser.json().errors).toEqual({ code: ['Code has already been taken.'] });
    }
    expect(await t.db.selectFrom('schools').select('id').where('code', '=', code).execute()).toHaveLength(1);
  });
});

describe('validation', () => {
  it('requires the school name, code, email, phone, address, city, state and board', async () => {
    const required = ['name', 'code', 'email', 'phone', 'address', 'city', 'state', 'board'];
    const cases: [object, string[]][] = [];
    for (const field of required) {
      const { [field as keyof ReturnType<typeof information>]: _gone, ...missing } = information();
      cases.push([missing, [field]]);
      cases.push([information({ [field]: field === 'board' ? '' : '   ' }), [field]]);
      cases.push([information({ [field]: null }), [field]]);
    }
    await expectRefused('information', cases);
    const res = await put(a.token, 'information', information({ city: '' }));
    expect(res.json().errors).toEqual({ city: ['City is required.'] });
  });

  it('checks the formats and limits of the information fields', async () => {
    await expectRefused('information', [
      [information({ email: 'not-an-email' }), ['email']],
      [information({ phone: '12ab' }), ['phone']],
      [information({ phone: '1'.repeat(21) }), ['phone']],
      [information({ website: 'javascript:alert(1)' }), ['website']],
      [information({ website: 'greenfield.example' }), ['website']],
      [information({ code: 'has space' }), ['code']],
      [information({ code: 'x'.repeat(31) }), ['code']],
      [information({ board: 'Cambridge' }), ['board']],
      [information({ establishment_year: 1799 }), ['establishment_year']],
      [information({ establishment_year: new Date().getUTCFullYear() + 1 }), ['establishment_year']],
      [information({ establishment_year: 1990.5 }), ['establishment_year']],
      [information({ name: 'x'.repeat(256) }), ['name']],
      [information({ city: 'x'.repeat(101) }), ['city']],
      [information({ state: 'x'.repeat(101) }), ['state']],
      [information({ postal_code: 'x'.repeat(21) }), ['postal_code']],
      [information({ country: 'x'.repeat(101) }), ['country']],
      [information({ affiliation_number: 'x'.repeat(101) }), ['affiliation_number']],
      [information({ name: 5, city: true }), ['name', 'city']],
    ]);
  });

  it('checks the academic dates, times, days, grading system and max marks', async () => {
    await expectRefused('academic', [
      [academic({ session_start: '2026-13-01' }), ['session_start']],
      [academic({ session_end: '31/03/2027' }), ['session_end']],
      [academic({ session_end: '2026-06-01' }), ['session_end']],
      [academic({ session_end: '2026-05-01' }), ['session_end']],
      [academic({ academic_year: 'x'.repeat(51) }), ['academic_year']],
      [academic({ school_timing: { start: '8:00', end: '13:00' } }), ['school_timing.start']],
      [academic({ school_timing: { start: '08:00', end: '24:00' } }), ['school_timing.end']],
      [academic({ school_timing: { start: '13:00', end: '08:00' } }), ['school_timing.end']],
      [academic({ school_timing: { start: '08:00' } }), ['school_timing.end']],
      [academic({ school_timing: '08:00-13:00' }), ['school_timing']],
      [academic({ break_time: { start: '10:45', end: '10:15' } }), ['break_time.end']],
      [academic({ break_time: { start: '07:00', end: '07:30' } }), ['break_time.start']],
      [academic({ break_time: { start: '13:00', end: '14:00' } }), ['break_time.start']],
      [academic({ working_days: [] }), ['working_days']],
      [academic({ working_days: ['Mon', 'Funday'] }), ['working_days.1']],
      [academic({ working_days: ['Mon', 'Mon'] }), ['working_days']],
      [academic({ working_days: 'Mon' }), ['working_days']],
      [academic({ grading_system: 'GPA' }), ['grading_system']],
      [academic({ max_marks: 0 }), ['max_marks']],
      [academic({ max_marks: 1001 }), ['max_marks']],
      [academic({ attendance_correction_days: -1 }), ['attendance_correction_days']],
      [academic({ attendance_correction_days: 31 }), ['attendance_correction_days']],
      [academic({ attendance_correction_days: 1.5 }), ['attendance_correction_days']],
      [academic({ attendance_correction_days: undefined }), ['attendance_correction_days']],
      [academic({ max_marks: 99.5 }), ['max_marks']],
      [academic({ max_marks: '100' }), ['max_marks']],
      [{ ...academic(), grading_system: undefined, max_marks: undefined }, ['grading_system', 'max_marks']],
    ]);
    const res = await put(a.token, 'academic', academic({ session_end: '2026-01-01' }));
    expect(res.json().errors).toEqual({
      session_end: ['Session end must be a date after session start.'],
    });
  });

  it('takes the absence alert delay as whole minutes from 0 to 240', async () => {
    await expectRefused('notifications', [
      [notifications({ attendance_alert_delay: -1 }), ['attendance_alert_delay']],
      [notifications({ attendance_alert_delay: 241 }), ['attendance_alert_delay']],
      [notifications({ attendance_alert_delay: 2.5 }), ['attendance_alert_delay']],
      [notifications({ attendance_alert_delay: '15' }), ['attendance_alert_delay']],
    ]);
    const res = await put(a.token, 'notifications', notifications({ attendance_alert_delay: -1 }));
    expect(res.json().errors).toEqual({
      attendance_alert_delay: ['Absence alert delay (minutes) must be a whole number from 0 to 240.'],
    });
  });

  it('takes each notification flag as true or false only', async () => {
    const cases: [object, string[]][] = [];
    for (const flag of NOTIFICATION_FLAGS) {
      const { [flag]: _gone, ...missing } = notifications();
      cases.push([missing, [flag]]);
      cases.push([notifications({ [flag]: 'yes' }), [flag]]);
      cases.push([notifications({ [flag]: 1 }), [flag]]);
    }
    await expectRefused('notifications', cases);
  });

  it('checks the fee amounts, grace days, due day of the month and payment methods', async () => {
    await expectRefused('fees', [
      [fees({ late_fee_amount: -1 }), ['late_fee_amount']],
      [fees({ late_fee_amount: 10.555 }), ['late_fee_amount']],
      [fees({ late_fee_amount: 1_000_001 }), ['late_fee_amount']],
      [fees({ late_fee_amount: '100' }), ['late_fee_amount']],
      [fees({ late_fee_grace_days: -1 }), ['late_fee_grace_days']],
      [fees({ late_fee_grace_days: 366 }), ['late_fee_grace_days']],
      [fees({ late_fee_grace_days: 2.5 }), ['late_fee_grace_days']],
      [fees({ fee_due_date: 0 }), ['fee_due_date']],
      [fees({ fee_due_date: 32 }), ['fee_due_date']],
      [fees({ fee_due_date: 10.5 }), ['fee_due_date']],
      [fees({ fee_due_date: '10' }), ['fee_due_date']],
      [fees({ fee_due_date: null }), ['fee_due_date']],
      [fees({ payment_methods: [] }), ['payment_methods']],
      [fees({ payment_methods: ['cash', 'bitcoin'] }), ['payment_methods.1']],
      [fees({ payment_methods: ['cash', 'cash'] }), ['payment_methods']],
      [fees({ payment_methods: 'cash' }), ['payment_methods']],
      [fees({ discount_applicable: 'true' }), ['discount_applicable']],
      [fees({ scholarship_program: null }), ['scholarship_program']],
    ]);
    const res = await put(a.token, 'fees', fees({ fee_due_date: 32 }));
    expect(res.json()).toEqual({
      success: false,
      message: 'Fee due day of month must be a whole number from 1 to 31.',
      errors: { fee_due_date: ['Fee due day of month must be a whole number from 1 to 31.'] },
    });
    // The bounds themselves are days of the month.
    for (const day of [1, 31])
      expect((await put(a.token, 'fees', fees({ fee_due_date: day }))).statusCode).toBe(200);
  });
});

describe('access', () => {
  it("keeps each school's settings to its own admin", async () => {
    expect((await put(a.token, 'academic', academic({ academic_year: 'A-only' }))).statusCode).toBe(200);
    expect((await put(a.token, 'fees', fees({ fee_due_date: 5 }))).statusCode).toBe(200);
    const theirs = (await as(b.token, 'GET', '/settings')).json().data;
    expect(theirs.academic).toEqual(ACADEMIC_SETTINGS_DEFAULTS);
    expect(theirs.fees).toEqual(FEE_SETTINGS_DEFAULTS);
    const bSchool = await t.db
      .selectFrom('schools')
      .select('code')
      .where('id', '=', b.schoolId)
      .executeTakeFirstOrThrow();
    expect(theirs.information.code).toBe(bSchool.code);
    // B saving changes only B's rows.
    const aBefore = (await as(a.token, 'GET', '/settings')).json().data;
    expect((await put(b.token, 'academic', academic({ academic_year: 'B-only' }))).statusCode).toBe(200);
    expect((await as(a.token, 'GET', '/settings')).json().data).toEqual(aBefore);
  });

  it('needs school_settings_update to save (school_profile_update for information) and school_settings_view to read', async () => {
    const refused = async (sections: Section[]) => {
      const state = await snapshot(t.db, tables);
      for (const section of sections) {
        const res = await put(a.token, section, VALID[section]({}));
        expect([section, res.statusCode]).toEqual([section, 403]);
        expect(res.json()).toEqual(FORBIDDEN);
      }
      expect(await snapshot(t.db, tables)).toEqual(state);
    };
    const others = (Object.keys(VALID) as Section[]).filter((section) => section !== 'information');
    await withoutPermission(t, 'school_settings_update', async () => {
      await refused(others);
      expect((await as(a.token, 'GET', '/settings/fees')).statusCode).toBe(200);
    });
    // The school's name and code are the profile's: its permission guards them here too.
    await withoutPermission(t, 'school_profile_update', async () => {
      await refused(['information']);
      expect((await put(a.token, 'fees', VALID.fees({}))).statusCode).toBe(200);
    });
    await withoutPermission(t, 'school_settings_view', async () => {
      for (const url of ['/settings', '/settings/information', '/settings/academic']) {
        expect((await as(a.token, 'GET', url)).json()).toEqual(FORBIDDEN);
      }
    });
  });
});
