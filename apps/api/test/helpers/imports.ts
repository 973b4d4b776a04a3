import type { Import } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../src/db/connect';
import { createClass, createSection, currentYear } from './academics';
import { multipart } from './multipart';
import { schoolAdminSession } from './school-admins';
import { call } from './superadmin';

/*
 * A school admin's import wizard driven over HTTP: upload a file, check it with a matching, run it.
 */

export type Kind = 'students' | 'teachers';

/** A CSV file from rows of cells, as a spreadsheet program writes it (quoted where needed). */
export function csvFile(rows: (string | number | null)[][], separator = ','): string {
  const cell = (v: string | number | null) => {
    const text = v === null ? '' : String(v);
    return /["\r\n,;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return rows.map((r) => r.map(cell).join(separator)).join('\r\n') + '\r\n';
}

export function upload(
  app: FastifyInstance,
  token: string,
  kind: Kind,
  file: string | Buffer,
  name = `${kind}.csv`,
) {
  const body = multipart([
    {
      name: 'file',
      filename: name,
      contentType: 'text/csv',
      data: typeof file === 'string' ? Buffer.from(file) : file,
    },
  ]);
  return call(app, token, { method: 'POST', url: `/api/school/imports/${kind}`, ...body });
}

/** Uploads and answers the import, failing the test when the upload is refused. */
export async function uploaded(
  app: FastifyInstance,
  token: string,
  kind: Kind,
  file: string | Buffer,
): Promise<Import> {
  const res = await upload(app, token, kind, file);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: Import }>().data;
}

export function check(app: FastifyInstance, token: string, imp: Import, columns = imp.columns) {
  return call(app, token, {
    method: 'POST',
    url: `/api/school/imports/${imp.kind}/${imp.id}/check`,
    payload: { columns },
  });
}

/** Checks with the proposed matching and answers the import, failing the test on a refusal. */
export async function checked(app: FastifyInstance, token: string, imp: Import): Promise<Import> {
  const res = await check(app, token, imp);
  if (res.statusCode !== 200) throw new Error(`check answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: Import }>().data;
}

export function run(
  app: FastifyInstance,
  token: string,
  imp: Import,
  body: { only_valid?: boolean; invite?: boolean } = {},
) {
  return call(app, token, {
    method: 'POST',
    url: `/api/school/imports/${imp.kind}/${imp.id}/run`,
    payload: body,
  });
}

/** The errors of each row of a checked import, as `row: field` keys, for compact assertions. */
export function errorKeys(imp: Import): string[] {
  return imp.errors.flatMap((e) => Object.keys(e.errors).map((field) => `${e.row}: ${field}`));
}

/** The import an answer holds. */
export const importOf = (res: { json<T>(): T }) => res.json<{ data: Import }>().data;

/** The students file's columns a test writes: the required ones and the parents'. */
export const STUDENT_HEADER = [
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
] as const;
export type StudentCells = Partial<Record<(typeof STUDENT_HEADER)[number], string>>;

let n = 0;
/** Letters and digits unique to this run: admission numbers, roll numbers, e-mails. */
export const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

/** A valid row: a student of Five A with one parent, both with e-mails unique to this run. */
export function studentRow(over: StudentCells = {}): string[] {
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
  return STUDENT_HEADER.map((h) => values[h]!);
}

/** A students file of STUDENT_HEADER and `rows`. */
export const studentsFile = (...rows: string[][]) => csvFile([[...STUDENT_HEADER], ...rows]);

/** A school with a current year, class Five with sections A (capacity 30) and B (capacity 1), and Six A. */
export async function importSchool(db: DB) {
  const admin = await schoolAdminSession(db);
  const year = await currentYear(db, admin.schoolId);
  const five = await createClass(db, admin.schoolId, { name: 'Five' });
  const a = await createSection(db, admin.schoolId, five.id, { name: 'A', capacity: 30 });
  const b = await createSection(db, admin.schoolId, five.id, { name: 'B', capacity: 1 });
  const six = await createClass(db, admin.schoolId, { name: 'Six' });
  const sixA = await createSection(db, admin.schoolId, six.id, { name: 'A' });
  return { admin, year, five, a, b, six, sixA };
}

/** The school's students with their name and section of the current year, in the order made. */
export async function studentsOf(db: DB, schoolId: number) {
  return db
    .selectFrom('students')
    .innerJoin('users', 'users.id', 'students.user_id')
    .innerJoin('enrollments', 'enrollments.student_id', 'students.id')
    .leftJoin('sections', 'sections.id', 'enrollments.section_id')
    .select(['students.id', 'students.admission_no', 'users.name', 'sections.name as section'])
    .where('students.school_id', '=', schoolId)
    .orderBy('students.id')
    .execute();
}

/** The teachers file's columns, as its export writes them. */
export const TEACHER_HEADER = [
  'name',
  'email',
  'phone',
  'employee_code',
  'qualification',
  'specialization',
  'date_of_joining',
  'gender',
  'dob',
] as const;
export type TeacherCells = Partial<Record<(typeof TEACHER_HEADER)[number], string>>;

/** A valid new teacher, with an e-mail and an employee code unique to this run. */
export function teacherRow(over: TeacherCells = {}): string[] {
  const id = unique();
  const values: Record<string, string> = {
    name: `Teacher ${id}`,
    email: `teacher-${id}@example.com`,
    phone: '+91 98450 12345',
    employee_code: `T-${id}`,
    qualification: 'M.Sc.',
    specialization: 'Physics',
    date_of_joining: '2020-06-01',
    gender: 'male',
    dob: '1985-02-03',
    ...over,
  };
  return TEACHER_HEADER.map((h) => values[h]!);
}

/** A teachers file of TEACHER_HEADER and `rows`. */
export const teachersFile = (...rows: string[][]) => csvFile([[...TEACHER_HEADER], ...rows]);
