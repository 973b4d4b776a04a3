import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createClass, createSection, currentYear, enrolledStudent } from '../helpers/academics';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories';
import { bearer, freshIp, signIn } from '../helpers/http';
import { createParent, createStudent } from '../helpers/people';
import { refusalsAfter, withoutAudit } from '../helpers/refusals';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, FORBIDDEN, lastAuditId, marker, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * A school admin's parents: registering makes the parent's account (role parent, able to sign in)
 * and links to the school's students in one transaction; a pair is linked once (409, races
 * included); another school's parents are 404 and its students 422; nothing a refused call
 * touches changes.
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

/** A valid registration with an e-mail of its own. */
const registration = (overrides: object = {}) => ({
  name: 'Ravi Kumar',
  email: `${marker('parent')}@example.com`,
  phone: '+91 98765 43210',
  password: DEFAULT_PASSWORD,
  ...overrides,
});

/** A parent of the school written straight to the database (no argon2 hash per parent). */
const parentRow = (
  schoolId: number,
  options: {
    relationship?: 'father' | 'mother' | 'guardian' | 'other';
    name?: string;
    status?: 'active' | 'inactive';
    students?: number[];
  } = {},
) =>
  createParent(t.db, schoolId, {
    relationship: options.relationship ?? 'father',
    students: options.students ?? [],
    user: { status: options.status ?? 'active', ...(options.name ? { name: options.name } : {}) },
  });

const links = (parentId: number) =>
  t.db.selectFrom('parent_student').selectAll().where('parent_id', '=', parentId).orderBy('id').execute();

