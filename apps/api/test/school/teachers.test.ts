import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../src/lib/calendar';
import { isoNow } from '../../src/lib/time';
import { platformTimeZone } from '../../src/modules/access/access-cache';
import { createClass, createSection } from '../helpers/academics';
import { createUser } from '../helpers/factories';
import { bearer, freshIp, signIn } from '../helpers/http';
import { createTeacher, teacherOfSection } from '../helpers/people';
import { auditsOf } from '../helpers/records';
import { refusalsAfter, withoutAudit } from '../helpers/refusals';
import { snapshot, tableNames, uniq } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A school admin's teachers: each made with a sign-in of role teacher, e-mail unique on the
 * platform and employee code in the school (ignoring case); classes and subjects assigned as a
 * whole set, only the school's own; another school's teachers 404 and never touched.
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

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, token, { method, url: `/api/school${url}`, ...(payload ? { payload } : {}) });

const PASSWORD = 'Teach#2024';

/** A create payload with an e-mail and employee code of its own. */
const teacherInput = (overrides: Record<string, unknown> = {}) => {
  const u = uniq();
  return {
    name: 'Asha Rao',
    email: `asha.${u}@example.com`,
    phone: '+91 98765 43210',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    employee_code: `EMP-${u}`,
    qualification: 'M.Sc',
    specialization: 'Mathematics',
    date_of_joining: '2024-06-01',
    gender: 'female',
    dob: '1990-05-12',
    ...overrides,
  };
};

async function created(session: SchoolAdminSession, overrides: Record<string, unknown> = {}) {
  const res = await as(session.token, 'POST', '/teachers', teacherInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; email: string; employee_code: string };
}

async function createSubject(schoolId: number, name = `Subject ${uniq()}`) {
  const now = isoNow();
  return t.db
    .insertInto('subjects')
    .values({ school_id: schoolId, name, code: null, description: null, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const classRows = (teacherId: number) =>
  t.db
    .selectFrom('teacher_classes')
    .select(['class_id', 'section_id', 'is_class_teacher'])
    .where('teacher_id', '=', teacherId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, is_class_teacher: Boolean(r.is_class_teacher) })));

const subjectRows = (teacherId: number) =>
  t.db
    .selectFrom('teacher_subjects')
    .select(['subject_id', 'class_id', 'section_id'])
    .where('teacher_id', '=', teacherId)
    .orderBy('id')
    .execute();

