import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSection, currentYear, enrolledStudent } from '../helpers/academics';
import { createUser, DEFAULT_PASSWORD } from '../helpers/factories';
import { bearer, freshIp, signIn } from '../helpers/http';
import { createParent, createStudent, createTeacher } from '../helpers/people';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, lastAuditId, marker, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { withoutAudit } from '../helpers/refusals';

/*
 * The person model (docs/decisions.md, "People"): a student enrolled without e-mail or password
 * and invited later, to themselves or through a parent; one account for a teacher who is also a
 * parent of the school; parent-child links removed and made primary one at a time; a parent found
 * by a child's name; what a delete takes with it; archive and restore. Another school's admin gets
 * 404 on every new route and changes nothing.
 */
let t: TestApp;
let tables: string[];
let a: SchoolAdminSession;
let b: SchoolAdminSession;
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
  code = (
    await t.db.selectFrom('schools').select('code').where('id', '=', a.schoolId).executeTakeFirstOrThrow()
  ).code;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object) =>
  call(t.app, token, { method, url: `/api/school${url}`, ...(payload ? { payload } : {}) });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: freshIp() });

/** The link of the newest e-mail to `address`, as its reader would open it. */
async function linkSentTo(address: string): Promise<URL> {
  const mail = await t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', address.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
}

/** Opens the link and sets the password, as the reset page does. */
async function setPasswordBy(link: URL, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password,
      password_confirmation: password,
    },
  });
}

async function enrolment() {
  const year = await currentYear(t.db, a.schoolId);
  const schoolClass = await createClass(t.db, a.schoolId, { name: `Grade ${marker('g')}` });
  return { year, schoolClass };
}

const newStudent = (placement: { yearId: number; classId: number }, overrides: object = {}) => ({
  name: 'Little Mira',
  admission_no: marker('A'),
  roll_no: '7',
  dob: '2019-04-02',
  gender: 'female',
  admission_date: '2025-06-01',
  academic_year_id: placement.yearId,
  class_id: placement.classId,
  ...overrides,
});

