import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/connect';
import { localDate } from '../../src/lib/calendar';
import { isoMinutesAgo, isoNow } from '../../src/lib/time';
import { createSchoolAdmin, createUser } from '../helpers/factories';
import { mintToken } from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { resetSettings } from '../helpers/settings';
import { auditsOfEvent, call, lastAuditId, parseCsv } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Bulk exports are watched (issue 29). Every list's Export is counted before a row is sent and
 * admitted against the rows the same account exported in the last hour (security setting
 * export_rows_per_hour): past it the answer is 429 with Retry-After and the wait in the message,
 * and no part of the file; one export larger than the whole limit is 422 (narrow the filters).
 * The count is per account, shared by every API node and strict under parallel exports; a changed
 * setting applies to the next export. An account whose rows of the day pass
 * export_notice_rows_per_day gets every active superadmin one e-mail, once that day. Time is moved
 * by ageing the ledger's rows, as the other window tests age theirs.
 */
let t: TestApp;
let sa: string;
let superadminId: number;
let frenchSuperadmin: { id: number; email: string };
let suspendedSuperadmin: { email: string };
let admin: SchoolAdminSession;
let adminName: string;
let adminEmail: string;
let schoolName: string;

/** The subjects of the admin's school, by the name they start with (each search finds one kind). */
const SUBJECTS = { Alpha: 500, Beta: 100, Gamma: 450 } as const;
type Kind = keyof typeof SUBJECTS;

const SECURITY = {
  password_min_length: 8,
  require_special_chars: false,
  session_timeout: 60,
  max_login_attempts: 5,
  two_factor_auth: false,
  export_rows_per_hour: 1_000,
  export_notice_rows_per_day: 100_000,
};

