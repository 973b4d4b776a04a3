import { PLATFORM_SETTINGS_DEFAULTS, SECURITY_EVENTS } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionIds } from '../helpers/access';
import { createSchool, createSchoolAdmin, createUser } from '../helpers/factories';
import { mintToken } from '../helpers/route-requests';
import {
  auditsOfEvent,
  BAD_REQUEST_MESSAGE,
  call,
  FORBIDDEN,
  lastAuditId,
  marker,
  parseCsv,
  UNAUTHENTICATED,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { weekdayName, zoneDay, zoneMidnight } from '../helpers/zone-days';
import type { DB } from '../../src/db/connect';

/*
 * The audit trail's read API. Rows are inserted straight into audit_logs with chosen times, users
 * and schools, and every expectation is worked out here from those rows: which match a filter, in
 * what order, and how many fall on each day. Days are days of the platform timezone (the default,
 * Asia/Kolkata, 5 h 30 ahead of UTC), worked out by the tests' own calendar (helpers/zone-days).
 */

interface Row {
  id: number;
  event: string;
  description: string;
  user_id: number | null;
  school_id: number | null;
  ip_address: string | null;
  user_agent: string | null;
  properties: string | null;
  created_at: string;
}

async function insertAudit(db: DB, values: Partial<Omit<Row, 'id'>> & { event: string; created_at: string }) {
  const row: Omit<Row, 'id'> = {
    description: `${values.event} happened`,
    user_id: null,
    school_id: null,
    ip_address: '192.0.2.1',
    user_agent: 'TestAgent/1.0',
    properties: null,
    ...values,
  };
  const { id } = await db.insertInto('audit_logs').values(row).returning('id').executeTakeFirstOrThrow();
  return { id, ...row };
}

/** Newest first, ties by id: the order the list promises. */
const newestFirst = (rows: Row[]) =>
  [...rows].sort((a, b) =>
    a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1,
  );

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

const DAY = 86_400_000;
const TZ = PLATFORM_SETTINGS_DEFAULTS.default_timezone;
/** The zone's date `offsetDays` from today. */
const localDay = (offsetDays: number, now = Date.now()) =>
  new Date(Date.parse(`${zoneDay(now, TZ)}T12:00:00Z`) + offsetDays * DAY).toISOString().slice(0, 10);
/** The instant (ISO) of a wall-clock time on a date in the zone. */
const localAt = (date: string, time: string) => {
  const [h, m, sec] = time.split(':').map(Number) as [number, number, number];
  const midnight = zoneMidnight(Date.parse(`${date}T12:00:00Z`), TZ);
  return new Date(midnight + ((h * 60 + m) * 60 + sec) * 1000).toISOString();
};
const dayOfRow = (r: { created_at: string }) => zoneDay(Date.parse(r.created_at), TZ);

let t: TestApp;
let sa: string;
let superadminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = await createUser(t.db, { roles: ['superadmin'], name: 'Root Admin' });
  superadminId = superadmin.id;
  sa = await mintToken(t.db, superadmin.id);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = sa) => call(t.app, token, { method: 'GET', url });