describe('registering a parent', () => {
  it('creates the account (role parent), the parent and primary links in one go, audited', async () => {
    const year = await currentYear(t.db, a.schoolId);
    const schoolClass = await createClass(t.db, a.schoolId, { name: 'Grade 4' });
    const enrolled = (
      await enrolledStudent(
        t.db,
        a.schoolId,
        { yearId: year.id, classId: schoolClass.id },
        { user: { name: 'Anu' } },
      )
    ).student;
    const unplaced = (await createStudent(t.db, a.schoolId, { user: { name: 'Bala' } })).student;
    const body = registration({ occupation: 'Engineer', alt_phone: '022 555 0100' });
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', '/parents', { ...body, student_ids: [unplaced.id, enrolled.id] });
    expect(res.statusCode, res.body).toBe(201);
    const parent = res.json().data;
    expect(res.json()).toMatchObject({ success: true, message: 'Parent created successfully!' });
    expect(parent).toMatchObject({
      user: { name: 'Ravi Kumar', email: body.email, phone: '+91 98765 43210' },
      name: 'Ravi Kumar',
      relationship_type: 'father',
      occupation: 'Engineer',
      address_same_as_student: true,
      alt_phone: '022 555 0100',
      children_count: 2,
      students: [
        { id: enrolled.id, name: 'Anu', admission_no: enrolled.admission_no, class_name: 'Grade 4' },
        { id: unplaced.id, name: 'Bala', admission_no: unplaced.admission_no, class_name: null },
      ],
    });
    expect((await links(parent.id)).map((l) => [l.student_id, Boolean(l.is_primary)])).toEqual([
      [unplaced.id, true],
      [enrolled.id, true],
    ]);
    const [audit] = await auditsOfEvent(t.db, 'parent_created', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });
    expect(audit!.properties).toMatchObject({
      after: { email: body.email, student_ids: [unplaced.id, enrolled.id] },
    });

    // The account signs in with what the admin gave, as a parent.
    const session = await signIn(t.app, body.email, body.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect(me.json().data).toMatchObject({ email: body.email, role: 'parent' });
  });

  it('answers 422 on each bad field and changes nothing', async () => {
    const theirs = (await createStudent(t.db, b.schoolId)).student.id;
    const taken = await createUser(t.db, { email: `${marker('taken')}@example.com` });
    const state = await snapshot(t.db, withoutAudit(tables));
    const auditBefore = await lastAuditId(t.db);
    const without = (field: string) => {
      const body: Record<string, unknown> = registration();
      delete body[field];
      return body;
    };
    const cases: [string, object][] = [
      ['name', without('name')],
      ['email', without('email')],
      ['phone', without('phone')],
      ['password', without('password')],
      ['email', registration({ email: 'not-an-email' })],
      ['phone', registration({ phone: 'call me' })],
      ['phone', registration({ phone: '' })],
      ['alt_phone', registration({ alt_phone: '12' })],
      ['relationship_type', registration({ relationship_type: 'uncle' })],
      ['password', registration({ password: 'short' })],
      ['email', registration({ email: taken.email.toUpperCase() })],
      ['student_ids', registration({ student_ids: [theirs] })],
      ['student_ids', registration({ student_ids: [2_000_000_000] })],
    ];
    for (const [field, body] of cases) {
      const res = await as(a.token, 'POST', '/parents', body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    const foreign = await as(a.token, 'POST', '/parents', registration({ student_ids: [theirs] }));
    expect(foreign.json().errors).toEqual({ student_ids: ['The selected students are invalid.'] });
    expect(await snapshot(t.db, withoutAudit(tables))).toEqual(state);
    // Only the refusal of an e-mail held outside the school is written, outside the request.
    expect(await refusalsAfter(t.db, auditBefore)).toEqual([
      expect.objectContaining({ form: 'parent', field: 'email', value: taken.email }),
    ]);
    expect(await lastAuditId(t.db)).toBe(auditBefore + 1);
  });
});

describe('the list', () => {
  it("pages, searches name, e-mail and phone, filters by relationship and sorts, in the school's parents only", async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    await parentRow(schoolId, { name: 'Zara Mother', relationship: 'mother' });
    const asha = await parentRow(schoolId, { name: 'Asha Guardian', relationship: 'guardian' });
    await t.db.updateTable('users').set({ phone: '0800 123 999' }).where('id', '=', asha.user.id).execute();
    await parentRow(schoolId, { name: 'Mohan Father' });
    await parentRow(b.schoolId, { name: 'Mohan Elsewhere' });

    const all = await as(token, 'GET', '/parents?per_page=2');
    expect(all.json().data.pagination).toMatchObject({ total: 3, last_page: 2, current_page: 1 });
    // Newest first by default.
    expect(all.json().data.parents.map((p: { name: string }) => p.name)).toEqual([
      'Mohan Father',
      'Asha Guardian',
    ]);
    const byName = await as(token, 'GET', '/parents?sort=name');
    expect(byName.json().data.parents.map((p: { name: string }) => p.name)).toEqual([
      'Asha Guardian',
      'Mohan Father',
      'Zara Mother',
    ]);
    const search = async (query: string) =>
      (await as(token, 'GET', `/parents?${query}`))
        .json<{ data: { parents: { name: string }[] } }>()
        .data.parents.map((p) => p.name);
    expect(await search('search=mohan')).toEqual(['Mohan Father']);
    expect(await search(`search=${encodeURIComponent(asha.user.email.toUpperCase())}`)).toEqual([
      'Asha Guardian',
    ]);
    expect(await search('search=123%20999')).toEqual(['Asha Guardian']);
    expect(await search('relationship_type=mother')).toEqual(['Zara Mother']);
    expect((await as(token, 'GET', '/parents?relationship_type=uncle')).statusCode).toBe(400);
  });

  it('answers one parent with their children, and their children with class and section', async () => {
    const year = await currentYear(t.db, a.schoolId);
    const schoolClass = await createClass(t.db, a.schoolId, { name: 'Grade 9' });
    const section = await createSection(t.db, a.schoolId, schoolClass.id, { name: 'Rose' });
    const placed = await enrolledStudent(
      t.db,
      a.schoolId,
      { yearId: year.id, classId: schoolClass.id, sectionId: section.id },
      { user: { name: 'Chitra' } },
    );
    const { parent } = await parentRow(a.schoolId, { students: [placed.student.id] });
    const one = await as(a.token, 'GET', `/parents/${parent.id}`);
    expect(one.json().data).toMatchObject({
      id: parent.id,
      children_count: 1,
      students: [{ id: placed.student.id, class_name: 'Grade 9' }],
    });
    const unplaced = await createStudent(t.db, a.schoolId, { user: { name: 'Dev' } });
    await as(a.token, 'POST', `/parents/${parent.id}/link-student`, {
      student_id: unplaced.student.id,
      is_primary: false,
    });
    const children = await as(a.token, 'GET', `/parents/${parent.id}/children`);
    expect(children.statusCode).toBe(200);
    expect(children.json().data.children).toEqual([
      {
        id: placed.student.id,
        name: 'Chitra',
        email: placed.user.email,
        admission_no: placed.student.admission_no,
        class_name: 'Grade 9',
        section_name: 'Rose',
        is_primary: true,
      },
      {
        id: unplaced.student.id,
        name: 'Dev',
        email: unplaced.user.email,
        admission_no: unplaced.student.admission_no,
        class_name: null,
        section_name: null,
        is_primary: false,
      },
    ]);
  });
});

describe('editing', () => {
  it("updates the parent and their account's name, e-mail and phone, audited with before and after", async () => {
    const { parent, user } = await parentRow(a.schoolId, { name: 'Old Name' });
    const email = `${marker('edited')}@example.com`;
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'PUT', `/parents/${parent.id}`, {
      name: 'New Name',
      email: email.toUpperCase(),
      phone: '98450 12345',
      relationship_type: 'guardian',
      occupation: 'Doctor',
      address_same_as_student: false,
      // Ignored: the edit form never sends a password.
      password: 'Changed#Password1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Parent updated successfully!',
      data: {
        user: { name: 'New Name', email, phone: '98450 12345' },
        relationship_type: 'guardian',
        occupation: 'Doctor',
        address_same_as_student: false,
      },
    });
    const stored = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'New Name', email, password_hash: user.password_hash });
    const [audit] = await auditsOfEvent(t.db, 'parent_updated', before);
    expect(audit!.properties).toMatchObject({
      before: { name: 'Old Name', relationship_type: 'father' },
      after: { name: 'New Name', relationship_type: 'guardian' },
    });
  });

  it('answers 422 to a missing field or an e-mail taken by another account, changing nothing', async () => {
    const { parent, user } = await parentRow(a.schoolId);
    const other = await createUser(t.db);
    const valid = { name: 'Kept', email: user.email, phone: '98450 12345', relationship_type: 'mother' };
    const state = await snapshot(t.db, withoutAudit(tables));
    const auditBefore = await lastAuditId(t.db);
    for (const [field, body] of [
      ['name', { ...valid, name: ' ' }],
      ['email', { ...valid, email: other.email }],
      ['phone', { ...valid, phone: 'x' }],
      ['relationship_type', { ...valid, relationship_type: undefined }],
    ] as const) {
      const res = await as(a.token, 'PUT', `/parents/${parent.id}`, body);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await snapshot(t.db, withoutAudit(tables))).toEqual(state);
    expect(await refusalsAfter(t.db, auditBefore)).toEqual([
      expect.objectContaining({ form: 'parent', field: 'email', value: other.email }),
    ]);
    expect(await lastAuditId(t.db)).toBe(auditBefore + 1);
    // Their own e-mail is not "taken".
    expect((await as(a.token, 'PUT', `/parents/${parent.id}`, valid)).statusCode).toBe(200);
  });
});

