import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fr from '../../../../packages/contract/src/locales/labels/fr.json' with { type: 'json' };
import es from '../../../../packages/contract/src/locales/labels/es.json' with { type: 'json' };
import hi from '../../../../packages/contract/src/locales/labels/hi.json' with { type: 'json' };
import {
  checked,
  csvFile,
  errorKeys,
  importOf,
  importSchool,
  run,
  STUDENT_HEADER,
  studentRow,
  studentsFile,
  studentsOf,
  unique,
  upload,
  uploaded,
} from '../helpers/imports';
import { PNG_1X1 } from '../helpers/multipart';
import { rowCounts } from '../helpers/route-requests';
import { call, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Files as schools have them: empty or binary ones refused with what to do instead, the encodings
 * and separators of the spreadsheet programs read as written, quoted line breaks keeping the
 * spreadsheet's row numbers, formulas kept as text, and a file exported here importing back.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const importsOf = async (schoolId: number) =>
  (await t.db.selectFrom('imports').select('id').where('school_id', '=', schoolId).execute()).length;

/** Uploads `file` and expects it refused with 422 and `message` about the file, nothing kept. */
async function refused(file: string | Buffer, message: string, name = 'students.csv') {
  const s = await importSchool(t.db);
  const since = await lastAuditId(t.db);
  const res = await upload(t.app, s.admin.token, 'students', file, name);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().errors).toEqual({ file: [message] });
  expect(await importsOf(s.admin.schoolId)).toBe(0);
  expect(await lastAuditId(t.db)).toBe(since);
}

/** Uploads, checks and runs a students file, failing the test on any refusal; the school's students. */
async function imported(file: string | Buffer) {
  const s = await importSchool(t.db);
  const imp = await checked(t.app, s.admin.token, await uploaded(t.app, s.admin.token, 'students', file));
  expect(imp.errors).toEqual([]);
  const res = await run(t.app, s.admin.token, imp);
  expect(res.statusCode, res.body).toBe(200);
  return { s, imp, students: await studentsOf(t.db, s.admin.schoolId) };
}

const EMPTY =
  'The file is empty: save your spreadsheet as CSV with a header row and at least one row below it.';
const NOT_CSV =
  'This file is not a CSV file: in your spreadsheet program choose "Save as" and the type "CSV UTF-8".';
const WORKBOOK =
  'This is a spreadsheet workbook (.xlsx, .xls or .ods), not a CSV file: in your spreadsheet program choose "Save as" and the type "CSV UTF-8", then upload that file.';

describe('a file that holds nothing to import', () => {
  it('is refused when empty: no bytes, only blanks and line ends, or only a byte-order mark', async () => {
    for (const file of ['', '   \r\n \t\r\n\n', '\uFEFF', '\uFEFF \r\n']) await refused(file, EMPTY);
  });

  it('is refused when it has a header and no row below it, blank lines included', async () => {
    const message = 'The file has a header row and nothing below it: add a row for each person to import.';
    for (const file of ['name,admission_no\r\n', 'name,admission_no', 'name,admission_no\r\n,\r\n ,\r\n'])
      await refused(file, message);
  });
});