const logs = async (query: string) => {
  const res = await get(`/api/superadmin/audit/logs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    logs: (Row & { user: unknown; school: unknown })[];
    pagination: Record<string, unknown>;
  };
};

/** Every page of a filtered list, in list order. */
async function allPages(query: string): Promise<number[]> {
  const out: number[] = [];
  for (let page = 1; ; page++) {
    const data = await logs(`${query}&page=${page}&per_page=100`);
    out.push(...ids(data.logs));
    if (page >= (data.pagination.last_page as number)) return out;
  }
}

describe('GET /api/superadmin/audit/logs: filters', () => {
  let rows: Row[];
  let alice: { id: number; name: string; email: string };
  let bob: { id: number };
  let school: { id: number; name: string };
  let m: string;

  beforeAll(async () => {
    m = marker('aud');
    alice = await createUser(t.db, { name: `Alice ${m}`, roles: ['teacher'] });
    bob = await createUser(t.db, { roles: ['teacher'] });
    school = await createSchool(t.db);
    rows = [];
    // Years of their own: no other test writes entries in 2001.
    const spec: [string, number | null, number | null, string, string][] = [
      [`${m}_created`, alice.id, school.id, '2001-03-01T08:00:00.000Z', '10.9.0.1'],
      [`${m}_created`, bob.id, null, '2001-03-02T09:00:00.000Z', '10.9.0.2'],
      [`${m}_updated`, alice.id, null, '2001-03-03T10:00:00.000Z', '10.9.0.3'],
      [`${m}_updated`, bob.id, school.id, '2001-03-04T11:00:00.000Z', '10.9.0.4'],
      [`${m}_deleted`, alice.id, school.id, '2001-03-05T12:00:00.000Z', '10.9.0.5'],
      [`${m}_deleted`, null, school.id, '2001-03-06T13:00:00.000Z', '10.9.0.6'],
    ];
    for (const [event, user_id, school_id, created_at, ip_address] of spec) {
      rows.push(
        await insertAudit(t.db, {
          event,
          user_id,
          school_id,
          created_at,
          ip_address,
          description: `Record ${event} on ${created_at.slice(0, 10)}`,
        }),
      );
    }
  });

  const ours = (list: { id: number }[]) => ids(list).filter((id) => rows.some((r) => r.id === id));

  it('filters by event, user, school and date, each alone, newest first', async () => {
    const cases: [string, (r: Row) => boolean][] = [
      [`event=${m}_updated`, (r) => r.event === `${m}_updated`],
      [`user_id=${alice.id}`, (r) => r.user_id === alice.id],
      [`school_id=${school.id}`, (r) => r.school_id === school.id],
      [
        'date_from=2001-03-02&date_to=2001-03-04',
        (r) => r.created_at >= '2001-03-02' && r.created_at < '2001-03-05',
      ],
    ];
    for (const [query, match] of cases) {
      const expected = ids(newestFirst(rows.filter(match)));
      expect(expected.length, query).toBeGreaterThan(0);
      expect(await allPages(query), query).toEqual(expected);
    }
  });

  it('combines filters (all must hold)', async () => {
    const combos: [string, (r: Row) => boolean][] = [
      [
        `event=${m}_deleted&school_id=${school.id}&user_id=${alice.id}`,
        (r) => r.event === `${m}_deleted` && r.school_id === school.id && r.user_id === alice.id,
      ],
      [
        `search=${m}&date_from=2001-03-03&user_id=${bob.id}`,
        (r) => r.created_at >= '2001-03-03' && r.user_id === bob.id,
      ],
      [
        `search=${m}&event=${m}_created&date_to=2001-03-01`,
        (r) => r.event === `${m}_created` && r.created_at < '2001-03-02',
      ],
    ];
    for (const [query, match] of combos) {
      expect(await allPages(query), query).toEqual(ids(newestFirst(rows.filter(match))));
    }
    expect((await logs(`event=${m}_created&user_id=${bob.id}&school_id=${school.id}`)).logs).toEqual([]);
  });

  it('searches description, event, IP and the user’s name and e-mail, ignoring case', async () => {
    const cases: [string, (r: Row) => boolean][] = [
      // The description holds the date; the event holds the marker.
      ['2001-03-05', (r) => r.description.includes('2001-03-05')],
      [`${m.toUpperCase()}_UPDATED`, (r) => r.event === `${m}_updated`],
      ['10.9.0.6', (r) => r.ip_address === '10.9.0.6'],
      [`alice ${m}`, (r) => r.user_id === alice.id],
      [alice.email.toUpperCase(), (r) => r.user_id === alice.id],
    ];
    for (const [term, match] of cases) {
      const found = await logs(`search=${encodeURIComponent(term)}&per_page=100`);
      expect(ours(found.logs), term).toEqual(ids(newestFirst(rows.filter(match))));
    }
    // Wildcards are literal, and a term nobody wrote matches nothing.
    expect((await logs(`search=${m}%25zz`)).logs).toEqual([]);
    expect((await logs('search=nothing-like-this-anywhere')).pagination).toMatchObject({
      total: 0,
      last_page: 1,
    });
  });

  it('matches a one- or two-character term against the start of the event', async () => {
    const event = `q${m}`;
    const row = await insertAudit(t.db, { event, created_at: '2001-04-01T00:00:00.000Z' });
    const found = await allPages(`search=q${m[0]}&date_from=2001-04-01&date_to=2001-04-01`);
    expect(found).toEqual([row.id]);
  });

  it('answers each entry with its parsed properties, user and school, and a deleted user as null', async () => {
    const gone = await createUser(t.db, { roles: ['teacher'] });
    const properties = { before: { name: 'Old' }, after: { name: 'New' } };
    const full = await insertAudit(t.db, {
      event: `${m}_shape`,
      user_id: alice.id,
      school_id: school.id,
      created_at: '2001-05-01T00:00:00.000Z',
      properties: JSON.stringify(properties),
    });
    const orphan = await insertAudit(t.db, {
      event: `${m}_shape`,
      user_id: gone.id,
      school_id: 999_999,
      created_at: '2001-05-02T00:00:00.000Z',
      ip_address: null,
      user_agent: null,
    });
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    const { logs: listed } = await logs(`event=${m}_shape`);
    expect(listed).toEqual([
      {
        id: orphan.id,
        event: `${m}_shape`,
        description: orphan.description,
        ip_address: null,
        user_agent: null,
        created_at: orphan.created_at,
        properties: null,
        user_id: gone.id,
        user: null,
        school_id: 999_999,
        school: null,
      },
      {
        id: full.id,
        event: `${m}_shape`,
        description: full.description,
        ip_address: '192.0.2.1',
        user_agent: 'TestAgent/1.0',
        created_at: full.created_at,
        properties,
        user_id: alice.id,
        user: { id: alice.id, name: alice.name, email: alice.email },
        school_id: school.id,
        school: { id: school.id, name: school.name },
      },
    ]);
  });
});

describe('GET /api/superadmin/audit/logs: pages and dates', () => {
  it('pages 15 at a time by default, newest first, ties by id, without repeats', async () => {
    const event = marker('page');
    const rows: Row[] = [];
    for (let i = 0; i < 40; i++) {
      // Pairs share a timestamp: the id orders them.
      const created_at = new Date(Date.UTC(2003, 0, 1) + Math.floor(i / 2) * 60_000).toISOString();
      rows.push(await insertAudit(t.db, { event, created_at }));
    }
    const expected = ids(newestFirst(rows));
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const data = await logs(`event=${event}&page=${page}`);
      expect(data.pagination).toEqual({
        total: 40,
        total_is_lower_bound: false,
        per_page: 15,
        current_page: page,
        last_page: 3,
      });
      seen.push(...ids(data.logs));
    }
    expect(seen).toEqual(expected);
    expect((await logs(`event=${event}&page=4`)).logs).toEqual([]);
    const big = await logs(`event=${event}&per_page=100`);
    expect(ids(big.logs)).toEqual(expected);
  });

  it('takes whole days of the platform timezone, both ends included', async () => {
    const event = marker('days');
    // Either side of UTC's midnights and of the zone's (18:30 UTC in Kolkata).
    const at = [
      '2004-05-09T18:29:59.999Z',
      '2004-05-09T18:30:00.000Z',
      '2004-05-09T23:59:59.999Z',
      '2004-05-10T00:00:00.000Z',
      '2004-05-10T12:00:00.000Z',
      '2004-05-10T23:59:59.999Z',
      '2004-05-11T00:00:00.000Z',
      '2004-05-12T18:29:59.999Z',
      '2004-05-12T18:30:00.000Z',
      '2004-05-12T23:59:59.999Z',
    ];
    const rows: Row[] = [];
    for (const created_at of at) rows.push(await insertAudit(t.db, { event, created_at }));
    const within = (from: string | null, to: string | null) =>
      ids(
        newestFirst(
          rows.filter((r) => (from === null || dayOfRow(r) >= from) && (to === null || dayOfRow(r) <= to)),
        ),
      );
    for (const [from, to] of [
      ['2004-05-10', '2004-05-10'],
      ['2004-05-10', '2004-05-11'],
      ['2004-05-11', null],
      [null, '2004-05-10'],
      ['2004-05-09', '2004-05-12'],
    ] as const) {
      const query = `event=${event}${from ? `&date_from=${from}` : ''}${to ? `&date_to=${to}` : ''}`;
      expect(await allPages(query), query).toEqual(within(from, to));
    }
    expect(await allPages(`event=${event}&date_from=2004-05-10&date_to=2004-05-10`)).toHaveLength(4);
  });

  it('answers 422 when the range ends before it starts, 400 for a date that is not one', async () => {
    for (const url of ['/api/superadmin/audit/logs', '/api/superadmin/audit/logs/export']) {
      const before = await lastAuditId(t.db);
      const res = await get(`${url}?date_from=2024-05-02&date_to=2024-05-01`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: 'To date must be a date after or equal to from date.',
        errors: { date_to: ['To date must be a date after or equal to from date.'] },
      });
      expect(await lastAuditId(t.db)).toBe(before);
      for (const bad of ['date_from=2024-02-30', 'date_to=yesterday', 'date_from=2024-5-1']) {
        const malformed = await get(`${url}?${bad}`);
        expect(malformed.statusCode, bad).toBe(400);
        expect(malformed.json().message).toBe(BAD_REQUEST_MESSAGE);
      }
    }
  });

  it('refuses bad pages and ids like every list', async () => {
    for (const query of ['page=0', 'per_page=101', 'user_id=abc', 'school_id=-1']) {
      expect((await get(`/api/superadmin/audit/logs?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/superadmin/audit/logs/export', () => {
  it('downloads the whole filtered trail as CSV in list order, audited as data_export', async () => {
    const event = marker('exp');
    const user = await createUser(t.db, { roles: ['teacher'], name: 'Csv Person' });
    const rows: Row[] = [];
    for (let i = 0; i < 520; i++) {
      rows.push(
        await insertAudit(t.db, {
          event,
          user_id: i % 2 ? user.id : null,
          created_at: new Date(Date.UTC(2005, 0, 1) + Math.floor(i / 3) * 1000).toISOString(),
          properties: i === 0 ? JSON.stringify({ after: { name: '=cmd' } }) : null,
          description: i === 1 ? '=HYPERLINK("x")' : `Row ${i}`,
        }),
      );
    }
    const before = await lastAuditId(t.db);
    const res = await get(`/api/superadmin/audit/logs/export?event=${event}&date_from=2005-01-01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-logs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = parseCsv(res.body);
    expect(header).toEqual([
      'id',
      `created_at (${TZ})`,
      'event',
      'description',
      'user_id',
      'user_name',
      'user_email',
      'school_id',
      'school_name',
      'ip_address',
      'user_agent',
      'properties',
    ]);
    expect(lines.map((l) => Number(l[0]))).toEqual(ids(newestFirst(rows)));
    const byId = new Map(lines.map((l) => [Number(l[0]), l]));
    expect(byId.get(rows[1]!.id)!.slice(3, 7)).toEqual([
      '\'=HYPERLINK("x")',
      String(user.id),
      'Csv Person',
      user.email,
    ]);
    expect(JSON.parse(byId.get(rows[0]!.id)![11]!)).toEqual({ after: { name: '=cmd' } });

    const [entry] = await auditsOfEvent(t.db, 'data_export', before);
    expect(entry).toMatchObject({
      user_id: superadminId,
      properties: { resource: 'audit logs', filters: { event, date_from: '2005-01-01' } },
    });
  });
});

describe('who may read the trail', () => {
  it('answers 401 without a session and 403 to a school admin or a role without the permission', async () => {
    const { user: admin } = await createSchoolAdmin(t.db);
    const adminToken = await mintToken(t.db, admin.id);
    const perms = await permissionIds(t.db);
    const holderOf = async (name: string, permissions: string[]) => {
      const res = await call(t.app, sa, {
        method: 'POST',
        url: '/api/superadmin/roles',
        payload: { name, permission_ids: permissions.map((p) => perms[p]) },
      });
      expect(res.statusCode).toBe(201);
      return mintToken(t.db, (await createUser(t.db, { roles: [name] })).id);
    };
    const exporter = await holderOf(`exporter_${marker()}`, ['audit_export', 'dashboard_view']);
    const viewer = await holderOf(`viewer_${marker()}`, ['audit_view']);
    const user = await createUser(t.db, { roles: ['teacher'] });
    const school = await createSchool(t.db);
    const reads = [
      '/api/superadmin/audit/logs',
      '/api/superadmin/audit/activity',
      `/api/superadmin/audit/users/${user.id}/activity`,
      `/api/superadmin/audit/schools/${school.id}/activity`,
    ];
    for (const url of [...reads, '/api/superadmin/audit/logs/export']) {
      expect((await get(url, null)).json(), url).toEqual(UNAUTHENTICATED);
      const refused = await get(url, adminToken);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
    }
    for (const url of reads) {
      expect((await get(url, exporter)).statusCode, url).toBe(403);
      expect((await get(url, viewer)).statusCode, url).toBe(200);
    }
    expect((await get('/api/superadmin/audit/logs/export', viewer)).statusCode).toBe(403);
    expect((await get('/api/superadmin/audit/logs/export', exporter)).statusCode).toBe(200);
  });

  it('has no route that edits or deletes an entry', () => {
    const writes = t.app.routeAccess.filter((r) => r.url.includes('/audit') && r.method !== 'GET');
    expect(writes).toEqual([]);
  });
});

describe('a user’s and a school’s activity', () => {
  it('pages and counts the entries a user made within the window, and no older one', async () => {
    const user = await createUser(t.db, { roles: ['teacher'] });
    const other = await createUser(t.db, { roles: ['teacher'] });
    const rows: Row[] = [];
    const plan: [string, number][] = [
      ['user_login', 0],
      ['user_login', -1],
      ['user_updated', -3],
      ['user_login', -40],
      ['data_export', -6],
    ];
    for (const [event, offset] of plan) {
      for (const user_id of [user.id, other.id]) {
        const row = await insertAudit(t.db, {
          event,
          user_id,
          created_at: localAt(localDay(offset), '06:00:00'),
        });
        if (user_id === user.id) rows.push(row);
      }
    }
    for (let i = 0; i < 15; i++) {
      rows.push(
        await insertAudit(t.db, {
          event: 'user_logout',
          user_id: user.id,
          created_at: localAt(localDay(i % 2 === 0 ? -2 : -100), `00:00:0${i % 10}`),
        }),
      );
    }
    // The last instant before the window: outside it by a millisecond.
    rows.push(
      await insertAudit(t.db, {
        event: 'user_updated',
        user_id: user.id,
        created_at: new Date(Date.parse(localAt(localDay(-6), '00:00:00')) - 1).toISOString(),
      }),
    );
    const res = await get(`/api/superadmin/audit/users/${user.id}/activity?days=7&per_page=10`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.subject).toEqual({ id: user.id, name: user.name, email: user.email });
    const inWindow = rows.filter((r) => r.created_at >= localAt(localDay(-6), '00:00:00'));
    expect(inWindow.length).toBeGreaterThan(10);
    expect(inWindow.length).toBeLessThan(rows.length);
    const counts = new Map<string, number>();
    for (const r of inWindow) counts.set(r.event, (counts.get(r.event) ?? 0) + 1);
    expect(data.days).toBe(7);
    expect(data.total_events).toBe(inWindow.length);
    expect(data.events_by_type).toEqual(
      [...counts]
        .map(([event, count]) => ({ event, count }))
        .sort((a, b) => b.count - a.count || a.event.localeCompare(b.event)),
    );
    expect(ids(data.logs)).toEqual(ids(newestFirst(inWindow)).slice(0, 10));
    expect(data.pagination).toMatchObject({ total: inWindow.length, per_page: 10, last_page: 2 });
    const second = (
      await get(`/api/superadmin/audit/users/${user.id}/activity?days=7&per_page=10&page=2`)
    ).json().data;
    expect(ids(second.logs)).toEqual(ids(newestFirst(inWindow)).slice(10));
  });

  it('pages and counts the entries naming a school within the window (30 days by default)', async () => {
    const school = await createSchool(t.db);
    const rows: Row[] = [];
    for (const [event, offset] of [
      ['school_updated', 0],
      ['class_created', -2],
      ['class_created', -2],
      ['user_login', -31],
    ] as const) {
      rows.push(
        await insertAudit(t.db, {
          event,
          school_id: school.id,
          created_at: localAt(localDay(offset), '12:00:00'),
        }),
      );
    }
    await insertAudit(t.db, {
      event: 'class_created',
      school_id: null,
      created_at: localAt(localDay(0), '12:00:00'),
    });
    const data = (await get(`/api/superadmin/audit/schools/${school.id}/activity`)).json().data;
    expect(data.subject).toEqual({ id: school.id, name: school.name, code: school.code });
    expect(data.days).toBe(30);
    expect(data.events_by_type).toEqual([
      { event: 'class_created', count: 2 },
      { event: 'school_updated', count: 1 },
    ]);
    expect(data.total_events).toBe(3);
    const inWindow = rows.filter((r) => r.created_at >= localAt(localDay(-29), '00:00:00'));
    expect(inWindow).toHaveLength(3);
    expect(ids(data.logs)).toEqual(ids(newestFirst(inWindow)));
    expect(data.pagination).toMatchObject({ total: 3 });
  });

  it('answers 404 for a user or school that does not exist', async () => {
    const user = await createUser(t.db, { roles: ['teacher'] });
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    const school = await createSchool(t.db);
    await t.db.deleteFrom('schools').where('id', '=', school.id).execute();
    for (const [url, message] of [
      [`/api/superadmin/audit/users/${user.id}/activity`, 'User not found.'],
      [`/api/superadmin/audit/schools/${school.id}/activity`, 'School not found.'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message });
    }
  });
});

describe('GET /api/superadmin/audit/activity', () => {
  // A database of its own, so that every row the figures count is one this test inserted.
  let f: TestApp;
  let token: string;
  beforeAll(async () => {
    f = await createTestApp();
  });
  afterAll(() => f.close());

  it('counts the window’s entries, days, users and schools from the rows alone', async () => {
    const now = Date.now();
    const at = (offset: number, time: string) => localAt(localDay(offset, now), time);
    const viewer = await createUser(f.db, { roles: ['superadmin'] });
    token = await mintToken(f.db, viewer.id);
    const users: { id: number; created_at: string }[] = [{ id: viewer.id, created_at: viewer.created_at }];
    for (const offset of [0, 0, -1, -5, -29, -30, -45]) {
      const u = await createUser(f.db, { roles: ['teacher'] });
      const created_at = at(offset, '10:00:00');
      await f.db.updateTable('users').set({ created_at }).where('id', '=', u.id).execute();
      users.push({ id: u.id, created_at });
    }
    const schools: { id: number; created_at: string }[] = [];
    for (const offset of [0, -3, -29, -30]) {
      const s = await createSchool(f.db, { created_at: at(offset, '09:00:00') });
      schools.push({ id: s.id, created_at: s.created_at });
    }
    const [u1, u2, u3, u4] = users.slice(1).map((u) => u.id);
    const [s1, s2] = schools.map((s) => s.id);
    const rows: Row[] = [];
    const plan: [string, number | null, number | null, number, string][] = [
      ['user_login', u1!, s1!, 0, '08:00:00'],
      ['user_login', u1!, s1!, 0, '09:00:00'],
      ['user_login', u2!, null, 0, '10:00:00'],
      ['login_failed', null, null, 0, '11:00:00'],
      ['login_failed', u3!, null, -1, '11:00:00'],
      ['user_logout', u2!, null, -1, '12:00:00'],
      ['school_updated', u1!, s2!, -1, '13:00:00'],
      ['data_export', u4!, null, -2, '14:00:00'],
      ['user_suspended', u4!, null, -6, '15:00:00'],
      ['role_assigned', u4!, null, -6, '15:30:00'],
      ['user_login', u3!, s2!, -29, '00:00:00'],
      ['class_created', u3!, s2!, -29, '23:59:59'],
      // Outside the window: the day before its first.
      ['user_login', u1!, s1!, -30, '23:59:59'],
      ['login_failed', null, null, -30, '12:00:00'],
    ];
    for (const [event, user_id, school_id, offset, time] of plan) {
      rows.push(await insertAudit(f.db, { event, user_id, school_id, created_at: at(offset, time) }));
    }
    const res = await call(f.app, token, { method: 'GET', url: '/api/superadmin/audit/activity' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // Computed the other way round from the rows: day by day over 30 days of the zone ending today.
    const days = Array.from({ length: 30 }, (_, i) => localDay(i - 29, now));
    const since = localAt(days[0]!, '00:00:00');
    const inWindow = rows.filter((r) => r.created_at >= since);
    const count = (event: string) => inWindow.filter((r) => r.event === event).length;
    expect(data.days).toBe(30);
    expect(data.date_from).toBe(days[0]);
    expect(data.date_to).toBe(days[29]);
    expect(data.summary).toEqual({
      total_events: inWindow.length,
      logins: count('user_login'),
      failed_logins: count('login_failed'),
      exports: count('data_export'),
      changes:
        inWindow.length -
        count('user_login') -
        count('user_logout') -
        count('login_failed') -
        count('data_export'),
    });
    expect(data.daily_activity).toEqual(
      days.map((date) => {
        const that = inWindow.filter((r) => dayOfRow(r) === date);
        return {
          date,
          day_name: weekdayName(date),
          active_users: new Set(that.filter((r) => r.user_id !== null).map((r) => r.user_id)).size,
          new_registrations: users.filter((u) => dayOfRow(u) === date).length,
          school_logins: that.filter((r) => r.event === 'user_login' && r.school_id !== null).length,
        };
      }),
    );
    const today = inWindow.filter((r) => dayOfRow(r) === days[29]);
    expect(data.user_activity).toEqual({
      daily_active_users: new Set(today.filter((r) => r.user_id !== null).map((r) => r.user_id)).size,
      new_users: users.filter((u) => u.created_at >= since).length,
    });
    expect(data.school_activity).toEqual({
      new_schools: schools.filter((s) => s.created_at >= since).length,
      active_schools_today: new Set(today.filter((r) => r.school_id !== null).map((r) => r.school_id)).size,
    });
    const security = ['login_failed', 'user_suspended', 'role_assigned'];
    expect(ids(data.security_events)).toEqual(
      ids(newestFirst(inWindow.filter((r) => security.includes(r.event)))),
    );
    const byType = new Map<string, number>();
    for (const r of inWindow) byType.set(r.event, (byType.get(r.event) ?? 0) + 1);
    expect(data.events_by_type).toEqual(
      [...byType]
        .map(([event, c]) => ({ event, count: c }))
        .sort((a, b) => b.count - a.count || a.event.localeCompare(b.event)),
    );
  });

  it('lists the latest 20 security entries of all their events together, each event read on its own', async () => {
    // Runs after the test above: its entries are in the window too, and counted here.
    const now = Date.now();
    const since = localAt(localDay(-29, now), '00:00:00');
    const before = await f.db.selectFrom('audit_logs').selectAll().where('created_at', '>=', since).execute();
    const rows: Row[] = before.map((r) => ({ ...r }));
    // More than 20 of each of three events, interleaved, some at the same instant (ties by id),
    // and a newer entry of an event that is not a security event.
    const events = ['login_failed', 'password_changed', 'user_suspended'];
    for (let i = 0; i < 25; i++) {
      for (const [n, event] of events.entries()) {
        const created_at = localAt(localDay(-(i % 5), now), `0${n}:${String(10 + i).padStart(2, '0')}:00`);
        rows.push(await insertAudit(f.db, { event, created_at }));
        if (i % 7 === 0) rows.push(await insertAudit(f.db, { event, created_at }));
      }
    }
    rows.push(await insertAudit(f.db, { event: 'user_login', created_at: new Date(now).toISOString() }));
    const res = await call(f.app, token, { method: 'GET', url: '/api/superadmin/audit/activity' });
    expect(res.statusCode, res.body).toBe(200);
    const security: readonly string[] = SECURITY_EVENTS;
    const expected = newestFirst(rows.filter((r) => security.includes(r.event))).slice(0, 20);
    expect(ids(res.json().data.security_events)).toEqual(ids(expected));
    // All three events reach the list: it is one order over them, not 20 of the first event.
    expect(new Set(expected.map((r) => r.event)).size).toBeGreaterThan(1);
  });

  it('takes a window of 1 to 90 days', async () => {
    const one = await call(f.app, token, { method: 'GET', url: '/api/superadmin/audit/activity?days=1' });
    expect(one.json().data.daily_activity).toHaveLength(1);
    const ninety = await call(f.app, token, { method: 'GET', url: '/api/superadmin/audit/activity?days=90' });
    expect(ninety.json().data.daily_activity).toHaveLength(90);
    for (const days of ['0', '91', 'x']) {
      const res = await call(f.app, token, {
        method: 'GET',
        url: `/api/superadmin/audit/activity?days=${days}`,
      });
      expect(res.statusCode, days).toBe(400);
    }
  });
});
