import { fieldMessage } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSection, createYear, currentYear } from '../helpers/academics';
import { DEFAULT_PASSWORD } from '../helpers/factories';
import { createParent } from '../helpers/people';
import { bearer, freshIp, signIn } from '../helpers/http';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { isoNow } from '../../src/lib/time';

/*
 * A school admin's students: enrolment makes the user, the student and the year's enrolment at
 * once; promotion adds a year and keeps the history; deletion leaves the record in the audit
 * trail; ids of another school are 404 in a path and 422 in a body, and nothing refused changes.
 */
let t: TestApp;
let tables: string[];
let a: SchoolAdminSession;
let b: SchoolAdminSession;

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
});
afterAll(() => t.close());

const as = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  prefix = '/api/school',
) => call(t.app, token, { method, url: `${prefix}${url}`, ...(payload ? { payload } : {}) });

let counter = 0;
/** A class and a section of it in the school's current year, and a valid enrolment into them. */
async function enrolment(schoolId: number, overrides: Record<string, unknown> = {}) {
  const year = await currentYear(t.db, schoolId);
  const schoolClass = await createClass(t.db, schoolId);
  const section = await createSection(t.db, schoolId, schoolClass.id, { name: 'A' });
  counter++;
  return {
    year,
    schoolClass,
    section,
    body: {
      name: `Pupil ${counter}`,
      email: `pupil.${Date.now()}.${counter}@example.com`,
      password: DEFAULT_PASSWORD,
      admission_no: `ADM-${Date.now()}-${counter}`,
      roll_no: '14',
      dob: '2014-02-11',
      gender: 'female',
      status: 'active',
      admission_date: '2026-06-01',
      academic_year_id: year.id,
      class_id: schoolClass.id,
      section_id: section.id,
      ...overrides,
    },
  };
}

async function enrol(session: SchoolAdminSession, overrides: Record<string, unknown> = {}) {
  const made = await enrolment(session.schoolId, overrides);
  const res = await as(session.token, 'POST', '/students', made.body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...made, student: res.json().data as { id: number; name: string; admission_no: string } };
}

