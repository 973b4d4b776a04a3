import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
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
  'email',
  'phone',
  'status',
  'roles',
  'last_login_at (Asia/Kolkata)',
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
  call(t.app, token, { method: 'GET', url: `/api/superadmin/users/export${query ? `?${query}` : ''}` });

async function listedIds(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await call(t.app, s.sa, {
      method: 'GET',
      url: `/api/superadmin/users?${query}&page=${page}`,
    });
    expect(res.statusCode).toBe(200);
    const { users, pagination } = res.json().data;
    ids.push(...users.map((u: { id: number }) => u.id));
    if (page >= pagination.last_page) return ids;
  }
}

const rowsOf = (body: string) => {
  const rows = parseCsv(body);
  return { header: rows[0], rows: rows.slice(1) };
};

describe('GET /api/superadmin/users/export', () => {
  it('downloads the whole filtered list as CSV, all pages, in list order', async () => {
    const m = marker('uexp');
    for (let i = 0; i < 40; i++) await createUser(t.db, { name: `${m} Teacher ${i}`, roles: ['teacher'] });
    await createUser(t.db, { name: `${m} Suspended`, roles: ['teacher'], status: 'suspended' });
    await createUser(t.db, { name: `${m} Student`, roles: ['student'] });
    await createUser(t.db, { name: 'Another Teacher', roles: ['teacher'] });

    const query = `search=${m.toUpperCase()}&role=teacher&status=active`;
    const res = await exportCsv(query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.split('\r\n')[0]).toBe(`\uFEFF${HEADER.join(',')}`);

    const { header, rows } = rowsOf(res.body);
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(40);
    const listed = await listedIds(query);
    expect(listed).toHaveLength(40);
    expect(rows.map((r) => Number(r[0]))).toEqual(listed);
    for (const row of rows) {
      expect(row).toHaveLength(HEADER.length);
      expect(row[4]).toBe('active');
      expect(row[5]).toBe('teacher');
    }
  });

  it('writes each cell of a user as the list shows it, roles in order, never a password', async () => {
    const m = marker('ucell');
    const user = await createUser(t.db, {
      name: `Dev, "Dee" ${m}`,
      phone: '+91 98450 12345',
      roles: ['school_admin', 'teacher'],
      last_login_at: '2025-01-02T03:04:05.000Z',
    });
    const res = await exportCsv(`search=${m}`);
    const { rows } = rowsOf(res.body);
    expect(rows).toEqual([
      [
        String(user.id),
        `Dev, "Dee" ${m}`,
        user.email,
        '+91 98450 12345',
        'active',
        'school_admin teacher',
        '2025-01-02 08:34:05',
        zoneDateTime(user.created_at, 'Asia/Kolkata'),
      ],
    ]);
    expect(res.body).toContain(`"Dev, ""Dee"" ${m}"`);
    expect(res.body).not.toContain('argon2');
  });

  it('exports every user without filters, and ignores page and per_page', async () => {
    const total = (await call(t.app, s.sa, { method: 'GET', url: '/api/superadmin/users?per_page=1' })).json()
      .data.pagination.total;
    expect(total).toBeGreaterThan(40);
    expect(rowsOf((await exportCsv('')).body).rows).toHaveLength(total);
    expect(rowsOf((await exportCsv('page=3&per_page=2')).body).rows).toHaveLength(total);
  });

  it('answers just the header line when nothing matches', async () => {
    const res = await exportCsv(`search=${marker('none')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`\uFEFF${HEADER.join(',')}\r\n`);
  });

  it('keeps formulas from running in a spreadsheet', async () => {
    const m = marker('uinj');
    const user = await createUser(t.db, { name: `=HYPERLINK("http://x.example/${m}")`, phone: '@evil' });
    const other = await createUser(t.db, { name: `+SUM(A1) ${m}`, phone: '-1-800-555-0100' });
    const { rows } = rowsOf((await exportCsv(`search=${m}`)).body);
    const byId = new Map(rows.map((r) => [Number(r[0]), r]));
    expect(byId.get(user.id)![1]).toBe(`'=HYPERLINK("http://x.example/${m}")`);
    expect(byId.get(user.id)![3]).toBe(`'@evil`);
    expect(byId.get(other.id)![1]).toBe(`'+SUM(A1) ${m}`);
    expect(byId.get(other.id)![3]).toBe('-1-800-555-0100');
  });

  it('audits the export as data_export with its filters', async () => {
    const auditBefore = await lastAuditId(t.db);
    const res = await exportCsv('search=teacher&role=teacher&status=suspended');
    expect(res.statusCode).toBe(200);
    const audits = await auditsOfEvent(t.db, 'data_export', auditBefore);
    expect(audits).toEqual([
      expect.objectContaining({
        user_id: s.superadmin.id,
        properties: {
          resource: 'users',
          filters: { search: 'teacher', role: 'teacher', status: 'suspended' },
          rows: expect.any(Number),
        },
      }),
    ]);
  });

  it('answers 400 to a broken filter, with no file and no audit entry', async () => {
    const auditBefore = await lastAuditId(t.db);
    const res = await exportCsv('status=deleted');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: BAD_REQUEST_MESSAGE,
      errors: { status: expect.any(Array) },
    });
    expect(await lastAuditId(t.db)).toBe(auditBefore);
  });

  it('answers 401 without a token and 403 to a school_admin, with no file and no audit entry', async () => {
    const auditBefore = await lastAuditId(t.db);
    const anonymous = await exportCsv('', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHENTICATED);
    const admin = await as(t.app, s.adminToken, {
      method: 'GET',
      url: '/api/superadmin/users/export?role=teacher',
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual(FORBIDDEN);
    expect(admin.headers['content-disposition']).toBeUndefined();
    expect(await lastAuditId(t.db)).toBe(auditBefore);
  });
});
