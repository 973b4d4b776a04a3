import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContactMessage } from '../../src/modules/contact/contact.repository';
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
import { permissionIds } from '../helpers/access';
import { createUser } from '../helpers/factories';
import { mintToken } from '../helpers/route-requests';

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = s.sa) => call(t.app, token, { method: 'GET', url });
const post = (url: string, token: string | null = s.sa) => call(t.app, token, { method: 'POST', url });

function storeMessage(overrides: Partial<Parameters<typeof insertContactMessage>[1]> = {}) {
  return insertContactMessage(t.db, {
    name: `Visitor ${marker()}`,
    email: 'visitor@example.com',
    school: null,
    phone: null,
    subject: 'General Inquiry',
    message: 'Hello there',
    ip_address: '10.0.0.1',
    user_agent: null,
    ...overrides,
  });
}

interface Listed {
  id: number;
  name: string;
  status: string;
  [key: string]: unknown;
}
async function list(query: string) {
  const res = await get(`/api/superadmin/inquiries?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { inquiries: Listed[]; pagination: Record<string, number> } }>().data;
}

describe('GET /api/superadmin/inquiries', () => {
  it('lists stored messages newest first with the fields the page shows', async () => {
    const tag = marker();
    const older = await storeMessage({ school: `Oakridge ${tag}`, phone: '+91 11 2345 6789' });
    const newer = await storeMessage({ school: `Oakridge ${tag}`, subject: 'Technical Support' });

    const data = await list(`search=${tag}`);

    expect(data.pagination).toEqual({
      total: 2,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 1,
      last_page: 1,
    });
    expect(data.inquiries.map((i) => i.id)).toEqual([newer.id, older.id]);
    expect(data.inquiries[1]).toEqual({
      id: older.id,
      name: older.name,
      email: 'visitor@example.com',
      school: `Oakridge ${tag}`,
      phone: '+91 11 2345 6789',
      subject: 'General Inquiry',
      message: 'Hello there',
      status: 'open',
      handled_at: null,
      handled_by: null,
      created_at: older.created_at,
    });
  });

  it('pages through the list, 15 by default and per_page on request', async () => {
    const tag = marker();
    for (let i = 0; i < 17; i++) await storeMessage({ message: `Batch ${tag} #${i}` });

    const first = await list(`search=${tag}`);
    const second = await list(`search=${tag}&page=2`);
    const small = await list(`search=${tag}&per_page=5&page=4`);

    expect(first.inquiries).toHaveLength(15);
    expect(first.pagination).toEqual({
      total: 17,
      total_is_lower_bound: false,
      per_page: 15,
      current_page: 1,
      last_page: 2,
    });
    expect(second.inquiries.map((i) => i.message)).toEqual([`Batch ${tag} #1`, `Batch ${tag} #0`]);
    expect(small.inquiries).toHaveLength(2);
    expect(small.pagination.last_page).toBe(4);
  });

  it.each(['name', 'email', 'school', 'subject', 'message'] as const)(
    'finds a message by its %s, ignoring case',
    async (field) => {
      const tag = marker();
      const value = field === 'email' ? `${tag}@Example.com` : `Needle ${tag}`;
      const row = await storeMessage({ [field]: value });
      const data = await list(`search=${encodeURIComponent(value.toUpperCase())}`);
      expect(data.inquiries.map((i) => i.id)).toEqual([row.id]);
    },
  );

  it('takes % and _ in the search as literal characters', async () => {
    const tag = marker();
    const row = await storeMessage({ message: `${tag} 100% sure` });
    await storeMessage({ message: `${tag} 1000 sure` });
    expect((await list(`search=${encodeURIComponent(`${tag} 100%`)}`)).inquiries.map((i) => i.id)).toEqual([
      row.id,
    ]);
    expect((await list(`search=${encodeURIComponent(`${tag}_`)}`)).inquiries).toEqual([]);
  });

  it('filters open and handled messages', async () => {
    const tag = marker();
    const open = await storeMessage({ message: tag });
    const handled = await storeMessage({ message: tag });
    expect((await post(`/api/superadmin/inquiries/${handled.id}/handle`)).statusCode).toBe(200);

    expect((await list(`search=${tag}&status=open`)).inquiries.map((i) => i.id)).toEqual([open.id]);
    expect((await list(`search=${tag}&status=handled`)).inquiries.map((i) => i.id)).toEqual([handled.id]);
    expect((await list(`search=${tag}`)).inquiries).toHaveLength(2);
  });

  it('answers 400 to an unknown status or page 0', async () => {
    for (const query of ['status=closed', 'page=0', 'per_page=101']) {
      const res = await get(`/api/superadmin/inquiries?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BAD_REQUEST_MESSAGE);
    }
  });

  it('answers 401 without a token and 403 to a school admin', async () => {
    expect((await get('/api/superadmin/inquiries', null)).json()).toEqual(UNAUTHENTICATED);
    const res = await get('/api/superadmin/inquiries', s.adminToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });
});

describe('POST /api/superadmin/inquiries/:id/handle and /reopen', () => {
  it('marks a message handled by the superadmin, audited, and opens it again', async () => {
    const row = await storeMessage();
    const before = await lastAuditId(t.db);

    const handled = await post(`/api/superadmin/inquiries/${row.id}/handle`);

    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({
      success: true,
      message: 'Inquiry marked as handled.',
      data: {
        id: row.id,
        status: 'handled',
        handled_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        handled_by: { id: s.superadmin.id, name: 'Root Admin' },
      },
    });
    const [audit] = await auditsOfEvent(t.db, 'inquiry_handled', before);
    expect(audit).toMatchObject({
      user_id: s.superadmin.id,
      properties: {
        contact_message_id: row.id,
        before: { handled_at: null, handled_by: null },
        after: { handled_at: handled.json().data.handled_at, handled_by: s.superadmin.id },
      },
    });

    const reopened = await post(`/api/superadmin/inquiries/${row.id}/reopen`);
    expect(reopened.json()).toMatchObject({
      message: 'Inquiry reopened.',
      data: { status: 'open', handled_at: null, handled_by: null },
    });
    expect(await auditsOfEvent(t.db, 'inquiry_reopened', before)).toHaveLength(1);
  });

  it('changes nothing and audits nothing when the message is already in that state', async () => {
    const row = await storeMessage();
    await post(`/api/superadmin/inquiries/${row.id}/handle`);
    const before = await lastAuditId(t.db);

    const again = await post(`/api/superadmin/inquiries/${row.id}/handle`);

    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('handled');
    expect(await lastAuditId(t.db)).toBe(before);
  });

  it('answers 404 for a message that does not exist', async () => {
    for (const action of ['handle', 'reopen']) {
      const res = await post(`/api/superadmin/inquiries/999999/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Inquiry not found.' });
    }
  });

  it('answers 401 and 403 to outsiders and leaves the message open', async () => {
    const row = await storeMessage();
    expect((await post(`/api/superadmin/inquiries/${row.id}/handle`, null)).statusCode).toBe(401);
    const res = await post(`/api/superadmin/inquiries/${row.id}/handle`, s.adminToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('handled_at')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored.handled_at).toBeNull();
  });
});