describe('creating teachers', () => {
  it('creates the teacher and a teacher sign-in in one go, audited; they can sign in', async () => {
    const input = teacherInput({ email: `Ravi.${uniq()}@Example.com`, name: 'Ravi Kumar' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', '/teachers', input);
    expect(res.statusCode).toBe(201);
    const email = input.email.toLowerCase();
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Teacher created successfully!',
      data: {
        name: 'Ravi Kumar',
        email,
        phone: '+91 98765 43210',
        employee_code: input.employee_code,
        qualification: 'M.Sc',
        specialization: 'Mathematics',
        date_of_joining: '2024-06-01',
        gender: 'female',
        dob: '1990-05-12',
        user: { name: 'Ravi Kumar', email, phone: '+91 98765 43210' },
        classes: [],
      },
    });
    const id = res.json().data.id as number;
    const [audit] = await auditsOfEvent(t.db, 'teacher_created', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });
    expect(audit!.properties).toMatchObject({ after: { id, email, employee_code: input.employee_code } });
    expect(JSON.stringify(audit!.properties)).not.toContain(PASSWORD);

    const session = await signIn(t.app, input.email, PASSWORD);
    expect(session.user.role).toBe('teacher');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect(me.json().data).toMatchObject({ email, role: 'teacher' });
    // A teacher is not a school admin.
    expect((await as(session.token, 'GET', '/teachers')).statusCode).toBe(403);

    expect((await as(a.token, 'GET', `/teachers/${id}`)).json().data).toMatchObject({ id, email });
  });

  it('joins today when no date is given, and phone and the optional fields may be left out', async () => {
    const {
      date_of_joining: _d,
      phone: _p,
      qualification: _q,
      specialization: _s,
      dob: _b,
      ...input
    } = teacherInput();
    const res = await as(a.token, 'POST', '/teachers', input);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      date_of_joining: isoNow().slice(0, 10),
      phone: null,
      qualification: null,
      specialization: null,
      dob: null,
    });
  });

  it('answers 422 naming each broken field, and writes nothing', async () => {
    const taken = await created(a, { employee_code: 'T-100' });
    const platformUser = await createUser(t.db, { roles: ['superadmin'] });
    const state = await snapshot(t.db, withoutAudit(tables));
    const auditBefore = await lastAuditId(t.db);
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['no name', { name: undefined }, { name: ['Name is required.'] }],
      ['blank name', { name: '  ' }, { name: ['Name is required.'] }],
      ['no email', { email: undefined }, { email: ['Email is required.'] }],
      ['bad email', { email: 'not-an-email' }, { email: ['Email must be a valid email address.'] }],
      ['no gender', { gender: undefined }, { gender: ['Gender is required.'] }],
      ['bad gender', { gender: 'robot' }, { gender: ['The selected gender is invalid.'] }],
      [
        'password mismatch',
        { password_confirmation: 'Other#2024' },
        { password_confirmation: ['Password confirmation does not match.'] },
      ],
      [
        'weak password',
        { password: 'short', password_confirmation: 'short' },
        { password: ['Password must be at least 8 characters.'] },
      ],
      [
        'e-mail of anyone on the platform, in any case',
        { email: platformUser.email.toUpperCase() },
        { email: ['Email has already been taken.'] },
      ],
      [
        'employee code of the school, in another case',
        { employee_code: 't-100' },
        { employee_code: ['Employee code has already been taken.'] },
      ],
      ['no employee code', { employee_code: '' }, { employee_code: ['Employee code is required.'] }],
      [
        'impossible joining date',
        { date_of_joining: '2024-02-30' },
        { date_of_joining: ['Joining date is not a valid date.'] },
      ],
      [
        'malformed birth date',
        { dob: '12/05/1990' },
        { dob: ['Date of birth must be a date in the form YYYY-MM-DD.'] },
      ],
      ['birth date to come', { dob: '2999-01-01' }, { dob: ['Date of birth must be a date before today.'] }],
      [
        'bad phone',
        { phone: 'call me' },
        { phone: ['Phone must be 7 to 20 characters: digits, spaces and + - ( ).'] },
      ],
    ];
    for (const [what, overrides, errors] of cases) {
      const res = await as(a.token, 'POST', '/teachers', teacherInput(overrides));
      expect(res.statusCode, what).toBe(422);
      expect(res.json().errors, what).toEqual(errors);
    }
    // Every stored-value problem at once.
    const both = await as(
      a.token,
      'POST',
      '/teachers',
      teacherInput({ email: taken.email, employee_code: taken.employee_code }),
    );
    expect(Object.keys(both.json().errors).sort()).toEqual(['email', 'employee_code']);
    expect(await snapshot(t.db, withoutAudit(tables))).toEqual(state);
    // The trail holds only the refusal of the e-mail held outside the school (the school's own
    // teacher's e-mail is no news to it): test/safety/unique-value-probing.test.ts.
    expect(await refusalsAfter(t.db, auditBefore)).toEqual([
      expect.objectContaining({ form: 'teacher', field: 'email', value: platformUser.email }),
    ]);
    expect(await lastAuditId(t.db)).toBe(auditBefore + 1);

    // Racing creates of one code: one wins, the others get the answer they would get alone.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        as(a.token, 'POST', '/teachers', teacherInput({ employee_code: 'RACE-1' })),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422]);
    for (const loser of answers.filter((r) => r.statusCode === 422)) {
      expect(loser.json().errors).toEqual({ employee_code: ['Employee code has already been taken.'] });
    }

    // Another school may use the same code.
    expect(
      (await as(b.token, 'POST', '/teachers', teacherInput({ employee_code: 'T-100' }))).statusCode,
    ).toBe(201);
  });
});