describe('linking a student', () => {
  it('links once, audited; the same pair again is 409 and changes nothing', async () => {
    const { parent } = await parentRow(a.schoolId);
    const { student } = await createStudent(t.db, a.schoolId);
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', `/parents/${parent.id}/link-student`, { student_id: student.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Student linked successfully!',
      data: { children_count: 1, students: [{ id: student.id }] },
    });
    expect((await links(parent.id)).map((l) => Boolean(l.is_primary))).toEqual([true]);
    const [audit] = await auditsOfEvent(t.db, 'parent_student_linked', before);
    expect(audit).toMatchObject({ school_id: a.schoolId, user_id: a.userId });

    const state = await snapshot(t.db, tables);
    const again = await as(a.token, 'POST', `/parents/${parent.id}/link-student`, {
      student_id: student.id,
      is_primary: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'This student is already linked to this parent.',
    });
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it("answers 422 to another school's student, an unknown one or none, changing nothing", async () => {
    const { parent } = await parentRow(a.schoolId);
    const theirs = (await createStudent(t.db, b.schoolId)).student.id;
    const state = await snapshot(t.db, tables);
    for (const body of [{ student_id: theirs }, { student_id: 2_000_000_000 }, {}, { student_id: 'abc' }]) {
      const res = await as(a.token, 'POST', `/parents/${parent.id}/link-student`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['student_id']);
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });

  it('lets one of two racing links of the same pair through and answers the other 409', async () => {
    const { parent } = await parentRow(a.schoolId);
    const { student } = await createStudent(t.db, a.schoolId);
    const answers = await Promise.all(
      [0, 1].map(() => as(a.token, 'POST', `/parents/${parent.id}/link-student`, { student_id: student.id })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(
      'This student is already linked to this parent.',
    );
    expect(await links(parent.id)).toHaveLength(1);
  });
});

describe('figures and export', () => {
  it('counts every parent of the school: active, by relationship, children per parent to one decimal', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    expect((await as(token, 'GET', '/parents/analytics')).json().data).toEqual({
      total_parents: 0,
      active_parents: 0,
      relationship_distribution: { father: 0, mother: 0, guardian: 0, other: 0 },
      average_children_per_parent: 0,
    });
    const kids: number[] = [];
    for (let i = 0; i < 3; i++) kids.push((await createStudent(t.db, schoolId)).student.id);
    await parentRow(schoolId, { students: kids.slice(0, 2) });
    await parentRow(schoolId, { relationship: 'mother', students: kids.slice(0, 1) });
    await parentRow(schoolId, { relationship: 'mother', status: 'inactive', students: kids.slice(2) });
    await parentRow(b.schoolId, { relationship: 'other' });
    const res = await as(token, 'GET', '/parents/analytics');
    expect(res.json().data).toEqual({
      total_parents: 3,
      active_parents: 2,
      relationship_distribution: { father: 1, mother: 2, guardian: 0, other: 0 },
      // 4 links over 3 parents.
      average_children_per_parent: 1.3,
    });
  });

  it('exports the filtered parents of the school only, audited', async () => {
    const { token, schoolId, userId } = await schoolAdminSession(t.db);
    const kid = (await createStudent(t.db, schoolId)).student.id;
    await parentRow(schoolId, { name: 'Export Mother', relationship: 'mother', students: [kid] });
    await parentRow(schoolId, { name: 'Export Father' });
    await parentRow(b.schoolId, { name: 'Export Mother Elsewhere', relationship: 'mother' });
    const before = await lastAuditId(t.db);
    const res = await as(token, 'GET', '/parents/export?relationship_type=mother');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'id',
      'name',
      'email',
      'phone',
      'relationship_type',
      'occupation',
      'alt_phone',
      'children_count',
      'created_at (Asia/Kolkata)',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[4], r[7]])).toEqual([['Export Mother', 'mother', '1']]);
    const [audit] = await auditsOfEvent(t.db, 'data_export', before);
    expect(audit).toMatchObject({ school_id: schoolId, user_id: userId });
    expect(audit!.properties).toMatchObject({
      resource: 'parents',
      filters: { relationship_type: 'mother' },
    });
  });
});