describe('GET /api/superadmin/inquiries/export', () => {
  it('downloads the filtered messages newest first, times in the platform timezone, audited', async () => {
    const tag = marker();
    const older = await storeMessage({ school: `Export ${tag}`, message: 'नमस्ते, a demo please' });
    const handled = await storeMessage({ school: `Export ${tag}`, phone: '+91 11 2345 6789' });
    const newer = await storeMessage({ school: `Export ${tag}` });
    expect((await post(`/api/superadmin/inquiries/${handled.id}/handle`)).statusCode).toBe(200);
    const before = await lastAuditId(t.db);
    const res = await get(`/api/superadmin/inquiries/export?search=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'id',
      'name',
      'email',
      'school',
      'phone',
      'subject',
      'message',
      'status',
      'handled_at (Asia/Kolkata)',
      'handled_by',
      'created_at (Asia/Kolkata)',
    ]);
    expect(rows.map((r) => Number(r[0]))).toEqual([newer.id, handled.id, older.id]);
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', handled.id)
      .executeTakeFirstOrThrow();
    expect(rows[1]).toEqual([
      String(handled.id),
      handled.name,
      'visitor@example.com',
      `Export ${tag}`,
      '+91 11 2345 6789',
      'General Inquiry',
      'Hello there',
      'handled',
      zoneDateTime(stored.handled_at!, 'Asia/Kolkata'),
      s.superadmin.name,
      zoneDateTime(stored.created_at, 'Asia/Kolkata'),
    ]);
    expect(rows[2]![6]).toBe('नमस्ते, a demo please');
    expect(rows[2]![8]).toBe('');
    // The status filter of the list applies too.
    const open = parseCsv((await get(`/api/superadmin/inquiries/export?search=${tag}&status=open`)).body);
    expect(open.slice(1).map((r) => Number(r[0]))).toEqual([newer.id, older.id]);
    const [entry] = await auditsOfEvent(t.db, 'data_export', before);
    expect(entry).toMatchObject({
      user_id: s.superadmin.id,
      properties: { resource: 'inquiries', filters: { search: tag } },
    });
  });

  it('answers 401 without a session, 403 to a school admin and to a role that may only read them', async () => {
    const url = '/api/superadmin/inquiries/export';
    expect((await get(url, null)).json()).toEqual(UNAUTHENTICATED);
    expect((await get(url, s.adminToken)).json()).toEqual(FORBIDDEN);
    const ids = await permissionIds(t.db);
    const name = `reader_${marker()}`;
    const created = await call(t.app, s.sa, {
      method: 'POST',
      url: '/api/superadmin/roles',
      payload: { name, permission_ids: [ids.inquiries_view] },
    });
    expect(created.statusCode).toBe(201);
    const reader = await createUser(t.db, { roles: [name] });
    const token = await mintToken(t.db, reader.id);
    expect((await get('/api/superadmin/inquiries', token)).statusCode).toBe(200);
    expect((await get(url, token)).statusCode).toBe(403);
  });
});