describe('a young student without e-mail or password', () => {
  it('is enrolled, listed, searched, shown, exported and seen by the platform without an e-mail', async () => {
    const { year, schoolClass } = await enrolment();
    const body = newStudent({ yearId: year.id, classId: schoolClass.id }, { name: `Mira ${marker('n')}` });
    for (const blank of [{}, { email: '', password: '' }, { email: null, password: null }]) {
      const res = await as(a.token, 'POST', '/students', {
        ...body,
        admission_no: marker('A'),
        // Roll numbers are unique within the class and year.
        roll_no: marker('R'),
        ...blank,
      });
      expect(res.statusCode, res.body).toBe(201);
      const made = res.json().data;
      expect(made).toMatchObject({ email: null, can_sign_in: false, archived_at: null });
      expect(made.sign_in_name).toBe(`${code}/${made.admission_no}`);
      const user = await t.db
        .selectFrom('users')
        .select(['email', 'password_hash'])
        .innerJoin('students', 'students.user_id', 'users.id')
        .where('students.id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ email: null, password_hash: null });
    }
    const list = await as(a.token, 'GET', `/students?search=${encodeURIComponent(body.name)}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.students).toHaveLength(3);
    const csv = await as(a.token, 'GET', `/students/export?search=${encodeURIComponent(body.name)}`);
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body).length).toBe(4);
  });

  it('cannot sign in until invited; its sign-in name and any password get the same 401', async () => {
    const { year, schoolClass } = await enrolment();
    const made = (
      await as(a.token, 'POST', '/students', newStudent({ yearId: year.id, classId: schoolClass.id }))
    ).json().data;
    const res = await login(made.sign_in_name, 'anything-at-all');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid credentials');
  });

  it('is invited through a parent: the link sets the password and the student signs in by name', async () => {
    const { year, schoolClass } = await enrolment();
    const parent = await createParent(t.db, a.schoolId, { relationship: 'mother', students: [] });
    const made = (
      await as(a.token, 'POST', '/students', {
        ...newStudent({ yearId: year.id, classId: schoolClass.id }),
        parent_ids: [parent.parent.id],
      })
    ).json().data;
    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', `/students/${made.id}/invite`, {
      send_to: 'parent',
      parent_id: parent.parent.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent_to: parent.user.email, sign_in_name: made.sign_in_name });
    const [entry] = await auditsOfEvent(t.db, 'student_invited', before);
    expect(entry).toMatchObject({
      school_id: a.schoolId,
      properties: { student_id: made.id, sent_to: 'parent' },
    });

    const link = await linkSentTo(parent.user.email);
    expect(link.searchParams.get('email')).toBe(made.sign_in_name);
    expect((await setPasswordBy(link, 'Child#Pass123')).statusCode).toBe(200);
    const signedIn = await login(made.sign_in_name, 'Child#Pass123');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ email: null, role: 'student' });
    // The link is spent.
    expect((await setPasswordBy(link, 'Other#Pass123')).statusCode).toBe(422);
  });

  it("is invited to the student's own new e-mail, which is set on them", async () => {
    const { year, schoolClass } = await enrolment();
    const made = (
      await as(a.token, 'POST', '/students', newStudent({ yearId: year.id, classId: schoolClass.id }))
    ).json().data;
    const email = `${marker('kid')}@example.com`;
    const res = await as(a.token, 'POST', `/students/${made.id}/invite`, { send_to: 'student', email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent_to: email, sign_in_name: email });
    expect((await as(a.token, 'GET', `/students/${made.id}`)).json().data.email).toBe(email);
    expect((await setPasswordBy(await linkSentTo(email), 'Kid#Pass1234')).statusCode).toBe(200);
    expect((await login(email, 'Kid#Pass1234')).statusCode).toBe(200);
  });

  it('refuses an invitation without an address, to a parent not theirs, or to a taken e-mail: nothing changes', async () => {
    const { year, schoolClass } = await enrolment();
    const made = (
      await as(a.token, 'POST', '/students', newStudent({ yearId: year.id, classId: schoolClass.id }))
    ).json().data;
    const stranger = await createParent(t.db, a.schoolId, { relationship: 'father', students: [] });
    const taken = await createUser(t.db, { roles: ['teacher'] });
    const state = await snapshot(t.db, tables);
    const cases: [object, string][] = [
      [{ send_to: 'student' }, 'email'],
      [{ send_to: 'parent' }, 'parent_id'],
      [{ send_to: 'parent', parent_id: stranger.parent.id }, 'parent_id'],
      [{ send_to: 'student', email: taken.email }, 'email'],
      [{ send_to: 'student', email: 'not-an-email' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await as(a.token, 'POST', `/students/${made.id}/invite`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    // The taken e-mail's refusal is audited (platformValueErrors); nothing else is written.
    const refusals = t.db.selectFrom('audit_logs').select('id').where('event', '=', 'unique_value_refused');
    expect(await snapshot(t.db, withoutAudit(tables))).toEqual(
      Object.fromEntries(Object.entries(state).filter(([n]) => withoutAudit([n]).length > 0)),
    );
    expect((await refusals.execute()).length).toBeGreaterThan(0);
  });
});

describe('one person, two roles in one school', () => {
  const parentBody = (email: string, overrides: object = {}) => ({
    name: 'Someone Else',
    email,
    phone: '+91 98765 43210',
    password: DEFAULT_PASSWORD,
    relationship_type: 'mother',
    ...overrides,
  });

  it("asks first, then adds a parent role to a teacher's account: one user, both records, both roles", async () => {
    const { teacher, user } = await createTeacher(t.db, a.schoolId, { user: { name: 'Asha Rao' } });
    const kid = (await createStudent(t.db, a.schoolId)).student;
    const state = await snapshot(t.db, tables);
    const asked = await as(
      a.token,
      'POST',
      '/parents',
      parentBody(user.email.toUpperCase(), { student_ids: [kid.id] }),
    );
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().message).toBe(
      'This e-mail belongs to Asha Rao, a teacher here: add them as a parent?',
    );
    expect(asked.json().errors.existing_person).toHaveLength(1);
    expect(await snapshot(t.db, tables)).toEqual(state);

    const res = await as(
      a.token,
      'POST',
      '/parents',
      parentBody(user.email, { student_ids: [kid.id], existing_person: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const parent = res.json().data;
    // The person's own name, phone and password stay theirs.
    expect(parent).toMatchObject({ name: 'Asha Rao', email: user.email });
    const parentRow = await t.db
      .selectFrom('parents')
      .selectAll()
      .where('id', '=', parent.id)
      .executeTakeFirstOrThrow();
    expect(parentRow.user_id).toBe(user.id);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', user.email).execute(),
    ).toHaveLength(1);

    const session = await signIn(t.app, user.email, user.password);
    expect(session.user.roles.map((r) => r.name).sort()).toEqual(['parent', 'teacher']);

    // Editing the person as a parent edits the one account the teacher screens show too.
    const edited = await as(a.token, 'PUT', `/parents/${parent.id}`, {
      ...parentBody(user.email),
      name: 'Asha R. Rao',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await as(a.token, 'GET', `/teachers/${teacher.id}`)).json().data.name).toBe('Asha R. Rao');

    // Deleting the parent keeps the teacher, the account and its teacher role.
    const links = await as(a.token, 'GET', `/parents/${parent.id}/links`);
    expect(links.json().data).toMatchObject({ other_roles: ['teacher'], archivable: false });
    expect((await as(a.token, 'DELETE', `/parents/${parent.id}`)).statusCode).toBe(200);
    expect((await as(a.token, 'GET', `/teachers/${teacher.id}`)).statusCode).toBe(200);
    const again = await signIn(t.app, user.email, user.password);
    expect(again.user.roles.map((r) => r.name)).toEqual(['teacher']);
  });

  it("adds a teacher role to a parent's account the same way", async () => {
    const { parent, user } = await createParent(t.db, a.schoolId, { relationship: 'father', students: [] });
    const body = {
      name: 'Ignored',
      email: user.email,
      gender: 'male',
      employee_code: marker('E'),
      password: '',
      password_confirmation: '',
    };
    const asked = await as(a.token, 'POST', '/teachers', body);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().message).toMatch(/a parent here: add them as a teacher\?$/);
    const res = await as(a.token, 'POST', '/teachers', { ...body, existing_person: true });
    expect(res.statusCode, res.body).toBe(201);
    const teacher = await t.db
      .selectFrom('teachers')
      .select('user_id')
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(teacher.user_id).toBe(user.id);
    // Deleting the teacher keeps the parent.
    expect((await as(a.token, 'DELETE', `/teachers/${res.json().data.id}`)).statusCode).toBe(200);
    expect((await as(a.token, 'GET', `/parents/${parent.id}`)).statusCode).toBe(200);
  });

  it("refuses the e-mail of anyone else as taken: another school's person, a school admin, a student, a superadmin", async () => {
    const others = [
      (await createTeacher(t.db, b.schoolId)).user,
      await t.db.selectFrom('users').selectAll().where('id', '=', a.userId).executeTakeFirstOrThrow(),
      (await createStudent(t.db, a.schoolId)).user,
      await createUser(t.db, { roles: ['superadmin'] }),
    ];
    for (const other of others) {
      for (const existing_person of [false, true]) {
        const state = await snapshot(t.db, ['users', 'parents', 'role_user']);
        const res = await as(a.token, 'POST', '/parents', parentBody(other.email!, { existing_person }));
        expect(res.statusCode, other.email!).toBe(422);
        expect(res.json().errors.email).toEqual(['Email has already been taken.']);
        expect(await snapshot(t.db, ['users', 'parents', 'role_user'])).toEqual(state);
      }
    }
  });
});

describe("a parent's links, one at a time", () => {
  it('removes a link and moves the primary, at most one primary per student, audited', async () => {
    const kid = (await createStudent(t.db, a.schoolId)).student;
    const mum = await createParent(t.db, a.schoolId, { relationship: 'mother', students: [kid.id] });
    const dad = await createParent(t.db, a.schoolId, { relationship: 'father', students: [] });
    // Linked without saying: the student has a primary parent already, so this one is not.
    const linked = await as(a.token, 'POST', `/parents/${dad.parent.id}/link-student`, {
      student_id: kid.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const primaries = () =>
      t.db
        .selectFrom('parent_student')
        .select('parent_id')
        .where('student_id', '=', kid.id)
        .where('is_primary', '=', true)
        .execute();
    expect(await primaries()).toEqual([{ parent_id: mum.parent.id }]);

    const before = await lastAuditId(t.db);
    const moved = await as(a.token, 'PUT', `/parents/${dad.parent.id}/students/${kid.id}/primary`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await primaries()).toEqual([{ parent_id: dad.parent.id }]);
    expect((await auditsOfEvent(t.db, 'parent_primary_set', before))[0]!.properties).toMatchObject({
      before: { primary_parent_id: mum.parent.id },
      after: { primary_parent_id: dad.parent.id },
    });
    // The database refuses a second primary whatever the code does.
    await expect(
      t.db
        .updateTable('parent_student')
        .set({ is_primary: true })
        .where('parent_id', '=', mum.parent.id)
        .execute(),
    ).rejects.toThrow();

    const unlinked = await as(a.token, 'DELETE', `/parents/${mum.parent.id}/students/${kid.id}`);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json().data.students).toEqual([]);
    expect(await auditsOfEvent(t.db, 'parent_student_unlinked', before)).toHaveLength(1);
    // Gone once: a second removal finds no link.
    expect((await as(a.token, 'DELETE', `/parents/${mum.parent.id}/students/${kid.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await as(a.token, 'PUT', `/parents/${mum.parent.id}/students/${kid.id}/primary`)).statusCode,
    ).toBe(404);
  });

  it("finds a parent by a child's name, short terms and long", async () => {
    const name = `Zephyrine ${marker('z')}`;
    const kid = (await createStudent(t.db, a.schoolId, { user: { name } })).student;
    const { parent } = await createParent(t.db, a.schoolId, { relationship: 'mother', students: [kid.id] });
    await createParent(t.db, a.schoolId, { relationship: 'father', students: [] });
    for (const term of [name, 'Zephyrine', 'Ze']) {
      const res = await as(a.token, 'GET', `/parents?search=${encodeURIComponent(term)}`);
      expect(res.statusCode).toBe(200);
      expect(
        res.json().data.parents.map((p: { id: number }) => p.id),
        term,
      ).toContain(parent.id);
    }
    // Another school's parent of a same-named child is not found.
    const theirs = (await createStudent(t.db, b.schoolId, { user: { name } })).student;
    const other = await createParent(t.db, b.schoolId, { relationship: 'mother', students: [theirs.id] });
    const res = await as(a.token, 'GET', `/parents?search=${encodeURIComponent(name)}`);
    expect(res.json().data.parents.map((p: { id: number }) => p.id)).not.toContain(other.parent.id);
  });
});

describe('what goes with a person', () => {
  it("lists a student's enrolments and parents, and a teacher's classes", async () => {
    const { year, schoolClass } = await enrolment();
    const { student } = await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: schoolClass.id });
    await createParent(t.db, a.schoolId, {
      relationship: 'mother',
      students: [student.id],
      user: { name: 'Nila' },
    });
    const res = await as(a.token, 'GET', `/students/${student.id}/links`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      archivable: true,
      other_roles: [],
      links: [
        { kind: 'enrolments', count: 1, names: [`${year.name}: ${schoolClass.name}`] },
        { kind: 'parents', count: 1, names: ['Nila (primary)'] },
      ],
    });
    const { teacher } = await createTeacher(t.db, a.schoolId);
    await t.db
      .insertInto('teacher_classes')
      .values({
        school_id: a.schoolId,
        teacher_id: teacher.id,
        class_id: schoolClass.id,
        section_id: null,
        is_class_teacher: true,
        created_at: year.created_at,
        updated_at: year.created_at,
      })
      .execute();
    const teaching = (await as(a.token, 'GET', `/teachers/${teacher.id}/links`)).json().data;
    expect(teaching.links.slice(0, 2)).toMatchObject([
      { kind: 'class_teacher', count: 1, names: [schoolClass.name] },
      { kind: 'classes', count: 1 },
    ]);
  });
});