describe('enrolling', () => {
  it('makes the user, the student and the enrolment at once, audited; the student can sign in', async () => {
    const { body, schoolClass, section, year } = await enrolment(a.schoolId, { phone: '+91 98450 11111' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', '/students', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Student enrolled successfully!',
      data: {
        name: body.name,
        email: body.email,
        user: { name: body.name, phone: '+91 98450 11111' },
        admission_no: body.admission_no,
        roll_no: '14',
        gender: 'female',
        status: 'active',
        classes: [
          {
            academic_year_id: year.id,
            is_current_year: true,
            class_model: { id: schoolClass.id, name: schoolClass.name },
            section: { id: section.id, name: 'A' },
            roll_no: '14',
          },
        ],
        parents: [],
      },
    });
    const [audit] = await auditsOfEvent(t.db, 'student_created', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });

    const session = await signIn(t.app, body.email, body.password);
    expect(session.user.role).toBe('student');
    const me = await t.app.inject({ url: '/api/me', headers: { ...bearer(session.token) } });
    expect(me.json().data).toMatchObject({ email: body.email, role: 'student' });
  });

  it('refuses every bad field with its message and changes nothing', async () => {
    const taken = await enrol(a, { admission_no: 'ADM-TAKEN-1' });
    const theirs = await enrolment(b.schoolId);
    const theirParent = await as(b.token, 'POST', '/parents', {
      name: 'Other Parent',
      email: `op.${Date.now()}@example.com`,
      phone: '+91 90000 00001',
      password: DEFAULT_PASSWORD,
    });
    const otherClass = await createClass(t.db, a.schoolId);
    const { body } = await enrolment(a.schoolId);
    const state = await snapshot(t.db, tables);
    for (const [change, field] of [
      [{ name: '' }, 'name'],
      [{ name: undefined }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: taken.body.email.toUpperCase() }, 'email'],
      [{ password: 'short' }, 'password'],
      [{ admission_no: 'adm-taken-1' }, 'admission_no'],
      [{ admission_no: '' }, 'admission_no'],
      [{ roll_no: '' }, 'roll_no'],
      [{ dob: '2014-02-30' }, 'dob'],
      [{ dob: undefined }, 'dob'],
      [{ gender: 'x' }, 'gender'],
      [{ blood_group: 'C+' }, 'blood_group'],
      [{ admission_date: '11/06/2026' }, 'admission_date'],
      [{ status: 'expelled' }, 'status'],
      [{ phone: 'call me' }, 'phone'],
      [{ academic_year_id: theirs.year.id }, 'academic_year_id'],
      [{ class_id: theirs.schoolClass.id, section_id: null }, 'class_id'],
      [{ section_id: theirs.section.id }, 'section_id'],
      [{ class_id: otherClass.id }, 'section_id'],
      [{ parent_ids: [theirParent.json().data.id] }, 'parent_ids'],
      [{ parent_ids: [999999] }, 'parent_ids'],
    ] as const) {
      const res = await as(a.token, 'POST', '/students', { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(change)).toEqual([field]);
    }
    const dup = await as(a.token, 'POST', '/students', { ...body, admission_no: 'ADM-TAKEN-1' });
    expect(dup.json().errors).toEqual({ admission_no: ['Admission number has already been taken.'] });
    const wrongSection = await as(a.token, 'POST', '/students', { ...body, class_id: otherClass.id });
    expect(wrongSection.json().errors.section_id[0]).toMatch(/is not a section of/);
    expect(await snapshot(t.db, tables)).toEqual(state);
    // Another school's admission number is free here.
    const free = await enrolment(b.schoolId, { admission_no: 'ADM-TAKEN-1' });
    expect((await as(b.token, 'POST', '/students', free.body)).statusCode).toBe(201);
  });

  it('links the parents named, and lists them with the student', async () => {
    const parent = await as(a.token, 'POST', '/parents', {
      name: 'Meera Pillai',
      email: `meera.${Date.now()}@example.com`,
      phone: '+91 90000 00002',
      password: DEFAULT_PASSWORD,
      relationship_type: 'mother',
    });
    expect(parent.statusCode, parent.body).toBe(201);
    const { student } = await enrol(a, { parent_ids: [parent.json().data.id] });
    const parents = await as(a.token, 'GET', `/students/${student.id}/parents`);
    expect(parents.json().data.parents).toMatchObject([
      { name: 'Meera Pillai', relationship_type: 'mother', is_primary: true },
    ]);
    expect((await as(a.token, 'GET', `/students/${student.id}`)).json().data.parents).toHaveLength(1);
  });
});

