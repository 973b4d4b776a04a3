import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, currentYear, enrolledStudent } from '../helpers/academics';
import { createSchool, createSchoolAdmin } from '../helpers/factories';
import { createParent, createStudent, createTeacher } from '../helpers/people';
import { as } from '../helpers/http';
import {
  auditsOfEvent,
  BAD_REQUEST_MESSAGE,
  call,
  consoleSessions,
  FORBIDDEN,
  lastAuditId,
  marker,
  parseCsv,
  UNAUTHENTICATED,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { zoneDateTime } from '../helpers/zone-days';

const HEADER = [
  'id',
  'name',
  'code',
  'board',
  'email',
  'phone',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'country',
  'postal_code',
  'status',
  'admin_name',
  'admin_email',
  'students',
  'teachers',
  'parents',
  'classes',
  'created_at (Asia/Kolkata)',
];

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const exportCsv = (query: string, token: string | null = s.sa) =>
  call(t.app, token, { method: 'GET', url: `/api/superadmin/schools/export${query ? `?${query}` : ''}` });

/** Every id of the filtered list, walking all its pages as the client would. */
async function listedIds(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await call(t.app, s.sa, {
      method: 'GET',
      url: `/api/superadmin/schools?${query}&per_page=15&page=${page}`,
    });
    expect(res.statusCode).toBe(200);
    const { schools, pagination } = res.json().data;
    ids.push(...schools.map((x: { id: number }) => x.id));
    if (page >= pagination.last_page) return ids;
  }
}

const rowsOf = (body: string) => {
  const rows = parseCsv(body);
  return { header: rows[0], rows: rows.slice(1) };
};