describe('archive and restore', () => {
  it('archives a student: out of the list and counts, seat freed, no sign-in; restore brings it back', async () => {
    const { year, schoolClass } = await enrolment();
    const section = await createSection(t.db, a.schoolId, schoolClass.id, { capacity: 1 });
    const { student, user } = await enrolledStudent(t.db, a.schoolId, {
      yearId: year.id,
      classId: schoolClass.id,
      sectionId: section.id,
    });
    const session = await signIn(t.app, user.email, user.password);
    const total = async () => (await as(a.token, 'GET', '/students')).json().data.pagination.total as number;
    const analyticsTotal = async () =>
      (await as(a.token, 'GET', '/students/analytics')).json().data.total_students as number;
    const [listed, counted] = [await total(), await analyticsTotal()];

    const before = await lastAuditId(t.db);
    const res = await as(a.token, 'POST', `/students/${student.id}/archive`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.archived_at).not.toBeNull();
    expect(await auditsOfEvent(t.db, 'student_archived', before)).toHaveLength(1);
    expect([await total(), await analyticsTotal()]).toEqual([listed - 1, counted - 1]);
    const archived = (await as(a.token, 'GET', '/students?archived=true')).json().data.students;
    expect(archived.map((s: { id: number }) => s.id)).toContain(student.id);
    // Signed out, and no way back in.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(403);
    // Their seat is free: another student takes the one seat of the section.
    const other = await as(a.token, 'POST', '/students', {
      ...newStudent({ yearId: year.id, classId: schoolClass.id }),
      section_id: section.id,
    });
    expect(other.statusCode, other.body).toBe(201);
    // Twice is a conflict; restoring into a full section too.
    expect((await as(a.token, 'POST', `/students/${student.id}/archive`)).statusCode).toBe(409);
    const full = await as(a.token, 'POST', `/students/${student.id}/restore`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/no seat left/);
    await t.db.updateTable('sections').set({ capacity: 2 }).where('id', '=', section.id).execute();
    const restored = await as(a.token, 'POST', `/students/${student.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.archived_at).toBeNull();
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(await total()).toBe(listed + 1);
  });

  it('archives and restores a teacher', async () => {
    const { teacher, user } = await createTeacher(t.db, a.schoolId);
    const res = await as(a.token, 'POST', `/teachers/${teacher.id}/archive`);
    expect(res.statusCode, res.body).toBe(200);
    const listed = (await as(a.token, 'GET', '/teachers?per_page=100')).json().data.teachers;
    expect(listed.map((x: { id: number }) => x.id)).not.toContain(teacher.id);
    expect((await login(user.email, user.password)).statusCode).toBe(403);
    expect((await as(a.token, 'POST', `/teachers/${teacher.id}/restore`)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});

describe("another school's admin", () => {
  it('gets 404 from every new route and changes nothing', async () => {
    const { year, schoolClass } = await enrolment();
    const { student } = await enrolledStudent(t.db, a.schoolId, { yearId: year.id, classId: schoolClass.id });
    const { teacher } = await createTeacher(t.db, a.schoolId);
    const { parent } = await createParent(t.db, a.schoolId, {
      relationship: 'mother',
      students: [student.id],
    });
    const calls: [Method, string, object?][] = [
      ['GET', `/students/${student.id}/links`],
      ['GET', `/teachers/${teacher.id}/links`],
      ['GET', `/parents/${parent.id}/links`],
      ['POST', `/students/${student.id}/archive`],
      ['POST', `/students/${student.id}/restore`],
      ['POST', `/teachers/${teacher.id}/archive`],
      ['POST', `/teachers/${teacher.id}/restore`],
      ['POST', `/students/${student.id}/invite`, { send_to: 'parent', parent_id: parent.id }],
      ['DELETE', `/parents/${parent.id}/students/${student.id}`],
      ['PUT', `/parents/${parent.id}/students/${student.id}/primary`],
    ];
    const state = await snapshot(t.db, tables);
    for (const [method, url, body] of calls) {
      const res = await as(b.token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });
});
