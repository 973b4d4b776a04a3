import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../helpers/http';
import {
  checked,
  csvFile,
  errorKeys,
  importOf,
  run,
  TEACHER_HEADER,
  teacherRow,
  teachersFile,
  unique,
  uploaded,
} from '../helpers/imports';
import { createParent, createStudent, createTeacher } from '../helpers/people';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { withoutAudit } from '../helpers/refusals';

/*
 * Teachers from a spreadsheet: each row by the teacher form's rules, a teacher matched by employee
 * code updated with the file's columns only, any other created without a password.
 */

let t: TestApp;
let tables: string[];

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: freshIp() });

/** The school's teachers with what their user holds, in the order made. */
const teachersOf = (schoolId: number) =>
  t.db
    .selectFrom('teachers')
    .innerJoin('users', 'users.id', 'teachers.user_id')
    .select([
      'teachers.id',
      'teachers.employee_code',
      'teachers.qualification',
      'teachers.specialization',
      'teachers.date_of_joining',
      'teachers.gender',
      'teachers.dob',
      'users.name',
      'users.email',
      'users.phone',
      'users.password_hash',
    ])
    .where('teachers.school_id', '=', schoolId)
    .orderBy('teachers.id')
    .execute();

describe('a file of teachers', () => {
  it('creates each new teacher without a password: none can sign in until invited', async () => {
    const admin = await schoolAdminSession(t.db);
    const rows = [teacherRow({ name: 'Meera Iyer', gender: 'female' }), teacherRow({ name: 'Kabir Shah' })];
    const imp = await checked(
      t.app,
      admin.token,
      await uploaded(t.app, admin.token, 'teachers', teachersFile(...rows)),
    );
    expect(imp.columns).toEqual([...TEACHER_HEADER]);
    expect(imp.summary).toEqual({
      rows: 2,
      to_create: 2,
      to_update: 0,
      with_errors: 0,
      parents_to_create: 0,
      parents_to_link: 0,
    });
    const since = await lastAuditId(t.db);
    const res = await run(t.app, admin.token, imp);
    expect(res.statusCode, res.body).toBe(200);
    expect(importOf(res)).toMatchObject({
      status: 'done',
      result: { created: 2, updated: 0, skipped: 0, parents_created: 0, parents_linked: 0, invited: 0 },
    });
    const made = await teachersOf(admin.schoolId);
    expect(made.map((x) => [x.name, x.email, x.employee_code, x.gender, x.qualification])).toEqual(
      rows.map((r) => [r[0], r[1], r[3], r[7], 'M.Sc.']),
    );
    for (const teacher of made) {
      expect(teacher.password_hash).toBeNull();
      for (const password of ['Password#123', teacher.employee_code!, teacher.name]) {
        const res = await login(teacher.email!, password);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Invalid credentials');
      }
    }
    // One entry per teacher made, and one for the import with its counts.
    const created = await auditsOfEvent(t.db, 'teacher_created', since);
    expect(created.map((e) => e.description)).toEqual(
      made.map((x) => `Teacher ${x.name} (${x.employee_code}) created`),
    );
    const [entry, ...more] = await auditsOfEvent(t.db, 'import_completed', since);
    expect(more).toEqual([]);
    expect(entry!.school_id).toBe(admin.schoolId);
    expect(entry!.properties).toEqual({
      import_id: imp.id,
      kind: 'teachers',
      file_name: 'teachers.csv',
      only_valid: false,
      invite: false,
      created: 2,
      updated: 0,
      skipped: 0,
      parents_created: 0,
      parents_linked: 0,
      invited: 0,
      before: { status: 'checked', result: null, file_kept: true },
      after: {
        status: 'done',
        result: { created: 2, updated: 0, skipped: 0, parents_created: 0, parents_linked: 0, invited: 0 },
        file_kept: false,
      },
    });
  });

  it('updates a teacher matched by employee code with the file’s columns only', async () => {
    const admin = await schoolAdminSession(t.db);
    const { teacher } = await createTeacher(t.db, admin.schoolId, {
      user: { name: 'Old Name', phone: '+91 90000 00001' },
    });
    // The factory gives every teacher a code.
    const code = teacher.employee_code!;
    await t.db
      .updateTable('teachers')
      .set({ qualification: 'B.Ed.', specialization: 'Maths', dob: '1980-01-01', gender: 'male' })
      .where('id', '=', teacher.id)
      .execute();
    const [before] = await teachersOf(admin.schoolId);
    // The file has no phone, qualification, specialization, date of birth nor joining date.
    const header = ['name', 'email', 'employee_code', 'gender'];
    const newEmail = `renamed-${unique()}@example.com`;
    const csv = csvFile([
      header,
      ['New Name', newEmail, code.toLowerCase(), 'female'],
      ['Someone New', `new-${unique()}@example.com`, `T-${unique()}`, 'male'],
    ]);
    const imp = await checked(t.app, admin.token, await uploaded(t.app, admin.token, 'teachers', csv));
    expect(imp.summary).toMatchObject({ to_create: 1, to_update: 1, with_errors: 0 });
    const since = await lastAuditId(t.db);
    const res = await run(t.app, admin.token, imp);
    expect(res.statusCode, res.body).toBe(200);
    expect(importOf(res).result).toMatchObject({ created: 1, updated: 1 });
    const [after, made] = await teachersOf(admin.schoolId);
    expect(after).toEqual({
      ...before,
      name: 'New Name',
      email: newEmail,
      gender: 'female',
      employee_code: code.toLowerCase(),
    });
    expect(made!.name).toBe('Someone New');
    const [updated] = await auditsOfEvent(t.db, 'teacher_updated', since);
    expect(updated!.properties).toMatchObject({
      before: { name: 'Old Name', gender: 'male' },
      after: { name: 'New Name', gender: 'female', qualification: 'B.Ed.' },
    });
    expect((await auditsOfEvent(t.db, 'import_completed', since))[0]!.properties).toMatchObject({
      kind: 'teachers',
      created: 1,
      updated: 1,
      skipped: 0,
    });
  });

  it('names codes and e-mails twice in the file, and e-mails of other accounts, writing nothing', async () => {
    const admin = await schoolAdminSession(t.db);
    const other = await schoolAdminSession(t.db);
    const parent = await createParent(t.db, admin.schoolId);
    const student = await createStudent(t.db, admin.schoolId);
    const elsewhere = await createTeacher(t.db, other.schoolId);
    const code = `DUP-${unique()}`;
    const email = `dup-${unique()}@example.com`;
    const csv = teachersFile(
      teacherRow({ employee_code: code }), // 2
      teacherRow({ employee_code: code.toLowerCase() }), // 3: the same code, ignoring case
      teacherRow({ email }), // 4
      teacherRow({ email: email.toUpperCase() }), // 5: the same e-mail, ignoring case
      teacherRow({ email: student.user.email }), // 6: a student's
      teacherRow({ email: elsewhere.user.email }), // 7: another school's teacher
      teacherRow({ gender: '' }), // 8: required by the form
      teacherRow({ employee_code: elsewhere.teacher.employee_code! }), // 9: codes are per school
      teacherRow({ email: parent.user.email }), // 10: a parent's of this school
    );
    const imp = await uploaded(t.app, admin.token, 'teachers', csv);
    // The dry run keeps its outcome on the import and audits the e-mails it found taken.
    const people = withoutAudit(tables).filter((x) => x !== 'imports');
    const before = await snapshot(t.db, people);
    const dry = await checked(t.app, admin.token, imp);
    expect(errorKeys(dry)).toEqual([
      '3: employee_code',
      '5: email',
      '6: email',
      '7: email',
      '8: gender',
      '10: email',
    ]);
    const message = (row: number) => Object.values(dry.errors.find((e) => e.row === row)!.errors).flat();
    expect(message(3)).toEqual(['Also on row 2: each row needs its own.']);
    expect(message(5)).toEqual(['Also on row 4: each row needs its own.']);
    expect(message(6)).toEqual(['Email has already been taken.']);
    expect(message(7)).toEqual(['Email has already been taken.']);
    expect(message(8)).toEqual(['Gender is required.']);
    // The teacher form asks whether a parent here is the same person; a file cannot answer.
    expect(message(10)).toEqual(['Email has already been taken.']);
    expect(dry.summary).toMatchObject({ rows: 9, to_create: 3, with_errors: 6 });
    const res = await run(t.app, admin.token, dry);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      '6 rows have errors, so nothing was imported: fix the file, or import only the valid rows.',
    ]);
    expect(await snapshot(t.db, people)).toEqual(before);
  });

  it('is found only by its own school: another school gets 404 on every route and nothing changes', async () => {
    const admin = await schoolAdminSession(t.db);
    const other = await schoolAdminSession(t.db);
    const imp = await uploaded(t.app, admin.token, 'teachers', teachersFile(teacherRow()));
    const checkedOne = await checked(
      t.app,
      admin.token,
      await uploaded(t.app, admin.token, 'teachers', teachersFile(teacherRow())),
    );
    const before = await snapshot(t.db, tables);
    for (const target of [imp, checkedOne]) {
      for (const [method, url, payload] of [
        ['GET', `/api/school/imports/teachers/${target.id}`, undefined],
        ['POST', `/api/school/imports/teachers/${target.id}/check`, { columns: target.columns }],
        ['POST', `/api/school/imports/teachers/${target.id}/run`, {}],
        ['DELETE', `/api/school/imports/teachers/${target.id}`, undefined],
      ] as const) {
        const res = await call(t.app, other.token, { method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'Import not found.' });
      }
    }
    expect(await snapshot(t.db, tables)).toEqual(before);
    const latest = await call(t.app, other.token, {
      method: 'GET',
      url: '/api/school/imports/teachers/latest',
    });
    expect(latest.json().data).toBeNull();
    const own = await call(t.app, admin.token, { method: 'GET', url: '/api/school/imports/teachers/latest' });
    expect(own.json().data).toMatchObject({ id: checkedOne.id, status: 'checked' });
  });
});