describe('a file that is not CSV', () => {
  it('is refused, whatever its name says: an image, a workbook, random binary', async () => {
    await refused(PNG_1X1, NOT_CSV, 'students.csv');
    // An .xlsx (or .ods) is a zip archive; an old .xls an OLE compound file.
    await refused(Buffer.from('PK\x03\x04\x14\x00\x06\x00\x08\x00[Content_Types].xml', 'latin1'), WORKBOOK);
    await refused(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), WORKBOOK, 'a.xls');
    await refused(Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x01, 0x00, 0xff, 0x13, 0x37, 0x00]), NOT_CSV);
  });

  it('is refused past the size limit with 413, and nothing is kept', async () => {
    const s = await importSchool(t.db);
    const since = await lastAuditId(t.db);
    const header = 'name,admission_no\r\n';
    const big = Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a');
    big.write(header);
    const res = await upload(t.app, s.admin.token, 'students', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'File may not be greater than 10 MB.' });
    expect(await importsOf(s.admin.schoolId)).toBe(0);
    expect(await lastAuditId(t.db)).toBe(since);
  });

  it(`is refused past ${MAX_IMPORT_ROWS} rows; a file of exactly ${MAX_IMPORT_ROWS} is taken`, async () => {
    const lines = (count: number) => 'name\r\n' + 'Asha\r\n'.repeat(count);
    await refused(
      lines(MAX_IMPORT_ROWS + 1),
      'The file has more than 20,000 rows: split it into several files.',
    );
    const s = await importSchool(t.db);
    const imp = await uploaded(t.app, s.admin.token, 'students', lines(MAX_IMPORT_ROWS));
    expect(imp.rows).toBe(MAX_IMPORT_ROWS);
  });

  it('with a quote never closed is refused naming the row it opens on', async () => {
    const csv = studentsFile(studentRow(), studentRow()) + '"Open quote,X-1,Five,A,1\r\n' + 'Next,row\r\n';
    await refused(
      csv,
      'The file cannot be read: a quote opened in row 4 is never closed. Save the spreadsheet as CSV again, or close the quote.',
    );
  });

  it('with a stray quote is refused naming its row, past a cell with line breaks', async () => {
    const lines = studentsFile(studentRow({ name: 'Two\r\nlines' }), studentRow()).split('\r\n');
    // Row 3 of the spreadsheet, line 4 of the file (row 2 is two lines): text after a closing quote.
    const csv = [...lines.slice(0, 3), '"Stray" quote,X-2', ...lines.slice(3)].join('\r\n');
    await refused(
      csv,
      'The file cannot be read as CSV from row 3 on. Save the spreadsheet as "CSV UTF-8" and upload it again.',
    );
  });
});

