import type { Import } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSection } from '../helpers/academics';
import {
  check,
  checked,
  errorKeys,
  importSchool,
  run,
  STUDENT_HEADER,
  studentRow,
  studentsFile,
  studentsOf,
  unique,
  uploaded,
} from '../helpers/imports';
import { createParent, createTeacher } from '../helpers/people';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession } from '../helpers/school-admins';
import { auditsOfEvent, call, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { withoutAudit } from '../helpers/refusals';

/*
 * Students with their parents from a spreadsheet: the dry run checks every row with the forms'
 * rules, against the school and the file's other rows, and writes nothing; the run writes all or
 * nothing, or only the valid rows.
 */

let t: TestApp;
let tables: string[];

beforeAll(async () => {
  t = await createTestApp();
  // The import's own state, and the dry run's audit entry, are what a dry run writes.
  tables = withoutAudit(await tableNames(t.db)).filter((name) => name !== 'imports');
});
afterAll(async () => {
  await t.close();
});

describe('a file of students with their parents', () => {
  it('is checked without a write, then imported: siblings share one parent, a known parent is linked', async () => {
    const s = await importSchool(t.db);
    const known = await createParent(t.db, s.admin.schoolId, { user: { name: 'Known Parent' } });
    const shared = `shared-${unique()}@example.com`;
    const csv = studentsFile(
      studentRow({ name: 'Asha Rao', parent_names: 'Ravi Rao', parent_emails: shared }),
      studentRow({ name: 'Arun Rao', section: 'B', parent_names: 'Ravi Rao', parent_emails: shared }),
      studentRow({ name: 'Bela Das', parent_names: 'Known Parent', parent_emails: known.user.email }),
    );
    const imp = await uploaded(t.app, s.admin.token, 'students', csv);
    expect(imp).toMatchObject({ status: 'uploaded', rows: 3, columns: [...STUDENT_HEADER] });
    const before = await snapshot(t.db, tables);
    const checkedSince = await lastAuditId(t.db);
    const dry = await checked(t.app, s.admin.token, imp);
    expect((await auditsOfEvent(t.db, 'import_checked', checkedSince)).map((e) => e.properties)).toEqual([
      {
        import_id: imp.id,
        kind: 'students',
        before: { status: 'uploaded', columns: [...STUDENT_HEADER], summary: null, failure: null },
        after: { status: 'checked', columns: [...STUDENT_HEADER], summary: dry.summary, failure: null },
      },
    ]);
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
    const students = await studentsOf(t.db, s.admin.schoolId);
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

  it('counts as parents to link only those the run links: a parent already linked is not linked again', async () => {
    const s = await importSchool(t.db);
    const ravi = `ravi-${unique()}@example.com`;
    const mira = `mira-${unique()}@example.com`;
    const asha = { name: 'Asha Rao', admission_no: `IMP-${unique()}`, roll_no: unique() };
    const bela = { name: 'Bela Das', admission_no: `IMP-${unique()}`, roll_no: unique() };
    const first = await checked(
      t.app,
      s.admin.token,
      await uploaded(
        t.app,
        s.admin.token,
        'students',
        studentsFile(
          studentRow({ ...asha, parent_names: 'Ravi Rao', parent_emails: ravi }),
          studentRow({ ...bela, parent_names: 'Mira Das', parent_emails: mira }),
        ),
      ),
    );
    expect((await run(t.app, s.admin.token, first)).statusCode).toBe(200);
    // Again: Asha's parent is hers already; Bela gets Ravi as a second parent.
    const again = await checked(
      t.app,
      s.admin.token,
      await uploaded(
        t.app,
        s.admin.token,
        'students',
        studentsFile(
          studentRow({ ...asha, parent_names: 'Ravi Rao', parent_emails: ravi }),
          studentRow({
            ...bela,
            parent_names: 'Mira Das; Ravi Rao',
            parent_phones: '+91 98450 11111; +91 98450 22222',
            parent_emails: `${mira}; ${ravi}`,
          }),
        ),
      ),
    );
    expect(again.summary).toMatchObject({ to_update: 2, parents_to_create: 0, parents_to_link: 1 });
    const res = await run(t.app, s.admin.token, again);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Import }>().data.result).toMatchObject({ parents_created: 0, parents_linked: 1 });
  });

  it("names a known parent in the link's audit entry by their own name, not the file's", async () => {
    const s = await importSchool(t.db);
    const known = await createParent(t.db, s.admin.schoolId, { user: { name: 'Kavita Menon' } });
    const imp = await checked(
      t.app,
      s.admin.token,
      await uploaded(
        t.app,
        s.admin.token,
        'students',
        studentsFile(
          studentRow({ name: 'Dev Menon', parent_names: 'K. Menon', parent_emails: known.user.email }),
        ),
      ),
    );
    const since = await lastAuditId(t.db);
    expect((await run(t.app, s.admin.token, imp)).statusCode).toBe(200);
    const [link] = await auditsOfEvent(t.db, 'parent_student_linked', since);
    expect(link!.description).toContain(`linked to parent Kavita Menon <${known.user.email}>`);
  });

  it('names every cross-row and database problem by row and column, and writes nothing', async () => {
    const s = await importSchool(t.db);
    const other = await schoolAdminSession(t.db);
    await createClass(t.db, other.schoolId, { name: 'Elsewhere' });
    const teacher = await createTeacher(t.db, s.admin.schoolId);
    await createSection(t.db, s.admin.schoolId, s.six.id, { name: 'Only-in-six' });
    const sameNo = `DUP-${unique()}`;
    const sameEmail = `dup-${unique()}@example.com`;
    const csv = studentsFile(
      studentRow({ admission_no: sameNo }), // 2
      studentRow({ admission_no: sameNo }), // 3: duplicate admission number
      studentRow({ email: sameEmail }), // 4
      studentRow({ email: sameEmail }), // 5: duplicate e-mail
      studentRow({ class: 'Elsewhere' }), // 6: another school's class is unknown
      studentRow({ section: 'Z' }), // 7: unknown section
      studentRow({ section: 'Only-in-six' }), // 8: a section of another class
      studentRow({ section: 'B' }), // 9: takes B's one seat
      studentRow({ section: 'B' }), // 10: B is full
      studentRow({ parent_emails: teacher.user.email }), // 11: a teacher's e-mail for a parent
      studentRow({ dob: '01/06/2015' }), // 12: a date in another format
      studentRow(), // 13: valid
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
    expect(await studentsOf(t.db, s.admin.schoolId)).toHaveLength(4);
  });

  it('asks for every required field to be matched to one column', async () => {
    const s = await importSchool(t.db);
    const imp = await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow()));
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
    const s = await importSchool(t.db);
    const other = await schoolAdminSession(t.db);
    const imp = await uploaded(t.app, s.admin.token, 'students', studentsFile(studentRow()));
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