describe('deleting', () => {
  it('deletes the parent, their links and their account, audited with the record and the student ids', async () => {
    const kids = [
      (await createStudent(t.db, a.schoolId)).student.id,
      (await createStudent(t.db, a.schoolId)).student.id,
    ];
    const created = await as(
      a.token,
      'POST',
      '/parents',
      registration({ name: 'Leaving Parent', student_ids: kids }),
    );
    const parent = created.json().data;
    const session = await signIn(t.app, parent.email, DEFAULT_PASSWORD);
    const total = async () =>
      (await as(a.token, 'GET', '/parents')).json<{ data: { pagination: { total: number } } }>().data
        .pagination.total;
    const count = await total();
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'DELETE', `/parents/${parent.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Parent deleted successfully!' });
    expect(await links(parent.id)).toEqual([]);
    expect(
      await t.db.selectFrom('parents').where('id', '=', parent.id).select('id').executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.selectFrom('users').where('email', '=', parent.email).select('id').executeTakeFirst(),
    ).toBeUndefined();
    expect(await total()).toBe(count - 1);
    const [audit] = await auditsOfEvent(t.db, 'parent_deleted', before);
    expect(audit!.properties).toMatchObject({
      before: { id: parent.id, name: 'Leaving Parent', email: parent.email, student_ids: kids },
    });
    // Neither the old session nor a new sign-in gets in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: parent.email, password: DEFAULT_PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('deleting an account the platform gave another role', () => {
  it('answers 409 and keeps the parent, their links and the account', async () => {
    const kid = (await createStudent(t.db, a.schoolId)).student.id;
    const { parent, user } = await parentRow(a.schoolId, { students: [kid] });
    const teacherRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'teacher')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('role_user')
      .values({ role_id: teacherRole.id, user_id: user.id, created_at: isoNow() })
      .execute();
    const state = await snapshot(t.db, tables);
    const res = await as(a.token, 'DELETE', `/parents/${parent.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/other roles/);
    expect(await snapshot(t.db, tables)).toEqual(state);
  });
});

describe('another school', () => {
  it("gets 404 'Parent not found.' on every call on a school A parent, and nothing changes", async () => {
    const kid = (await createStudent(t.db, a.schoolId)).student.id;
    const { parent } = await parentRow(a.schoolId, { students: [kid] });
    const theirKid = (await createStudent(t.db, b.schoolId)).student.id;
    const state = await snapshot(t.db, tables);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      [
        'PUT',
        '',
        {
          name: 'Taken',
          email: `${marker('x')}@example.com`,
          phone: '98450 12345',
          relationship_type: 'mother',
        },
      ],
      ['DELETE', '', undefined],
      ['GET', '/children', undefined],
      ['POST', '/link-student', { student_id: theirKid }],
    ] as const) {
      const res = await as(b.token, method, `/parents/${parent.id}${path}`, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Parent not found.' });
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
    const list = await as(b.token, 'GET', '/parents?per_page=100');
    expect(list.json().data.parents.some((p: { id: number }) => p.id === parent.id)).toBe(false);
  });
});

describe('permissions', () => {
  it('answers 403 to link-student once parents_link_students is taken from school_admin', async () => {
    const { parent } = await parentRow(a.schoolId);
    const { student } = await createStudent(t.db, a.schoolId);
    await withoutPermission(t, 'parents_link_students', async () => {
      const refused = await as(a.token, 'POST', `/parents/${parent.id}/link-student`, {
        student_id: student.id,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect((await as(a.token, 'GET', `/parents/${parent.id}`)).statusCode).toBe(200);
    });
    expect(await links(parent.id)).toEqual([]);
  });
});