describe('GET /api/superadmin/schools/export', () => {
  it('downloads the whole filtered list as CSV, all pages, in list order', async () => {
    const m = marker('exp');
    for (let i = 0; i < 40; i++) await createSchool(t.db, { name: `${m} Match ${i}`, board: 'IB' });
    // Near misses: another board, inactive, or not matching the search.
    await createSchool(t.db, { name: `${m} Other board`, board: 'CBSE' });
    await createSchool(t.db, { name: `${m} Inactive`, board: 'IB', active: false });
    await createSchool(t.db, { name: 'Unrelated IB School', board: 'IB' });

    const query = `search=${m.toUpperCase()}&board=IB&status=active`;
    const res = await exportCsv(query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="schools-\d{4}-\d{2}-\d{2}\.csv"$/,
    );

    const { header, rows } = rowsOf(res.body);
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(40);
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${HEADER.join(',')}`);
    expect(res.body.endsWith('\r\n')).toBe(true);

    const listed = await listedIds(query);
    expect(listed).toHaveLength(40);
    expect(rows.map((r) => Number(r[0]))).toEqual(listed);
    for (const row of rows) {
      expect(row).toHaveLength(HEADER.length);
      expect(row[1]).toMatch(new RegExp(`^${m} Match \\d+$`));
      expect(row[3]).toBe('IB');
      expect(row[12]).toBe('active');
    }
  });

  it('writes each cell of a school as the list shows it', async () => {
    const m = marker('cells');
    const school = await createSchool(t.db, {
      name: `${m} Heritage School`,
      email: 'office@heritage.example',
      phone: '+91 98450 12345',
      address_line1: '5, Residency Road',
      address_line2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560025',
      active: false,
    });
    const { rows } = rowsOf((await exportCsv(`search=${m}`)).body);
    expect(rows).toEqual([
      [
        String(school.id),
        `${m} Heritage School`,
        school.code,
        'CBSE',
        'office@heritage.example',
        '+91 98450 12345',
        '5, Residency Road',
        '',
        'Bengaluru',
        'Karnataka',
        'India',
        '560025',
        'inactive',
        '',
        '',
        '0',
        '0',
        '0',
        '0',
        zoneDateTime(school.created_at, 'Asia/Kolkata'),
      ],
    ]);
  });

  it('names the school’s admin and counts its students, teachers, parents and classes', async () => {
    const { school, user: admin } = await createSchoolAdmin(t.db, { user: { name: 'Asha Admin' } });
    const year = await currentYear(t.db, school.id);
    const schoolClass = await createClass(t.db, school.id);
    await createClass(t.db, school.id);
    const kids = [];
    for (let i = 0; i < 3; i++) {
      kids.push(await enrolledStudent(t.db, school.id, { yearId: year.id, classId: schoolClass.id }));
    }
    await createTeacher(t.db, school.id);
    await createParent(t.db, school.id, { students: [kids[0]!.student.id] });
    // Another school's people count there, not here.
    const other = await createSchool(t.db);
    await createStudent(t.db, other.id);
    const { header, rows } = rowsOf((await exportCsv(`search=${encodeURIComponent(school.name)}`)).body);
    const row = rows.find((r) => Number(r[0]) === school.id)!;
    const cell = (column: string) => row[header!.indexOf(column)];
    expect(['admin_name', 'admin_email', 'students', 'teachers', 'parents', 'classes'].map(cell)).toEqual([
      'Asha Admin',
      admin.email,
      '3',
      '1',
      '1',
      '2',
    ]);
  });

  it('exports every school without filters, and ignores page and per_page', async () => {
    const total = (
      await call(t.app, s.sa, { method: 'GET', url: '/api/superadmin/schools?per_page=1' })
    ).json().data.pagination.total;
    expect(total).toBeGreaterThan(40);
    const all = rowsOf((await exportCsv('')).body);
    expect(all.rows).toHaveLength(total);
    const paged = rowsOf((await exportCsv('page=2&per_page=5')).body);
    expect(paged.rows).toHaveLength(total);
  });

  it('answers just the header line when nothing matches', async () => {
    const res = await exportCsv(`search=${marker('none')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`\uFEFF${HEADER.join(',')}\r\n`);
  });

  it('keeps formulas from running in a spreadsheet and quotes commas and quotes', async () => {
    const m = marker('inj');
    const formula = await createSchool(t.db, { name: `=HYPERLINK("http://evil.example","${m}")` });
    const at = await createSchool(t.db, { name: `@SUM(1+1) ${m}` });
    const plus = await createSchool(t.db, { name: `+cmd ${m}`, phone: '+91 20 1234 5678' });
    const minus = await createSchool(t.db, { name: `-2+3 ${m}` });
    const quoted = await createSchool(t.db, { name: `The "Best", School ${m}` });

    const res = await exportCsv(`search=${m}`);
    const { rows } = rowsOf(res.body);
    const byId = new Map(rows.map((r) => [Number(r[0]), r]));
    expect(byId.get(formula.id)![1]).toBe(`'=HYPERLINK("http://evil.example","${m}")`);
    expect(byId.get(at.id)![1]).toBe(`'@SUM(1+1) ${m}`);
    expect(byId.get(plus.id)![1]).toBe(`'+cmd ${m}`);
    expect(byId.get(minus.id)![1]).toBe(`'-2+3 ${m}`);
    // A phone number is data, not a formula: left as it is.
    expect(byId.get(plus.id)![5]).toBe('+91 20 1234 5678');
    expect(byId.get(quoted.id)![1]).toBe(`The "Best", School ${m}`);
    // On the wire the quote doubling and the cell quoting are RFC 4180.
    expect(res.body).toContain(`"The ""Best"", School ${m}"`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""${m}"")"`);
    // No line of the file starts a cell with = @ + or - unprefixed.
    for (const row of rows) for (const cell of row.slice(1, 2)) expect(cell).not.toMatch(/^[=@+-]/);
  });

  it('audits the export as data_export with its filters', async () => {
    const auditBefore = await lastAuditId(t.db);
    const res = await exportCsv('search=Heritage&status=inactive&board=CBSE', s.sa);
    expect(res.statusCode).toBe(200);
    const audits = await auditsOfEvent(t.db, 'data_export', auditBefore);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      user_id: s.superadmin.id,
      properties: { resource: 'schools', filters: { search: 'Heritage', status: 'inactive', board: 'CBSE' } },
    });
    expect(audits[0]!.ip_address).toBeTruthy();
  });

  it('answers 400 to a broken filter, writing no file and no audit entry', async () => {
    const auditBefore = await lastAuditId(t.db);
    for (const query of ['status=closed', 'board=Cambridge']) {
      const res = await exportCsv(query);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false, message: BAD_REQUEST_MESSAGE });
    }
    expect(await lastAuditId(t.db)).toBe(auditBefore);
  });

  it('answers 401 without a token and 403 to a school_admin, with no file and no audit entry', async () => {
    const auditBefore = await lastAuditId(t.db);
    const anonymous = await exportCsv('', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHENTICATED);
    const admin = await as(t.app, s.adminToken, { method: 'GET', url: '/api/superadmin/schools/export' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual(FORBIDDEN);
    expect(admin.headers['content-disposition']).toBeUndefined();
    expect(await lastAuditId(t.db)).toBe(auditBefore);
  });
});