beforeAll(async () => {
  t = await createTestApp();
  const root = await createUser(t.db, { roles: ['superadmin'], name: 'Root Admin' });
  superadminId = root.id;
  sa = await mintToken(t.db, root.id);
  const french = await createUser(t.db, { roles: ['superadmin'], name: 'Amélie Racine', language: 'fr' });
  frenchSuperadmin = { id: french.id, email: french.email };
  const suspended = await createUser(t.db, { roles: ['superadmin'], status: 'suspended' });
  suspendedSuperadmin = { email: suspended.email };
  admin = await schoolAdminSession(t.db);
  const user = await t.db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', admin.userId)
    .executeTakeFirstOrThrow();
  adminName = user.name;
  adminEmail = user.email!;
  schoolName = (
    await t.db.selectFrom('schools').select('name').where('id', '=', admin.schoolId).executeTakeFirstOrThrow()
  ).name;
  const now = isoNow();
  for (const [kind, count] of Object.entries(SUBJECTS)) {
    await t.db
      .insertInto('subjects')
      .values(
        Array.from({ length: count }, (_, i) => ({
          school_id: admin.schoolId,
          name: `${kind} ${String(i + 1).padStart(3, '0')}`,
          code: null,
          description: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.deleteFrom('data_exports').execute();
  await t.db.deleteFrom('mail_outbox').execute();
  await resetSettings(t.db);
});

async function saveSecurity(changes: Partial<typeof SECURITY> = {}) {
  const res = await call(t.app, sa, {
    method: 'PUT',
    url: '/api/superadmin/settings/security',
    payload: { ...SECURITY, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The admin's subjects export: every subject whose name starts with `kind`, or all of them. */
function exportSubjects(kind: Kind | 'all' | 'None', token = admin.token, app: FastifyInstance = t.app) {
  const query = kind === 'all' ? '' : `?search=${kind}`;
  return call(app, token, { method: 'GET', url: `/api/school/subjects/export${query}` });
}

/** The rows of a CSV answer (without its header). */
const rowsOf = (body: string) => parseCsv(body).length - 1;

async function expectExported(res: Awaited<ReturnType<typeof exportSubjects>>, rows: number) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(rowsOf(res.body)).toBe(rows);
}

/** The answer to an export past the hourly limit: JSON, no part of any file, the wait told. */
function expectHeld(res: Awaited<ReturnType<typeof exportSubjects>>, rows: number, limit = 1_000) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(429);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['content-disposition']).toBeUndefined();
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  expect(res.json()).toEqual({
    success: false,
    message: `Exports are limited to ${limit.toLocaleString('en')} rows an hour per account, and this export of ${rows.toLocaleString('en')} rows would pass that. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  });
  return retryAfter;
}

/** The account's ledger, oldest first. */
const ledger = (userId = admin.userId) =>
  t.db
    .selectFrom('data_exports')
    .select(['id', 'rows', 'resource'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/** Moves the account's exports (or the given ones) `minutes` into the past. */
async function age(minutes: number, ids?: number[], userId = admin.userId) {
  await t.db
    .updateTable('data_exports')
    .set({ created_at: isoMinutesAgo(minutes) })
    .where('user_id', '=', userId)
    .$if(ids !== undefined, (q) => q.where('id', 'in', ids!))
    .execute();
}

const mails = () =>
  t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body']).orderBy('id').execute();

describe('the hourly limit', () => {
  it('lets exports through up to the limit, then answers 429 with the wait before any row, audited', async () => {
    await saveSecurity();
    const before = await lastAuditId(t.db);
    await expectExported(await exportSubjects('Alpha'), 500);
    await expectExported(await exportSubjects('Alpha'), 500);
    // Exactly at the limit: an export of no rows still goes out, a header alone.
    await expectExported(await exportSubjects('None'), 0);

    const held = await exportSubjects('Beta');
    const retryAfter = expectHeld(held, 100);
    // The oldest export leaves the window an hour after it was sent (less the time taken here).
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect((await ledger()).map((e) => e.rows)).toEqual([500, 500, 0]);

    expect((await auditsOfEvent(t.db, 'data_export', before)).map((e) => [e.user_id, e.properties])).toEqual([
      [admin.userId, { resource: 'subjects', filters: { search: 'Alpha' }, rows: 500 }],
      [admin.userId, { resource: 'subjects', filters: { search: 'Alpha' }, rows: 500 }],
      [admin.userId, { resource: 'subjects', filters: { search: 'None' }, rows: 0 }],
    ]);
    const refused = await auditsOfEvent(t.db, 'export_limit_reached', before);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      user_id: admin.userId,
      school_id: admin.schoolId,
      description:
        'Subjects export refused: 100 rows on top of 1000 exported in the last hour pass the limit of 1000',
      properties: {
        resource: 'subjects',
        filters: { search: 'Beta' },
        reason: 'hourly_limit',
        rows: 100,
        rows_last_hour: 1_000,
        limit: 1_000,
        retry_after: retryAfter,
      },
    });
    expect(refused[0]!.ip_address).toBeTruthy();
  });

  it('tells the wait until enough rows have left the window, and lets the export through once they have', async () => {
    await saveSecurity();
    await expectExported(await exportSubjects('Beta'), 100);
    await expectExported(await exportSubjects('Alpha'), 500);
    await expectExported(await exportSubjects('Beta'), 100);
    const [first, second, third] = await ledger();
    await age(50, [first!.id]);
    await age(30, [second!.id]);
    await age(10, [third!.id]);
    // 700 rows in the window; 500 more need 200 of them gone: the first export's 100 are not
    // enough, the second's 500 are, and it leaves the window in 30 minutes.
    const retryAfter = expectHeld(await exportSubjects('Alpha'), 500);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect(retryAfter).toBeGreaterThan(29 * 60);
    // 100 more fit now: the window holds 700 of 1,000.
    await expectExported(await exportSubjects('Beta'), 100);

    // An hour later every export has left the window.
    await age(61);
    await expectExported(await exportSubjects('Alpha'), 500);
    await expectExported(await exportSubjects('Alpha'), 500);
    expectHeld(await exportSubjects('Beta'), 100);
  });

  it('holds one account only: other accounts, of any school or the platform, export as before', async () => {
    await saveSecurity();
    await expectExported(await exportSubjects('Alpha'), 500);
    await expectExported(await exportSubjects('Alpha'), 500);
    expectHeld(await exportSubjects('Beta'), 100);

    const other = await schoolAdminSession(t.db);
    const res = await exportSubjects('all', other.token);
    await expectExported(res, 0);
    const permissions = await call(t.app, sa, { method: 'GET', url: '/api/superadmin/permissions/export' });
    expect(permissions.statusCode).toBe(200);
    expect((await ledger(superadminId)).map((e) => e.resource)).toEqual(['permissions']);

    // The same account is held whichever list it exports.
    const created = await call(t.app, admin.token, {
      method: 'POST',
      url: '/api/school/academic-years',
      payload: { name: '2030-31', start_date: '2030-04-01', end_date: '2031-03-31' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const years = await t.db
      .selectFrom('academic_years')
      .select('id')
      .where('school_id', '=', admin.schoolId)
      .execute();
    expectHeld(
      await call(t.app, admin.token, { method: 'GET', url: '/api/school/academic-years/export' }),
      years.length,
    );
  });

  it('applies a changed limit to the next export', async () => {
    await saveSecurity();
    await expectExported(await exportSubjects('Alpha'), 500);
    await expectExported(await exportSubjects('Alpha'), 500);
    expectHeld(await exportSubjects('Beta'), 100);
    await saveSecurity({ export_rows_per_hour: 2_000 });
    await expectExported(await exportSubjects('Beta'), 100);
    await saveSecurity({ export_rows_per_hour: 1_000 });
    expectHeld(await exportSubjects('Beta'), 100);
    // Back to the default (50,000): the rows already sent stay counted, far below it.
    await resetSettings(t.db);
    await expectExported(await exportSubjects('Alpha'), 500);
  });

  it('refuses one export larger than the whole limit with 422, asking for narrower filters, and counts nothing', async () => {
    await saveSecurity();
    const before = await lastAuditId(t.db);
    const res = await exportSubjects('all');
    expect(res.statusCode).toBe(422);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({
      success: false,
      message:
        'This export holds more than 1,000 rows, the most one account may export in an hour. Narrow the filters and export the list in parts.',
    });
    expect(await ledger()).toEqual([]);
    expect((await auditsOfEvent(t.db, 'export_limit_reached', before)).map((e) => e.properties)).toEqual([
      {
        resource: 'subjects',
        filters: {},
        reason: 'too_large',
        rows: null,
        rows_last_hour: 0,
        limit: 1_000,
        retry_after: null,
      },
    ]);
    expect(await auditsOfEvent(t.db, 'data_export', before)).toEqual([]);
    // Narrowed, the same list goes out in parts.
    await expectExported(await exportSubjects('Alpha'), 500);
    await expectExported(await exportSubjects('Gamma'), 450);
  });
});

describe('the count, shared and strict', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // A second API node on the same database, with a connection (pool) of its own.
    other = await buildApp(t.config, { db: connect(t.config.database) });
    await other.ready();
  });
  afterAll(() => other.close());

  it('holds across API nodes: rows exported through either count on both', async () => {
    await saveSecurity();
    await expectExported(await exportSubjects('Alpha', admin.token, t.app), 500);
    await expectExported(await exportSubjects('Alpha', admin.token, other), 500);
    for (const node of [t.app, other]) expectHeld(await exportSubjects('Beta', admin.token, node), 100);
  });

  it('lets no more than the limit through exports sent in parallel', { timeout: 60_000 }, async () => {
    await saveSecurity();
    // Several nodes are a PostgreSQL deployment; SQLite is one node with one connection.
    const nodes = t.engine === 'postgres' ? [t.app, other] : [t.app];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => exportSubjects('Alpha', admin.token, nodes[i % nodes.length])),
      );
      const passed = answers.filter((a) => a.statusCode === 200);
      expect(passed, `round ${round}`).toHaveLength(2);
      for (const res of passed) expect(rowsOf(res.body)).toBe(500);
      expect(
        answers.filter((a) => a.statusCode === 429),
        `round ${round}`,
      ).toHaveLength(4);
      expect((await ledger()).reduce((sum, e) => sum + e.rows, 0)).toBe(1_000);
      await t.db.deleteFrom('data_exports').execute();
    }
  });
});

describe('the notice to the superadmins', () => {
  it('e-mails each active superadmin once, in their language, when an account passes the day’s threshold', async () => {
    await saveSecurity({ export_rows_per_hour: 100_000, export_notice_rows_per_day: 1_000 });
    const before = await lastAuditId(t.db);
    await expectExported(await exportSubjects('Alpha'), 500);
    await expectExported(await exportSubjects('Alpha'), 500);
    // 1,000 rows: at the threshold, not past it.
    expect(await mails()).toEqual([]);

    await expectExported(await exportSubjects('Beta'), 100);
    const today = localDate(new Date(), 'Asia/Kolkata');
    const sent = await mails();
    expect(sent.map((m) => m.to_address).sort()).toEqual(
      [frenchSuperadmin.email, (await superadminEmail())!].sort(),
    );
    expect(sent.map((m) => m.to_address)).not.toContain(suspendedSuperadmin.email);
    const english = sent.find((m) => m.to_address !== frenchSuperadmin.email)!;
    expect(english.subject).toBe(`Schoolwise: ${adminName} exported 1,100 rows today`);
    expect(english.body).toContain('Hello Root Admin,');
    expect(english.body).toContain(
      `${adminName} <${adminEmail}> (${schoolName}) has exported 1,100 rows of data today (${today}), past the daily notice threshold of 1,000 rows of the security settings.`,
    );
    expect(english.body).toContain(`The latest export: subjects-${today}.csv, 100 rows, at `);
    expect(english.body).toContain(
      `http://school.test/superadmin/audit-logs?user_id=${admin.userId}&date_from=${today}`,
    );
    const french = sent.find((m) => m.to_address === frenchSuperadmin.email)!;
    expect(french.subject).toMatch(
      new RegExp(`^Schoolwise : ${adminName} a exporté 1\\s100 lignes aujourd’hui$`),
    );
    expect(french.body).toContain('Bonjour Amélie Racine,');

    const notices = await auditsOfEvent(t.db, 'export_threshold_passed', before);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      user_id: admin.userId,
      school_id: admin.schoolId,
      properties: {
        date: today,
        rows_today: 1_100,
        threshold: 1_000,
        notified: [superadminId, frenchSuperadmin.id].sort((a, b) => a - b),
      },
    });

    // Further exports that day tell nobody again.
    await expectExported(await exportSubjects('Alpha'), 500);
    await expectExported(await exportSubjects('Gamma'), 450);
    expect(await mails()).toHaveLength(2);
    expect(await auditsOfEvent(t.db, 'export_threshold_passed', before)).toHaveLength(1);

    // The next day counts afresh, and tells once again.
    await age(25 * 60);
    await expectExported(await exportSubjects('Alpha'), 500);
    await expectExported(await exportSubjects('Alpha'), 500);
    expect(await mails()).toHaveLength(2);
    await expectExported(await exportSubjects('Beta'), 100);
    expect(await mails()).toHaveLength(4);
    expect(await auditsOfEvent(t.db, 'export_threshold_passed', before)).toHaveLength(2);
  });

  it('counts the day per account: another account’s exports neither add to it nor are told for it', async () => {
    await saveSecurity({ export_rows_per_hour: 100_000, export_notice_rows_per_day: 1_000 });
    const { user, school } = await createSchoolAdmin(t.db);
    const token = await mintToken(t.db, user.id);
    await t.db
      .insertInto('subjects')
      .values(
        Array.from({ length: 600 }, (_, i) => ({
          school_id: school.id,
          name: `Delta ${i}`,
          code: null,
          description: null,
          created_at: isoNow(),
          updated_at: isoNow(),
        })),
      )
      .execute();
    await expectExported(await exportSubjects('all', token), 600);
    await expectExported(await exportSubjects('Alpha'), 500);
    await expectExported(await exportSubjects('Alpha'), 500);
    expect(await mails()).toEqual([]);
    await expectExported(await exportSubjects('all', token), 600);
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent.map((m) => m.subject)).toContain(`Schoolwise: ${user.name} exported 1,200 rows today`);
  });
});

describe('the settings', () => {
  it('hold 50,000 rows an hour and a notice past 100,000 a day until saved', async () => {
    const res = await call(t.app, sa, { method: 'GET', url: '/api/superadmin/settings/security' });
    expect(res.json().data).toMatchObject({
      export_rows_per_hour: 50_000,
      export_notice_rows_per_day: 100_000,
    });
  });

  it('refuses values out of range with 422 naming each field, and keeps what was saved', async () => {
    await saveSecurity({ export_rows_per_hour: 2_000 });
    for (const [limit, threshold] of [
      [999, 10_000_001],
      [10_000_001, 999],
      [1_500.5, '5000'],
      [null, -1],
    ] as const) {
      const res = await call(t.app, sa, {
        method: 'PUT',
        url: '/api/superadmin/settings/security',
        payload: { ...SECURITY, export_rows_per_hour: limit, export_notice_rows_per_day: threshold },
      });
      expect(res.statusCode, `${limit} ${threshold}`).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: 'Export limit (rows per user per hour) must be a whole number from 1000 to 10000000.',
        errors: {
          export_rows_per_hour: [
            'Export limit (rows per user per hour) must be a whole number from 1000 to 10000000.',
          ],
          export_notice_rows_per_day: [
            'Export notice threshold (rows per account per day) must be a whole number from 1000 to 10000000.',
          ],
        },
      });
    }
    const { security } = await t.app.access.latest();
    expect(security.export_rows_per_hour).toBe(2_000);
    expect(security.export_notice_rows_per_day).toBe(100_000);
  });
});

async function superadminEmail() {
  return (await t.db.selectFrom('users').select('email').where('id', '=', superadminId).executeTakeFirst())
    ?.email;
}