describe('editing and deleting', () => {
  it('updates the teacher and their sign-in, audited with before and after; the password stays', async () => {
    const teacher = await created(a, { employee_code: 'ED-1', name: 'Old Name' });
    const other = await created(a);
    const email = `new.${uniq()}@example.com`;
    const edit = {
      name: 'New Name',
      email,
      phone: null,
      employee_code: 'ed-1',
      qualification: 'B.Ed',
      specialization: 'Physics',
      gender: 'male',
      dob: null,
    };
    const state = await snapshot(t.db, tables);
    for (const [overrides, field] of [
      [{ employee_code: other.employee_code.toLowerCase() }, 'employee_code'],
      [{ email: other.email }, 'email'],
      [{ name: '' }, 'name'],
      [{ date_of_joining: '2024-13-01' }, 'date_of_joining'],
    ] as const) {
      const res = await as(a.token, 'PUT', `/teachers/${teacher.id}`, { ...edit, ...overrides });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
    expect(await snapshot(t.db, tables)).toEqual(state);

    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'PUT', `/teachers/${teacher.id}`, { ...edit, password: 'Ignored#2024' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Teacher updated successfully!',
      // The own code in another case is no clash; the joining date not sent stays.
      data: { name: 'New Name', email, phone: null, employee_code: 'ed-1', date_of_joining: '2024-06-01' },
    });
    const [audit] = await auditsOfEvent(t.db, 'teacher_updated', before);
    expect(audit!.properties).toMatchObject({
      before: { name: 'Old Name', employee_code: 'ED-1', specialization: 'Mathematics' },
      after: { name: 'New Name', email, employee_code: 'ed-1', specialization: 'Physics' },
    });
    await expect(signIn(t.app, email, PASSWORD)).resolves.toMatchObject({ user: { name: 'New Name' } });
  });

  it('deletes the teacher, their assignments and their sign-in, audited with what they were', async () => {
    const input = teacherInput({ employee_code: 'DEL-1', name: 'Gone Soon' });
    const { id } = (await as(a.token, 'POST', '/teachers', input)).json().data as { id: number };
    const schoolClass = await createClass(t.db, a.schoolId, { name: 'Del class' });
    await as(a.token, 'POST', `/teachers/${id}/assign-classes`, { class_ids: [schoolClass.id] });
    const session = await signIn(t.app, input.email, PASSWORD);
    const userId = session.user.id;

    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'DELETE', `/teachers/${id}`);
    expect(res.json()).toEqual({ success: true, message: 'Teacher deleted successfully!' });
    expect(
      await t.db.selectFrom('teachers').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst(),
    ).toBeUndefined();
    expect(await classRows(id)).toEqual([]);
    const [audit] = await auditsOfEvent(t.db, 'teacher_deleted', before);
    expect(audit!.properties).toMatchObject({
      before: {
        id,
        name: 'Gone Soon',
        email: input.email,
        employee_code: 'DEL-1',
        classes: [{ class_name: 'Del class', section_id: null }],
      },
    });
    // Their session is over and the account cannot sign in again.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: input.email, password: PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(401);
    // The code is free again.
    expect(
      (await as(a.token, 'POST', '/teachers', teacherInput({ employee_code: 'DEL-1' }))).statusCode,
    ).toBe(201);
  });
});

