import type { Import } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSection, currentYear } from '../helpers/academics';
import { check, checked, csvFile, errorKeys, run, uploaded } from '../helpers/imports';
import { createParent, createTeacher } from '../helpers/people';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Students with their parents from a spreadsheet: the dry run checks every row with the forms'
 * rules, against the school and the file's other rows, and writes nothing; the run writes all or
 * nothing, or only the valid rows.
 */

let t: TestApp;
let tables: string[];

beforeAll(async () => {
  t = await createTestApp();
  // The import's own row and its audit entries change; nothing else may before the run.
  tables = (await tableNames(t.db)).filter((name) => name !== 'imports' && name !== 'audit_logs');
});
afterAll(async () => {
  await t.close();
});

const HEADER = [
  'name',
  'email',
  'admission_no',
  'class',
  'section',
  'roll_no',
  'gender',
  'dob',
  'admission_date',
  'parent_names',
  'parent_phones',
  'parent_emails',
];

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

/** A school with a current year, class Five with sections A (capacity 30) and B (capacity 1). */
async function school() {
  const admin = await schoolAdminSession(t.db);
  const year = await currentYear(t.db, admin.schoolId);
  const five = await createClass(t.db, admin.schoolId, { name: 'Five' });
  const a = await createSection(t.db, admin.schoolId, five.id, { name: 'A', capacity: 30 });
  const b = await createSection(t.db, admin.schoolId, five.id, { name: 'B', capacity: 1 });
  const six = await createClass(t.db, admin.schoolId, { name: 'Six' });
  const sixA = await createSection(t.db, admin.schoolId, six.id, { name: 'A' });
  return { admin, year, five, a, b, six, sixA };
}

/** A valid row: a student of Five A with one parent, both with e-mails unique to this run. */
function row(over: Partial<Record<(typeof HEADER)[number], string>> = {}): string[] {
  const id = unique();
  const values: Record<string, string> = {
    name: `Pupil ${id}`,
    email: '',
    admission_no: `IMP-${id}`,
    class: 'Five',
    section: 'A',
    roll_no: id,
    gender: 'female',
    dob: '2015-06-01',
    admission_date: '2026-04-02',
    parent_names: `Parent ${id}`,
    parent_phones: '+91 98450 12345',
    parent_emails: `parent-${id}@example.com`,
    ...over,
  };
  return HEADER.map((h) => values[h]!);
}

const file = (...rows: string[][]) => csvFile([HEADER, ...rows]);

async function studentsOf(schoolId: number) {
  return t.db
    .selectFrom('students')
    .innerJoin('users', 'users.id', 'students.user_id')
    .innerJoin('enrollments', 'enrollments.student_id', 'students.id')
    .leftJoin('sections', 'sections.id', 'enrollments.section_id')
    .select(['students.id', 'students.admission_no', 'users.name', 'sections.name as section'])
    .where('students.school_id', '=', schoolId)
    .orderBy('students.id')
    .execute();
}