describe('encodings and separators of the spreadsheet programs', () => {
  it('reads UTF-8 with a byte-order mark: the first header still matches', async () => {
    const s = await importSchool(t.db);
    const imp = await uploaded(
      t.app,
      s.admin.token,
      'students',
      '\uFEFF' + studentsFile(studentRow({ name: 'Zoë Ñúñez' })),
    );
    expect(imp.headers[0]).toBe('name');
    expect(imp.columns).toEqual([...STUDENT_HEADER]);
    const { students } = await imported('\uFEFF' + studentsFile(studentRow({ name: 'Zoë Ñúñez' })));
    expect(students.map((x) => x.name)).toEqual(['Zoë Ñúñez']);
  });

  it('reads Windows-1252 bytes as the names they are', async () => {
    const text = studentsFile(
      studentRow({ name: 'José Müller', parent_names: 'Françoise Müller\u2013Dupont' }),
      studentRow({ name: 'Ana O\u2019Brien' }),
    );
    // What Excel writes as "CSV" on a Western European Windows: one byte a character, the curly
    // apostrophe as 0x92 and the dash as 0x96.
    const bytes = Buffer.from(text.replaceAll('\u2019', '\x92').replaceAll('\u2013', '\x96'), 'latin1');
    expect(bytes.includes(Buffer.from('é', 'utf8'))).toBe(false);
    const { s, students } = await imported(bytes);
    expect(students.map((x) => x.name)).toEqual(['José Müller', 'Ana O\u2019Brien']);
    const parent = await t.db
      .selectFrom('parents')
      .innerJoin('users', 'users.id', 'parents.user_id')
      .select('users.name')
      .where('parents.school_id', '=', s.admin.schoolId)
      .orderBy('parents.id')
      .executeTakeFirstOrThrow();
    expect(parent.name).toBe('Françoise Müller\u2013Dupont');
  });

  it('reads semicolons (a comma decimal mark), with two parents in one quoted cell', async () => {
    const csv = csvFile(
      [
        [...STUDENT_HEADER],
        studentRow({
          name: 'Semi Colon',
          parent_names: 'Ma Colon; Pa Colon',
          parent_phones: '+91 98450 12345; +91 98450 54321',
          parent_emails: `ma-${unique()}@example.com; pa-${unique()}@example.com`,
        }),
      ],
      ';',
    );
    expect(csv.split('\r\n')[0]).toBe(STUDENT_HEADER.join(';'));
    const { s, imp, students } = await imported(csv);
    expect(imp.columns).toEqual([...STUDENT_HEADER]);
    expect(students.map((x) => x.name)).toEqual(['Semi Colon']);
    expect(imp.summary).toMatchObject({ to_create: 1, parents_to_create: 2 });
    const parents = await t.db
      .selectFrom('parents')
      .innerJoin('users', 'users.id', 'parents.user_id')
      .select('users.name')
      .where('parents.school_id', '=', s.admin.schoolId)
      .orderBy('users.name')
      .execute();
    expect(parents.map((p) => p.name)).toEqual(['Ma Colon', 'Pa Colon']);
  });

  it('reads tabs', async () => {
    const csv = csvFile([[...STUDENT_HEADER], studentRow({ name: 'Tab Separated' })], '\t');
    const { imp, students } = await imported(csv);
    expect(imp.columns).toEqual([...STUDENT_HEADER]);
    expect(students.map((x) => x.name)).toEqual(['Tab Separated']);
  });

  it('numbers rows as the spreadsheet does past a cell with line breaks and a blank row', async () => {
    const s = await importSchool(t.db);
    const header = [...STUDENT_HEADER, 'notes'];
    const csv = csvFile([
      header,
      [...studentRow(), 'First line\r\nsecond line\nthird line'], // row 2, four lines of the file
      [...studentRow({ dob: 'soon' }), ''], // row 3
      header.map(() => ''), // row 4, blank
      [...studentRow({ gender: 'unknown' }), 'one\ntwo'], // row 5
      [...studentRow({ roll_no: '' }), ''], // row 6
    ]);
    const imp = await checked(t.app, s.admin.token, await uploaded(t.app, s.admin.token, 'students', csv));
    expect(imp.rows).toBe(4);
    expect(errorKeys(imp)).toEqual(['3: dob', '5: gender', '6: roll_no']);
  });
});

describe('cells a spreadsheet would run as a formula', () => {
  it('are imported as the text they are and exported back with the quote before them', async () => {
    const formulas = ['=HYPERLINK("http://evil.example","Click")', "+cmd|' /C calc'!A0", '-x', '@SUM(A1:A9)'];
    const { s, students } = await imported(
      studentsFile(...formulas.map((name, i) => studentRow({ name, admission_no: `F-${i}-${unique()}` }))),
    );
    expect(students.map((x) => x.name)).toEqual(formulas);
    const res = await call(t.app, s.admin.token, { method: 'GET', url: '/api/school/students/export' });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    const names = rows.map((r) => r[header!.indexOf('name')]);
    expect(names).toEqual(formulas.map((f) => `'${f}`));
  });
});