describe('the list', () => {
  it('searches name, e-mail and code, filters by gender and specialization, sorts and pages', async () => {
    const session = await schoolAdminSession(t.db);
    const { token } = session;
    await created(session, {
      name: 'Zara Khan',
      email: `zk-${uniq()}@mail.test`,
      employee_code: 'B-2',
      gender: 'female',
      specialization: 'Biology',
    });
    await created(session, {
      name: 'Arun Mehta',
      employee_code: 'A-9',
      gender: 'male',
      specialization: 'Applied Mathematics',
      date_of_joining: '2020-01-10',
    });
    await created(session, {
      name: 'maya iyer',
      employee_code: 'C-1',
      gender: 'other',
      specialization: null,
      date_of_joining: '2023-03-01',
    });
    const names = async (query: string): Promise<string[]> =>
      (await as(token, 'GET', `/teachers${query}`))
        .json<{ data: { teachers: { name: string }[] } }>()
        .data.teachers.map((x) => x.name);

    expect(await names('')).toEqual(['Arun Mehta', 'maya iyer', 'Zara Khan']);
    expect(await names('?search=mehta')).toEqual(['Arun Mehta']);
    expect(await names('?search=b-2')).toEqual(['Zara Khan']);
    expect(await names('?search=MAIL.TEST')).toEqual(['Zara Khan']);
    expect(await names('?gender=other')).toEqual(['maya iyer']);
    expect(await names('?specialization=MATH')).toEqual(['Arun Mehta']);
    expect(await names('?sort=employee_code')).toEqual(['Arun Mehta', 'Zara Khan', 'maya iyer']);
    expect(await names('?sort=date_of_joining')).toEqual(['Zara Khan', 'maya iyer', 'Arun Mehta']);
    expect(await names('?sort=created_at&direction=asc')).toEqual(['Zara Khan', 'Arun Mehta', 'maya iyer']);
    const page = await as(token, 'GET', '/teachers?per_page=2&page=2');
    expect(page.json().data.pagination).toEqual({
      total: 3,
      total_is_lower_bound: false,
      per_page: 2,
      current_page: 2,
      last_page: 2,
    });
    expect((await as(token, 'GET', '/teachers?gender=robot')).statusCode).toBe(400);
    expect((await as(token, 'GET', '/teachers?sort=salary')).statusCode).toBe(422);
  });

  it('exports the filtered teachers of the school only, audited', async () => {
    const mark = uniq();
    await created(a, { name: `Export ${mark}`, specialization: 'Chemistry' });
    await created(b, { name: `Export ${mark}`, specialization: 'Chemistry' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'GET', `/teachers/export?search=${mark}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'id',
      'name',
      'email',
      'phone',
      'employee_code',
      'qualification',
      'specialization',
      'date_of_joining',
      'gender',
      'dob',
      'classes',
      'subjects',
      'created_at (Asia/Kolkata)',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[6]])).toEqual([[`Export ${mark}`, 'Chemistry']]);
    expect((await auditsOfEvent(t.db, 'data_export', before))[0]).toMatchObject({
      school_id: a.schoolId,
      properties: { resource: 'teachers', filters: { search: mark } },
    });
  });
});

describe('the teachers export', () => {
  it('names each teacher’s classes (with section and class teacher) and subjects (with where)', async () => {
    const seven = await createClass(t.db, a.schoolId, { name: `Seven ${uniq()}` });
    const blue = await createSection(t.db, a.schoolId, seven.id, { name: 'Blue' });
    const taught = await teacherOfSection(t.db, a.schoolId, { classId: seven.id, sectionId: blue.id });
    const eight = await createClass(t.db, a.schoolId, { name: `Eight ${uniq()}` });
    await t.db
      .insertInto('teacher_classes')
      .values({
        school_id: a.schoolId,
        teacher_id: taught.teacherId,
        class_id: eight.id,
        section_id: null,
        is_class_teacher: false,
        created_at: isoNow(),
        updated_at: isoNow(),
      })
      .execute();
    const subject = await t.db
      .selectFrom('subjects')
      .select('name')
      .where('id', '=', taught.subjectId)
      .executeTakeFirstOrThrow();
    const res = await as(a.token, 'GET', `/teachers/export?search=${encodeURIComponent(taught.name)}`);
    const [header, ...rows] = parseCsv(res.body);
    const row = rows.find((r) => r[1] === taught.name)!;
    expect(row[header!.indexOf('classes')]).toBe(`${seven.name} - Blue (class teacher); ${eight.name}`);
    expect(row[header!.indexOf('subjects')]).toBe(`${subject.name} (${seven.name} - Blue)`);
  });
});

describe('assigning classes and subjects', () => {
  it('replaces the class set: a class with chosen sections gets a row each, one without a row of its own', async () => {
    const teacher = await created(a);
    const six = await createClass(t.db, a.schoolId, { name: 'Grade 6' });
    const sixA = await createSection(t.db, a.schoolId, six.id, { name: 'A' });
    const sixB = await createSection(t.db, a.schoolId, six.id, { name: 'B' });
    const seven = await createClass(t.db, a.schoolId, { name: 'Grade 7' });
    const first = await as(a.token, 'POST', `/teachers/${teacher.id}/assign-classes`, {
      class_ids: [six.id, seven.id],
      section_ids: [sixA.id, sixB.id],
      is_class_teacher: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Classes assigned successfully!',
      data: {
        classes: [
          { id: six.id, name: 'Grade 6' },
          { id: seven.id, name: 'Grade 7' },
        ],
      },
    });
    expect(await classRows(teacher.id)).toEqual([
      { class_id: six.id, section_id: sixA.id, is_class_teacher: true },
      { class_id: six.id, section_id: sixB.id, is_class_teacher: true },
      { class_id: seven.id, section_id: null, is_class_teacher: true },
    ]);

    const before = await lastAuditId(t.db);
    const second = await as(a.token, 'POST', `/teachers/${teacher.id}/assign-classes`, {
      class_ids: [seven.id],
    });
    expect(second.json().data.classes).toEqual([{ id: seven.id, name: 'Grade 7' }]);
    expect(await classRows(teacher.id)).toEqual([
      { class_id: seven.id, section_id: null, is_class_teacher: false },
    ]);
    const [audit] = await auditsOfEvent(t.db, 'teacher_classes_assigned', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });
    expect((audit!.properties!.before as unknown[]).length).toBe(3);
    expect(audit!.properties!.after).toEqual([
      {
        class_id: seven.id,
        class_name: 'Grade 7',
        section_id: null,
        section_name: null,
        is_class_teacher: false,
      },
    ]);
    // An empty set unassigns every class.
    await as(a.token, 'POST', `/teachers/${teacher.id}/assign-classes`, { class_ids: [] });
    expect(await classRows(teacher.id)).toEqual([]);
  });

  it("refuses a section outside the chosen classes and another school's ids (422), changing nothing", async () => {
    const teacher = await created(a);
    const mine = await createClass(t.db, a.schoolId, { name: 'Mine' });
    const elsewhere = await createClass(t.db, a.schoolId, { name: 'Elsewhere' });
    const strayed = await createSection(t.db, a.schoolId, elsewhere.id, { name: 'Z' });
    const theirs = await createClass(t.db, b.schoolId);
    const theirSection = await createSection(t.db, b.schoolId, theirs.id);
    const theirSubject = await createSubject(b.schoolId);
    const subject = await createSubject(a.schoolId);
    await as(a.token, 'POST', `/teachers/${teacher.id}/assign-classes`, { class_ids: [mine.id] });
    const state = await snapshot(t.db, tables);
    const cases: [string, string, object, Record<string, string[]>][] = [
      [
        'section of a class not chosen',
        'assign-classes',
        { class_ids: [mine.id], section_ids: [strayed.id] },
        { section_ids: ['Section Z is of class Elsewhere, which is not among the selected classes.'] },
      ],
      [
        "another school's class",
        'assign-classes',
        { class_ids: [mine.id, theirs.id] },
        { class_ids: ['The selected classes are invalid.'] },
      ],
      [
        "another school's section",
        'assign-classes',
        { class_ids: [mine.id], section_ids: [theirSection.id] },
        { section_ids: ['The selected sections are invalid.'] },
      ],
      [
        "another school's subject",
        'assign-subjects',
        { subject_ids: [subject.id, theirSubject.id] },
        { subject_ids: ['The selected subjects are invalid.'] },
      ],
      [
        "another school's class for a subject",
        'assign-subjects',
        { subject_ids: [subject.id], class_ids: [theirs.id] },
        { class_ids: ['The selected classes are invalid.'] },
      ],
      ['no class list', 'assign-classes', {}, { class_ids: ['Classes must be a list.'] }],
      [
        'a bad id',
        'assign-subjects',
        { subject_ids: [0] },
        { 'subject_ids.0': ['The selected subjects are invalid.'] },
      ],
    ];
    for (const [what, action, body, errors] of cases) {
      const res = await as(a.token, 'POST', `/teachers/${teacher.id}/${action}`, body);
      expect(res.statusCode, what).toBe(422);
      expect(res.json().errors, what).toEqual(errors);
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it('replaces the subject set, in the chosen classes and sections or school-wide, audited', async () => {
    const teacher = await created(a);
    const maths = await createSubject(a.schoolId, `Maths ${uniq()}`);
    const art = await createSubject(a.schoolId, `Art ${uniq()}`);
    const eight = await createClass(t.db, a.schoolId);
    const eightA = await createSection(t.db, a.schoolId, eight.id);
    const nine = await createClass(t.db, a.schoolId);
    const res = await as(a.token, 'POST', `/teachers/${teacher.id}/assign-subjects`, {
      subject_ids: [maths.id, art.id],
      class_ids: [eight.id, nine.id],
      section_ids: [eightA.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Subjects assigned successfully!');
    expect(await subjectRows(teacher.id)).toEqual([
      { subject_id: maths.id, class_id: eight.id, section_id: eightA.id },
      { subject_id: maths.id, class_id: nine.id, section_id: null },
      { subject_id: art.id, class_id: eight.id, section_id: eightA.id },
      { subject_id: art.id, class_id: nine.id, section_id: null },
    ]);
    const before = await lastAuditId(t.db);
    await as(a.token, 'POST', `/teachers/${teacher.id}/assign-subjects`, { subject_ids: [art.id] });
    expect(await subjectRows(teacher.id)).toEqual([{ subject_id: art.id, class_id: null, section_id: null }]);
    const [audit] = await auditsOfEvent(t.db, 'teacher_subjects_assigned', before);
    expect((audit!.properties!.before as unknown[]).length).toBe(4);
    expect(audit!.properties!.after).toEqual([
      {
        subject_id: art.id,
        subject_name: art.name,
        class_id: null,
        class_name: null,
        section_id: null,
        section_name: null,
      },
    ]);
  });
});

describe('figures', () => {
  it("performance counts the teacher's classes, subjects and days signed in", async () => {
    const input = teacherInput();
    const { id } = (await as(a.token, 'POST', '/teachers', input)).json().data as { id: number };
    const never = await as(a.token, 'GET', `/teachers/${id}/performance`);
    expect(never.json().data).toEqual({
      assignments: { total_created: 0, recent_created: 0, graded_assignments: 0 },
      classes: { total_assigned: 0, class_teacher_for: [] },
      subjects: { total_assigned: 0 },
      activity: { days_active: 0, last_login: null },
    });

    const ten = await createClass(t.db, a.schoolId, { name: 'Ten' });
    const tenA = await createSection(t.db, a.schoolId, ten.id);
    const tenB = await createSection(t.db, a.schoolId, ten.id);
    const eleven = await createClass(t.db, a.schoolId, { name: 'Eleven' });
    await as(a.token, 'POST', `/teachers/${id}/assign-classes`, {
      class_ids: [ten.id, eleven.id],
      section_ids: [tenA.id, tenB.id],
      is_class_teacher: true,
    });
    const subjects = [await createSubject(a.schoolId), await createSubject(a.schoolId)];
    await as(a.token, 'POST', `/teachers/${id}/assign-subjects`, {
      subject_ids: subjects.map((s) => s.id),
      class_ids: [ten.id],
      section_ids: [tenA.id, tenB.id],
    });
    // Two sign-ins today and one on an earlier day: two days.
    const { user } = await signIn(t.app, input.email, PASSWORD);
    await signIn(t.app, input.email, PASSWORD);
    expect(await auditsOf(t.db, user.id, 'user_login')).toHaveLength(2);
    await t.db
      .insertInto('audit_logs')
      .values({
        event: 'user_login',
        description: 'signed in',
        user_id: user.id,
        school_id: null,
        ip_address: null,
        user_agent: null,
        properties: null,
        created_at: '2024-01-15T08:00:00.000Z',
      })
      .execute();
    const lastLogin = (
      await t.db
        .selectFrom('users')
        .select('last_login_at')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).last_login_at;

    const res = await as(a.token, 'GET', `/teachers/${id}/performance`);
    expect(res.json().data).toEqual({
      assignments: { total_created: 0, recent_created: 0, graded_assignments: 0 },
      classes: { total_assigned: 2, class_teacher_for: ['Eleven', 'Ten'] },
      subjects: { total_assigned: 2 },
      activity: { days_active: 2, last_login: lastLogin },
    });
  });

  it('analytics count every teacher of the school: active, joined lately, by gender and specialization', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    // Days counted back from the platform timezone's today, as the server counts them, so the
    // figures hold at any hour (UTC's date is a day off the platform's for part of every day).
    const today = localDate(new Date(), await platformTimeZone(t.app.access));
    const day = (daysAgo: number) => addDays(today, -daysAgo);
    const make = async (fields: { gender: string | null; specialization: string | null; joined: string }) => {
      const { teacher, user } = await createTeacher(t.db, schoolId);
      await t.db
        .updateTable('teachers')
        .set({ gender: fields.gender, specialization: fields.specialization, date_of_joining: fields.joined })
        .where('id', '=', teacher.id)
        .execute();
      return user;
    };
    await make({ gender: 'female', specialization: 'Maths', joined: day(0) });
    await make({ gender: 'female', specialization: 'Maths', joined: day(29) });
    await make({ gender: 'male', specialization: 'Science', joined: day(30) });
    const away = await make({ gender: 'male', specialization: null, joined: day(400) });
    await make({ gender: null, specialization: null, joined: day(-5) });
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', away.id).execute();
    await createTeacher(t.db, b.schoolId);

    const res = await as(token, 'GET', '/teachers/analytics');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total_teachers: 5,
      active_teachers: 4,
      recent_joinings: 2,
      by_gender: [
        { gender: 'female', count: 2 },
        { gender: 'male', count: 2 },
        { gender: 'Not specified', count: 1 },
      ],
      by_specialization: [
        { specialization: 'Maths', count: 2 },
        { specialization: 'Not specified', count: 2 },
        { specialization: 'Science', count: 1 },
      ],
    });
  });
});

describe('another school', () => {
  it('gets 404 for every call on a school A teacher, and nothing changes', async () => {
    const teacher = await created(a);
    const theirClass = await createClass(t.db, b.schoolId);
    const theirSubject = await createSubject(b.schoolId);
    const state = await snapshot(t.db, tables);
    const edit = teacherInput();
    const { password: _p, password_confirmation: _c, ...update } = edit;
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PUT', '', update],
      ['DELETE', '', undefined],
      ['GET', '/performance', undefined],
      ['POST', '/assign-classes', { class_ids: [theirClass.id] }],
      ['POST', '/assign-subjects', { subject_ids: [theirSubject.id] }],
    ] as const) {
      const res = await as(b.token, method, `/teachers/${teacher.id}${path}`, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Teacher not found.' });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    const list = await as(b.token, 'GET', '/teachers?per_page=100');
    expect(list.json().data.teachers.some((x: { id: number }) => x.id === teacher.id)).toBe(false);
  });
});

describe('permissions', () => {
  it('answers 403 on the next request once teachers_create is taken from school_admin', async () => {
    await withoutPermission(t, 'teachers_create', async () => {
      const state = await snapshot(t.db, tables);
      const refused = await as(a.token, 'POST', '/teachers', teacherInput());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect(await snapshot(t.db, tables)).toEqual(state);
      // What it still holds still works.
      expect((await as(a.token, 'GET', '/teachers')).statusCode).toBe(200);
    });
    expect((await as(a.token, 'POST', '/teachers', teacherInput())).statusCode).toBe(201);
  });
});