describe('a file of students with their parents', () => {
  it('is checked without a write, then imported: siblings share one parent, a known parent is linked', async () => {
    const s = await school();
    const known = await createParent(t.db, s.admin.schoolId, { user: { name: 'Known Parent' } });
    const shared = `shared-${unique()}@example.com`;
    const csv = file(
      row({ name: 'Asha Rao', parent_names: 'Ravi Rao', parent_emails: shared }),
      row({ name: 'Arun Rao', section: 'B', parent_names: 'Ravi Rao', parent_emails: shared }),
      row({ name: 'Bela Das', parent_names: 'Known Parent', parent_emails: known.user.email }),
    );
    const imp = await uploaded(t.app, s.admin.token, 'students', csv);
    expect(imp).toMatchObject({ status: 'uploaded', rows: 3, columns: HEADER });
    const before = await snapshot(t.db, tables);
    const checkedSince = await lastAuditId(t.db);
    const dry = await checked(t.app, s.admin.token, imp);
    expect((await auditsOfEvent(t.db, 'import_checked', checkedSince))[0]!.properties).toMatchObject({
      import_id: imp.id,
      to_create: 3,
      with_errors: 0,
    });
    expect(dry.summary).toEqual({
      rows: 3,
      to_create: 3,
      to_update: 0,
      with_errors: 0,
      parents_to_create: 1,
      parents_to_link: 1,
    });
    // The dry run wrote nothing but the import's own state.
    expect(await snapshot(t.db, tables)).toEqual(before);

    const since = await lastAuditId(t.db);
    const res = await run(t.app, s.admin.token, dry);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Import }>().data).toMatchObject({
      status: 'done',
      result: { created: 3, updated: 0, skipped: 0, parents_created: 1, parents_linked: 1, invited: 0 },
    });
    // The file itself is not kept once imported.
    const kept = await t.db
      .selectFrom('imports')
      .select('content')
      .where('id', '=', imp.id)
      .executeTakeFirstOrThrow();
    expect(kept.content).toBe('');
    const students = await studentsOf(s.admin.schoolId);
    expect(students.map((x) => [x.name, x.section])).toEqual([
      ['Asha Rao', 'A'],
      ['Arun Rao', 'B'],
      ['Bela Das', 'A'],
    ]);
    const parents = await t.db
      .selectFrom('parents')
      .innerJoin('users', 'users.id', 'parents.user_id')
      .innerJoin('parent_student', 'parent_student.parent_id', 'parents.id')
      .select(['users.name', 'users.email', 'parent_student.student_id'])
      .where('parents.school_id', '=', s.admin.schoolId)
      .orderBy('parent_student.student_id')
      .execute();
    expect(parents.map((p) => p.name)).toEqual(['Ravi Rao', 'Ravi Rao', 'Known Parent']);
    // One audit entry for the import with its counts, and the usual one per record.
    const [entry] = await auditsOfEvent(t.db, 'import_completed', since);
    expect(entry!.properties).toMatchObject({
      kind: 'students',
      created: 3,
      parents_created: 1,
      parents_linked: 1,
    });
    expect(await auditsOfEvent(t.db, 'student_created', since)).toHaveLength(3);
    expect(await auditsOfEvent(t.db, 'parent_created', since)).toHaveLength(1);
    expect(await auditsOfEvent(t.db, 'parent_student_linked', since)).toHaveLength(2);
  });

  it('names every cross-row and database problem by row and column, and writes nothing', async () => {
    const s = await school();
    const other = await schoolAdminSession(t.db);
    await createClass(t.db, other.schoolId, { name: 'Elsewhere' });
    const teacher = await createTeacher(t.db, s.admin.schoolId);
    await createSection(t.db, s.admin.schoolId, s.six.id, { name: 'Only-in-six' });
    const sameNo = `DUP-${unique()}`;
    const sameEmail = `dup-${unique()}@example.com`;
    const csv = file(
      row({ admission_no: sameNo }), // 2
      row({ admission_no: sameNo }), // 3: duplicate admission number
      row({ email: sameEmail }), // 4
      row({ email: sameEmail }), // 5: duplicate e-mail
      row({ class: 'Elsewhere' }), // 6: another school's class is unknown
      row({ section: 'Z' }), // 7: unknown section
      row({ section: 'Only-in-six' }), // 8: a section of another class
      row({ section: 'B' }), // 9: takes B's one seat
      row({ section: 'B' }), // 10: B is full
      row({ parent_emails: teacher.user.email }), // 11: a teacher's e-mail for a parent
      row({ dob: '01/06/2015' }), // 12: a date in another format
      row(), // 13: valid
    );
    const imp = await uploaded(t.app, s.admin.token, 'students', csv);
    const before = await snapshot(t.db, tables);
    const dry = await checked(t.app, s.admin.token, imp);
    expect(errorKeys(dry)).toEqual([
      '3: admission_no',
      '5: email',
      '6: class',
      '7: section',
      '8: section',
      '10: section',
      '11: parent_emails',
      '12: dob',
    ]);
    const messages = Object.fromEntries(dry.errors.map((e) => [e.row, Object.values(e.errors).flat()[0]]));
    expect(messages[3]).toBe('Also on row 2: each row needs its own.');
    expect(messages[6]).toBe('There is no class "Elsewhere" in this school.');
    expect(messages[7]).toBe('There is no section "Z" in class Five.');
    expect(messages[11]).toBe('Email has already been taken.');
    expect(messages[12]).toContain('YYYY-MM-DD');
    expect(dry.summary).toMatchObject({ rows: 12, to_create: 4, with_errors: 8 });

    // All or nothing: refused, and still nothing written, not even to the import.
    const refusedSince = await lastAuditId(t.db);
    const importBefore = await snapshot(t.db, ['imports', 'audit_logs']);
    const res = await run(t.app, s.admin.token, dry);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toBe(
      '8 rows have errors, so nothing was imported: fix the file, or import only the valid rows.',
    );
    expect(await snapshot(t.db, tables)).toEqual(before);
    expect(await snapshot(t.db, ['imports', 'audit_logs'])).toEqual(importBefore);
    expect(await lastAuditId(t.db)).toBe(refusedSince);

    // Only the valid rows: the four are written, the eight left out.
    const valid = await run(t.app, s.admin.token, dry, { only_valid: true });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json<{ data: Import }>().data.result).toMatchObject({ created: 4, skipped: 8 });
    expect(await studentsOf(s.admin.schoolId)).toHaveLength(4);
  });

  it('asks for every required field to be matched to one column', async () => {
    const s = await school();
    const imp = await uploaded(t.app, s.admin.token, 'students', file(row()));
    const columns = imp.columns.map((c) => (c === 'class' ? null : c === 'roll_no' ? 'name' : c));
    const res = await check(t.app, s.admin.token, imp, columns);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.columns).toEqual([
      'Name is matched to two columns: choose one.',
      'Class must be matched to a column of the file.',
      'Roll number must be matched to a column of the file.',
    ]);
  });

  it('is found only by its own school: another school gets 404 and nothing changes', async () => {
    const s = await school();
    const other = await schoolAdminSession(t.db);
    const imp = await uploaded(t.app, s.admin.token, 'students', file(row()));
    const before = await snapshot(t.db, [...tables, 'imports']);
    for (const [method, url, payload] of [
      ['GET', `/api/school/imports/students/${imp.id}`, undefined],
      ['POST', `/api/school/imports/students/${imp.id}/check`, { columns: imp.columns }],
      ['POST', `/api/school/imports/students/${imp.id}/run`, {}],
      ['DELETE', `/api/school/imports/students/${imp.id}`, undefined],
      // Under the other kind, the school's own import is not found either.
      ['GET', `/api/school/imports/teachers/${imp.id}`, undefined],
    ] as const) {
      const token = url.includes('/teachers/') ? s.admin.token : other.token;
      const res = await call(t.app, token, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshot(t.db, [...tables, 'imports'])).toEqual(before);
    const latest = await call(t.app, other.token, {
      method: 'GET',
      url: '/api/school/imports/students/latest',
    });
    expect(latest.json().data).toBeNull();
  });
});