describe('the list', () => {
  it('filters by status, gender, class, section and year, searches and sorts on the server', async () => {
    const s = await schoolAdminSession(t.db);
    const past = await createYear(t.db, s.schoolId, {
      name: 'Past',
      start_date: '2025-04-01',
      end_date: '2026-03-31',
    });
    const zoe = await enrol(s, { name: 'Zoe Ray', gender: 'female' });
    const adam = await enrol(s, { name: 'Adam Ng', gender: 'male', status: 'inactive' });
    const pia = await enrol(s, {
      name: 'Pia Sen',
      gender: 'female',
      class_id: zoe.schoolClass.id,
      section_id: null,
    });
    // Last year Adam was in Zoe's class.
    const now = isoNow();
    await t.db
      .insertInto('enrollments')
      .values({
        school_id: s.schoolId,
        student_id: adam.student.id,
        academic_year_id: past.id,
        class_id: zoe.schoolClass.id,
        section_id: null,
        roll_no: '1',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const names = async (query: string) => {
      const res = await as(s.token, 'GET', `/students?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.students as { name: string }[]).map((r) => r.name);
    };
    expect(await names('sort=name')).toEqual(['Adam Ng', 'Pia Sen', 'Zoe Ray']);
    expect(await names('')).toEqual(['Pia Sen', 'Adam Ng', 'Zoe Ray']);
    expect(await names('status=inactive')).toEqual(['Adam Ng']);
    expect(await names('gender=female&sort=name')).toEqual(['Pia Sen', 'Zoe Ray']);
    expect(await names(`class_id=${zoe.schoolClass.id}&sort=name`)).toEqual(['Pia Sen', 'Zoe Ray']);
    expect(await names(`section_id=${zoe.section.id}`)).toEqual(['Zoe Ray']);
    expect(await names(`class_id=${zoe.schoolClass.id}&academic_year_id=${past.id}`)).toEqual(['Adam Ng']);
    expect(await names('search=sen')).toEqual(['Pia Sen']);
    expect(await names(`search=${encodeURIComponent(pia.body.admission_no)}`)).toEqual(['Pia Sen']);
    const page = (await as(s.token, 'GET', '/students?per_page=2&page=2&sort=name')).json().data;
    expect(page.pagination).toMatchObject({ total: 3, last_page: 2 });
    expect(page.students.map((r: { name: string }) => r.name)).toEqual(['Zoe Ray']);
    // Adam's history is newest first.
    const adamRow = (await as(s.token, 'GET', `/students/${adam.student.id}`)).json().data;
    expect(adamRow.classes.map((c: { academic_year_id: number }) => c.academic_year_id)).toEqual([
      adam.year.id,
      past.id,
    ]);
    // A malformed filter is a bad query (400), as on every list; an unknown sort names its field (422).
    for (const bad of ['status=gone', 'gender=x', 'class_id=abc', 'section_id=0']) {
      expect((await as(s.token, 'GET', `/students?${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await as(s.token, 'GET', '/students?sort=dob')).statusCode).toBe(422);
  });

  it('analytics and the enrolment report count the whole school', async () => {
    const s = await schoolAdminSession(t.db);
    const today = isoNow().slice(0, 10);
    const first = await enrol(s, { gender: 'male', admission_date: today });
    await enrol(s, { gender: 'female', status: 'alumni', dob: '1990-05-01', admission_date: '2001-01-01' });
    await enrol(s, {
      gender: 'other',
      admission_date: today,
      class_id: first.schoolClass.id,
      section_id: null,
    });
    // Enrolled as active but with a suspended account: not an active student, as on the profile.
    const suspended = await enrol(s, { gender: 'male', dob: '1990-05-01', admission_date: '2001-01-01' });
    const { user_id } = await t.db
      .selectFrom('students')
      .select('user_id')
      .where('id', '=', suspended.student.id)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user_id).execute();
    const analytics = (await as(s.token, 'GET', '/students/analytics')).json().data;
    expect(analytics).toMatchObject({
      total_students: 4,
      active_students: 2,
      // Admitted since the current year began: not the alumna of 2001.
      new_enrollments: 2,
      gender_distribution: { male: 2, female: 1, other: 1 },
    });
    expect(analytics.class_distribution).toEqual(
      expect.arrayContaining([{ class_name: first.schoolClass.name, student_count: 2 }]),
    );
    expect((await as(s.token, 'GET', '/profile/analytics')).json().data.engagement.active_students).toBe(
      analytics.active_students,
    );
    const report = (await as(s.token, 'GET', '/students/enrollment-report')).json().data
      .enrollment_by_month as { month_name: string; enrollment_count: number }[];
    expect(report).toHaveLength(12);
    const month = new Date(`${today}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    expect(report.at(-1)).toEqual({
      month: today.slice(0, 7),
      month_name: `${month} ${today.slice(0, 4)}`,
      enrollment_count: 2,
    });
    expect(report.reduce((sum, m) => sum + m.enrollment_count, 0)).toBe(2);
  });

  it("exports the school's filtered students only, audited", async () => {
    const mine = await enrol(a, { name: 'Export Kid' });
    await enrol(b, { name: 'Export Kid' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'GET', '/students/export?search=Export%20Kid');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(res.body);
    expect(rows[0]!.slice(0, 5)).toEqual(['id', 'name', 'email', 'phone', 'admission_no']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual([
      [String(mine.student.id), 'Export Kid', mine.body.admission_no],
    ]);
    expect((await auditsOfEvent(t.db, 'data_export', before))[0]).toMatchObject({ school_id: a.schoolId });
  });
});

describe('editing, promoting and deleting', () => {
  it('edits the student, their user and their enrolment of the year; status changes', async () => {
    const { student, body, year, schoolClass, section } = await enrol(a);
    const otherClass = await createClass(t.db, a.schoolId, { name: 'Moved Class' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'PUT', `/students/${student.id}`, {
      ...body,
      password: undefined,
      name: 'Renamed Pupil',
      phone: '+91 98450 22222',
      blood_group: 'B+',
      status: 'transferred',
      class_id: otherClass.id,
      section_id: null,
      roll_no: '3',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Student updated successfully!',
      data: {
        name: 'Renamed Pupil',
        status: 'transferred',
        classes: [{ class_model: { name: 'Moved Class' }, section: null, roll_no: '3' }],
      },
    });
    const [audit] = await auditsOfEvent(t.db, 'student_updated', before);
    // Every field that changed, the enrolment of the year included, with what it was.
    expect(audit!.properties).toEqual({
      before: {
        name: body.name,
        email: body.email,
        phone: null,
        admission_no: body.admission_no,
        roll_no: '14',
        status: 'active',
        gender: 'female',
        dob: '2014-02-11',
        blood_group: null,
        admission_date: '2026-06-01',
        enrolment: {
          academic_year_id: year.id,
          academic_year: year.name,
          class_id: schoolClass.id,
          class: schoolClass.name,
          section_id: section.id,
          section: 'A',
          roll_no: '14',
        },
      },
      after: {
        name: 'Renamed Pupil',
        email: body.email,
        phone: '+91 98450 22222',
        admission_no: body.admission_no,
        roll_no: '3',
        status: 'transferred',
        gender: 'female',
        dob: '2014-02-11',
        blood_group: 'B+',
        admission_date: '2026-06-01',
        enrolment: {
          academic_year_id: year.id,
          academic_year: year.name,
          class_id: otherClass.id,
          class: 'Moved Class',
          section_id: null,
          section: null,
          roll_no: '3',
        },
      },
    });
  });

  it('audits an edit into a year the student was not enrolled in as an enrolment from none', async () => {
    const { student, body } = await enrol(a);
    const next = await createYear(t.db, a.schoolId, { name: `Next ${Date.now()}` });
    const nextClass = await createClass(t.db, a.schoolId);
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'PUT', `/students/${student.id}`, {
      ...body,
      password: undefined,
      academic_year_id: next.id,
      class_id: nextClass.id,
      section_id: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await auditsOfEvent(t.db, 'student_updated', before);
    expect(audit!.properties).toMatchObject({
      before: { enrolment: null },
      after: {
        enrolment: { academic_year_id: next.id, class_id: nextClass.id, section_id: null, roll_no: '14' },
      },
    });
  });

  it('promotes into a new year keeping the history; twice into one year is 409; bad ids 422', async () => {
    const { student, year, schoolClass } = await enrol(a);
    const next = await createYear(t.db, a.schoolId, {
      name: `Next ${student.id}`,
      start_date: '2027-04-01',
      end_date: '2028-03-31',
    });
    const higher = await createClass(t.db, a.schoolId, { name: `Higher ${student.id}`, grade_level: 6 });
    const higherA = await createSection(t.db, a.schoolId, higher.id, { name: 'A' });
    const theirYear = await createYear(t.db, b.schoolId);
    const promote = (payload: object, token = a.token) =>
      as(token, 'POST', `/students/${student.id}/promote`, payload, '/api/school-admin');
    const good = {
      new_academic_year_id: next.id,
      new_class_id: higher.id,
      new_section_id: higherA.id,
      new_roll_no: '21',
    };
    const state = await snapshot(t.db, tables);
    for (const [change, field] of [
      [{ new_roll_no: '' }, 'new_roll_no'],
      [{ new_academic_year_id: theirYear.id }, 'new_academic_year_id'],
      [{ new_class_id: schoolClass.id }, 'new_section_id'],
      [{ new_section_id: 0 }, 'new_section_id'],
    ] as const) {
      const res = await promote({ ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await snapshot(t.db, tables)).toEqual(state);

    const before = await lastAuditId(t.db);
    const res = await promote(good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Student promoted successfully!');
    // The details read the current year: its class and roll number stay; the new year is history.
    expect(res.json().data.roll_no).toBe('14');
    expect(res.json().data.enrolment).toMatchObject({ academic_year_id: year.id, roll_no: '14' });
    expect(
      res
        .json()
        .data.classes.map((c: { academic_year_id: number; class_model: { name: string } }) => [
          c.academic_year_id,
          c.class_model.name,
        ]),
    ).toEqual([
      [next.id, higher.name],
      [year.id, schoolClass.name],
    ]);
    const [promoted, ...more] = await auditsOfEvent(t.db, 'student_promoted', before);
    expect(more).toEqual([]);
    // The new enrolment; the current year's roll number is not touched.
    expect(promoted!.properties).toMatchObject({
      before: { classes: [{ academic_year_id: year.id, roll_no: '14' }] },
      after: { enrolment: { academic_year_id: next.id, roll_no: '21' } },
    });

    const again = await lastAuditId(t.db);
    const twice = await promote(good);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already enrolled in that academic year/);
    expect(await auditsOfEvent(t.db, 'student_promoted', again)).toEqual([]);
  });

  it('deletes the student and their sign-in; the audit entry holds the deleted record', async () => {
    const { student, body, schoolClass } = await enrol(a, { name: 'Gone Pupil' });
    const { parent, user: parentUser } = await createParent(t.db, a.schoolId, {
      relationship: 'mother',
      students: [student.id],
    });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'DELETE', `/students/${student.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Student deleted successfully!' });
    expect((await as(a.token, 'GET', `/students/${student.id}`)).statusCode).toBe(404);
    const [audit] = await auditsOfEvent(t.db, 'student_deleted', before);
    expect(audit!.properties).toMatchObject({
      before: {
        id: student.id,
        name: 'Gone Pupil',
        email: body.email,
        admission_no: body.admission_no,
        classes: [{ class_model: { name: schoolClass.name } }],
        parents: [{ id: parent.id, name: parentUser.name, relationship_type: 'mother', is_primary: true }],
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: body.password },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('two promotions at once', () => {
  it('into one year: one enrols the student, the other gets 409, and the year holds one enrolment', async () => {
    const { student, schoolClass } = await enrol(a);
    const next = await createYear(t.db, a.schoolId, { start_date: '2032-04-01', end_date: '2033-03-31' });
    const promote = (roll: string) =>
      as(
        a.token,
        'POST',
        `/students/${student.id}/promote`,
        {
          new_academic_year_id: next.id,
          new_class_id: schoolClass.id,
          new_section_id: null,
          new_roll_no: roll,
        },
        '/api/school-admin',
      );
    const answers = await Promise.all([promote('31'), promote('32'), promote('33')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toMatch(/is already enrolled in that academic year/);
    }
    const rows = await t.db
      .selectFrom('enrollments')
      .select('roll_no')
      .where('student_id', '=', student.id)
      .where('academic_year_id', '=', next.id)
      .execute();
    const winner = answers
      .find((r) => r.statusCode === 200)!
      .json()
      .data.classes.find((c: { academic_year_id: number }) => c.academic_year_id === next.id).roll_no;
    expect(rows).toEqual([{ roll_no: winner }]);
  });
});

describe('seats', () => {
  it("enrolling, editing and promoting keep a section's capacity as assigning does", async () => {
    const seated = await enrol(a);
    await t.db.updateTable('sections').set({ capacity: 1 }).where('id', '=', seated.section.id).execute();
    const other = await enrol(a);
    const next = await createYear(t.db, a.schoolId, { start_date: '2030-04-01', end_date: '2031-03-31' });
    const nextFull = await createSection(t.db, a.schoolId, seated.schoolClass.id, {
      name: 'Full',
      capacity: 1,
    });
    await as(
      a.token,
      'POST',
      `/students/${seated.student.id}/promote`,
      {
        new_academic_year_id: next.id,
        new_class_id: seated.schoolClass.id,
        new_section_id: nextFull.id,
        new_roll_no: '1',
      },
      '/api/school-admin',
    );
    const full = 'Section A has no seat left (capacity 1).';
    // Roll numbers of their own: the seat, not the number, is what is refused.
    const third = await enrolment(a.schoolId, {
      class_id: seated.schoolClass.id,
      section_id: seated.section.id,
      roll_no: '15',
    });
    const state = await snapshot(t.db, tables);
    const enrolled = await as(a.token, 'POST', '/students', third.body);
    expect(enrolled.statusCode).toBe(422);
    expect(enrolled.json().errors).toEqual({ section_id: [full] });
    const moved = await as(a.token, 'PUT', `/students/${other.student.id}`, {
      ...other.body,
      password: undefined,
      class_id: seated.schoolClass.id,
      section_id: seated.section.id,
      roll_no: '16',
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ section_id: [full] });
    const promoted = await as(
      a.token,
      'POST',
      `/students/${other.student.id}/promote`,
      {
        new_academic_year_id: next.id,
        new_class_id: seated.schoolClass.id,
        new_section_id: nextFull.id,
        new_roll_no: '2',
      },
      '/api/school-admin',
    );
    expect(promoted.statusCode).toBe(422);
    expect(promoted.json().errors).toEqual({
      new_section_id: ['Section Full has no seat left (capacity 1).'],
    });
    expect(await snapshot(t.db, tables)).toEqual(state);
    // The one seated keeps their own seat through an edit.
    const own = await as(a.token, 'PUT', `/students/${seated.student.id}`, {
      ...seated.body,
      password: undefined,
      roll_no: '9',
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('accounts the school does not own alone', () => {
  it('refuses to edit or delete a student whose account also holds another role (409), changing nothing', async () => {
    const { student, body } = await enrol(a);
    const user = await t.db
      .selectFrom('students')
      .select('user_id')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'school_admin')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('role_user')
      .values({ role_id: role.id, user_id: user.user_id, created_at: isoNow() })
      .execute();
    const state = await snapshot(t.db, tables);
    const edit = await as(a.token, 'PUT', `/students/${student.id}`, {
      ...body,
      password: undefined,
      email: 'taken.over@example.com',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/also has other roles on the platform/);
    expect((await as(a.token, 'DELETE', `/students/${student.id}`)).statusCode).toBe(409);
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it('a new e-mail ends the sessions of the old one', async () => {
    const { student, body } = await enrol(a);
    const session = await signIn(t.app, body.email, body.password);
    const me = () => t.app.inject({ url: '/api/me', headers: { ...bearer(session.token) } });
    expect((await me()).statusCode).toBe(200);
    const same = await as(a.token, 'PUT', `/students/${student.id}`, {
      ...body,
      password: undefined,
      roll_no: '2',
    });
    expect(same.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const moved = await as(a.token, 'PUT', `/students/${student.id}`, {
      ...body,
      password: undefined,
      email: `moved.${student.id}@example.com`,
    });
    expect(moved.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('an edit must say the status and gender, rather than resetting them', async () => {
    const { student, body } = await enrol(a, { status: 'alumni', gender: 'female' });
    const state = await snapshot(t.db, tables);
    for (const missing of ['status', 'gender'] as const) {
      const res = await as(a.token, 'PUT', `/students/${student.id}`, {
        ...body,
        password: undefined,
        [missing]: undefined,
      });
      expect(res.statusCode, missing).toBe(422);
      expect(res.json().errors).toEqual({ [missing]: [fieldMessage('required', missing)] });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });
});

describe('another school', () => {
  it('gets 404 for every call on a school A student, and nothing changes', async () => {
    const { student } = await enrol(a);
    const theirs = await enrolment(b.schoolId);
    const state = await snapshot(t.db, tables);
    for (const [method, path, payload, prefix] of [
      ['GET', '', undefined, '/api/school'],
      ['PUT', '', { ...theirs.body, password: undefined }, '/api/school'],
      ['DELETE', '', undefined, '/api/school'],
      ['GET', '/parents', undefined, '/api/school'],
      [
        'POST',
        '/promote',
        {
          new_academic_year_id: theirs.year.id,
          new_class_id: theirs.schoolClass.id,
          new_roll_no: '1',
        },
        '/api/school-admin',
      ],
    ] as const) {
      const res = await as(b.token, method, `/students/${student.id}${path}`, payload, prefix);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Student not found.' });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    const list = await as(b.token, 'GET', `/students?search=${encodeURIComponent(student.admission_no)}`);
    expect(list.json().data.students).toEqual([]);
  });
});

describe('permissions', () => {
  it('answers 403 on the next request once students_promote is taken from school_admin', async () => {
    const { student } = await enrol(a);
    const next = await createYear(t.db, a.schoolId);
    const schoolClass = await createClass(t.db, a.schoolId);
    const payload = { new_academic_year_id: next.id, new_class_id: schoolClass.id, new_roll_no: '2' };
    await withoutPermission(t, 'students_promote', async () => {
      const refused = await as(
        a.token,
        'POST',
        `/students/${student.id}/promote`,
        payload,
        '/api/school-admin',
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect((await as(a.token, 'GET', `/students/${student.id}`)).statusCode).toBe(200);
    });
    const allowed = await as(
      a.token,
      'POST',
      `/students/${student.id}/promote`,
      payload,
      '/api/school-admin',
    );
    expect(allowed.statusCode).toBe(200);
  });
});