describe('a file exported here', () => {
  it('imports back: every row matched by admission number, and running it changes nothing visible', async () => {
    const shared = `shared-${unique()}@example.com`;
    const { s } = await imported(
      studentsFile(
        studentRow({
          name: 'Asha Rao',
          email: `asha-${unique()}@example.com`,
          parent_names: 'Ravi Rao',
          parent_emails: shared,
        }),
        studentRow({ name: 'Arun Rao', section: 'B', parent_names: 'Ravi Rao', parent_emails: shared }),
        studentRow({
          name: '=Formula Name',
          parent_names: 'Two; Parents',
          parent_phones: '+91 98450 11111; +91 98450 22222',
          parent_emails: `two-${unique()}@example.com; parents-${unique()}@example.com`,
        }),
      ),
    );
    const exportFile = async () => {
      const res = await call(t.app, s.admin.token, { method: 'GET', url: '/api/school/students/export' });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const exported = await exportFile();
    expect(parseCsv(exported)).toHaveLength(4);
    const imp = await checked(
      t.app,
      s.admin.token,
      await uploaded(t.app, s.admin.token, 'students', exported),
    );
    expect(imp.errors).toEqual([]);
    expect(imp.summary).toEqual({
      rows: 3,
      to_create: 0,
      to_update: 3,
      with_errors: 0,
      parents_to_create: 0,
      parents_to_link: 0,
    });
    const people = ['students', 'parents', 'users', 'parent_student', 'enrollments', 'role_user'];
    const before = await rowCounts(t.db, people);
    const res = await run(t.app, s.admin.token, imp);
    expect(res.statusCode, res.body).toBe(200);
    expect(importOf(res).result).toMatchObject({
      created: 0,
      updated: 3,
      parents_created: 0,
      parents_linked: 0,
    });
    expect(await exportFile()).toBe(exported);
    expect(await rowCounts(t.db, people)).toEqual(before);
  });
});

describe('cells the rules refuse', () => {
  it('refuses dates in another format than the template, saying which one it takes', async () => {
    const s = await importSchool(t.db);
    const csv = studentsFile(
      studentRow({ dob: '02/06/2015' }),
      studentRow({ dob: '2015-6-1' }),
      studentRow({ admission_date: '2.4.2026' }),
      studentRow({ dob: '2015-06-01T00:00:00' }),
      studentRow(),
    );
    const imp = await checked(t.app, s.admin.token, await uploaded(t.app, s.admin.token, 'students', csv));
    expect(errorKeys(imp)).toEqual(['2: dob', '3: dob', '4: admission_date', '5: dob']);
    for (const { errors } of imp.errors) expect(Object.values(errors).flat().join()).toContain('YYYY-MM-DD');
  });

  it('refuses a control character on its row and column', async () => {
    const s = await importSchool(t.db);
    const csv = studentsFile(
      studentRow(),
      studentRow({ name: 'Asha\u0007Rao' }),
      studentRow({ parent_names: 'Ravi\u001bRao' }),
    );
    const imp = await checked(t.app, s.admin.token, await uploaded(t.app, s.admin.token, 'students', csv));
    expect(errorKeys(imp)).toEqual(['3: name', '4: parent_names']);
    expect(imp.errors[0]!.errors.name).toEqual(['Name must not contain control characters.']);
    expect(imp.summary).toMatchObject({ to_create: 1, with_errors: 2 });
  });
});

describe('headers in any of the four languages', () => {
  it.each([
    ['French', fr],
    ['Spanish', es],
    ['Hindi', hi],
  ])('matches %s labels to their fields and imports by them', async (_language, labels) => {
    const label: Record<string, string> = {
      name: labels.name,
      email: labels.email,
      admission_no: labels.admission_no,
      class: labels.class_id,
      section: labels.section_id,
      roll_no: labels.roll_no,
      gender: labels.gender,
      dob: labels.dob,
      admission_date: labels.admission_date,
      parent_names: labels.parent_names,
      parent_phones: labels.parent_phones,
      parent_emails: labels.parent_emails,
    };
    const headers = STUDENT_HEADER.map((field) => label[field]!);
    const csv = csvFile([headers, studentRow({ name: 'Label Matched' })]);
    const s = await importSchool(t.db);
    const imp = await uploaded(t.app, s.admin.token, 'students', csv);
    expect(imp.headers).toEqual(headers);
    expect(imp.columns).toEqual([...STUDENT_HEADER]);
    const res = await run(t.app, s.admin.token, await checked(t.app, s.admin.token, imp));
    expect(res.statusCode, res.body).toBe(200);
    expect((await studentsOf(t.db, s.admin.schoolId)).map((x) => [x.name, x.section])).toEqual([
      ['Label Matched', 'A'],
    ]);
  });
});
