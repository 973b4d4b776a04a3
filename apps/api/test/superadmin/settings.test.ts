import {
  EMAIL_SETTINGS_DEFAULTS,
  PLATFORM_CURRENCIES,
  PLATFORM_LANGUAGES,
  PLATFORM_NOTIFICATION_DEFAULTS,
  PLATFORM_NOTIFICATION_FLAGS,
  PLATFORM_SETTINGS_DEFAULTS,
  PLATFORM_TIMEZONES,
} from '@school/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import { snapshot, tableNames } from '../helpers/route-requests';
import { resetSettings } from '../helpers/settings';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { auditsOfEvent, call, consoleSessions, FORBIDDEN, lastAuditId } from '../helpers/superadmin';
import { freePort } from '../helpers/tcp-proxy';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The platform's settings, a group at a time: defaults until saved, each PUT replacing its group
 * under the spec's limits in one audited transaction, the SMTP password never read back. The
 * effects of the settings (sessions, sign-in, maintenance) are in settings-effects.test.ts.
 */
let t: TestApp;
let tables: string[];
let sa: string;
let superadminEmail: string;
let adminToken: string;

beforeAll(async () => {
  // The SMTP sink of these tests listens on 127.0.0.1; settings-smtp-host.test.ts runs without this.
  t = await createTestApp({ SMTP_ALLOW_PRIVATE_HOSTS: 'true' });
  tables = await tableNames(t.db);
  const sessions = await consoleSessions(t.app, t.db);
  sa = sessions.sa;
  superadminEmail = sessions.superadmin.email;
  adminToken = sessions.adminToken;
});
afterAll(() => t.close());
afterEach(() => resetSettings(t.db));

const get = (url: string, token = sa) => call(t.app, token, { method: 'GET', url: `/api/superadmin${url}` });
const put = (group: string, payload: object, token = sa) =>
  call(t.app, token, { method: 'PUT', url: `/api/superadmin/settings/${group}`, payload });

const platform = (overrides: object = {}) => ({
  platform_name: 'Learnwell',
  platform_description: 'Schools of the northern district',
  default_timezone: 'Europe/London',
  default_currency: 'GBP',
  default_language: 'fr',
  maintenance_mode: false,
  ...overrides,
});
const notifications = (overrides: object = {}) => ({
  email_notifications: false,
  admin_notifications: false,
  ...overrides,
});
const security = (overrides: object = {}) => ({
  password_min_length: 12,
  require_special_chars: true,
  session_timeout: 120,
  max_login_attempts: 7,
  two_factor_auth: true,
  export_rows_per_hour: 20_000,
  export_notice_rows_per_day: 250_000,
  ...overrides,
});
const email = (overrides: object = {}) => ({
  smtp_host: 'smtp.example.com',
  smtp_port: 465,
  smtp_username: 'mailer',
  smtp_password: 'S3cret smtp pass!',
  from_name: 'Learnwell',
  from_email: 'no-reply@learnwell.example',
  ...overrides,
});
const VALID = { platform, notifications, security, email } as const;
type Group = keyof typeof VALID;
const GROUPS = Object.keys(VALID) as Group[];

/** Each body sent to the group answers 422 naming exactly these fields; nothing changes. */
async function expectRefused(group: Group, cases: readonly (readonly [object, readonly string[]])[]) {
  const state = await snapshot(t.db, tables);
  for (const [body, fields] of cases) {
    const res = await put(group, body);
    const what = `${group} ${JSON.stringify(body)}`;
    expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
    const answer = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(answer.errors).sort(), what).toEqual([...fields].sort());
    expect(answer.message, what).toBe(Object.values(answer.errors)[0]![0]);
  }
  expect(await snapshot(t.db, tables)).toEqual(state);
}

describe('reading settings', () => {
  it('gives the defaults of spec 01 until a group is saved', async () => {
    const res = await get('/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        platform: PLATFORM_SETTINGS_DEFAULTS,
        notifications: PLATFORM_NOTIFICATION_DEFAULTS,
        // Spec 01 section 9: 8 characters, 60 minutes, 5 attempts; SMTP port 587.
        security: {
          password_min_length: 8,
          require_special_chars: false,
          session_timeout: 60,
          max_login_attempts: 5,
          two_factor_auth: false,
          // Exports (issue 29): 50,000 rows an hour per account, notice past 100,000 in a day.
          export_rows_per_hour: 50_000,
          export_notice_rows_per_day: 100_000,
        },
        email: { ...EMAIL_SETTINGS_DEFAULTS, smtp_port: 587 },
      },
    });
    for (const group of GROUPS) {
      const one = await get(`/settings/${group}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toEqual(res.json().data[group]);
    }
  });

  it('answers 404 for a group that does not exist', async () => {
    for (const url of ['/settings/general', '/settings/smtp', '/settings/security/extra']) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await put(url.replace('/settings/', ''), {})).statusCode, url).toBe(404);
    }
  });

  it('fills in defaults for fields a stored group lacks, and ignores a group that no longer passes', async () => {
    await t.db
      .insertInto('platform_settings')
      .values([
        {
          group: 'platform',
          value: JSON.stringify({ platform_name: 'Old' }),
          updated_at: '2026-01-01T00:00:00.000Z',
        },
        {
          group: 'notifications',
          value: JSON.stringify({ sms_notifications: 'yes' }),
          updated_at: '2026-01-01T00:00:00.000Z',
        },
      ])
      .execute();
    const res = await get('/settings');
    expect(res.json().data.platform).toEqual({ ...PLATFORM_SETTINGS_DEFAULTS, platform_name: 'Old' });
    expect(res.json().data.notifications).toEqual(PLATFORM_NOTIFICATION_DEFAULTS);
  });
});

describe('saving a group', () => {
  it.each(GROUPS)(
    '%s: stores the whole group, answers it with the spec toast, and reads it back',
    async (group) => {
      const body = VALID[group]();
      const res = await put(group, body);
      expect(res.statusCode, res.body).toBe(200);
      const name = {
        platform: 'Platform',
        notifications: 'Notification',
        security: 'Security',
        email: 'Email',
      }[group];
      // The e-mail group answers whether a password is set, never the password.
      const { smtp_password: _password, ...mailWithoutPassword } = email();
      const expected = group === 'email' ? { ...mailWithoutPassword, smtp_password_set: true } : body;
      expect(res.json()).toEqual({
        success: true,
        message: `${name} settings saved successfully!`,
        data: expected,
      });
      expect((await get(`/settings/${group}`)).json().data).toEqual(expected);
      expect((await get('/settings')).json().data[group]).toEqual(expected);
    },
  );

  it('trims text and stores a blank optional field as null', async () => {
    const res = await put(
      'platform',
      platform({ platform_name: '  Learnwell  ', platform_description: '   ' }),
    );
    expect(res.json().data).toMatchObject({ platform_name: 'Learnwell', platform_description: null });
    const mail = await put(
      'email',
      email({ smtp_host: ' ', smtp_username: '', from_name: '', from_email: '' }),
    );
    expect(mail.json().data).toMatchObject({
      smtp_host: null,
      smtp_username: null,
      from_name: null,
      from_email: null,
    });
  });

  it('accepts every timezone, currency and language the spec offers', async () => {
    for (const default_timezone of PLATFORM_TIMEZONES) {
      expect((await put('platform', platform({ default_timezone }))).json().data.default_timezone).toBe(
        default_timezone,
      );
    }
    for (const default_currency of PLATFORM_CURRENCIES) {
      expect((await put('platform', platform({ default_currency }))).json().data.default_currency).toBe(
        default_currency,
      );
    }
    for (const default_language of PLATFORM_LANGUAGES) {
      expect((await put('platform', platform({ default_language }))).json().data.default_language).toBe(
        default_language,
      );
    }
    expect(PLATFORM_TIMEZONES).toEqual(['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Asia/Tokyo']);
    expect(PLATFORM_CURRENCIES).toEqual(['INR', 'USD', 'EUR', 'GBP']);
  });

  it('accepts the security limits of spec 01 section 5 at both ends', async () => {
    for (const [field, min, max] of [
      ['password_min_length', 6, 20],
      ['session_timeout', 15, 480],
      ['max_login_attempts', 3, 10],
      ['export_rows_per_hour', 1_000, 10_000_000],
      ['export_notice_rows_per_day', 1_000, 10_000_000],
    ] as const) {
      for (const value of [min, max]) {
        const res = await put('security', security({ [field]: value }));
        expect(res.statusCode, `${field} ${value}`).toBe(200);
        expect(res.json().data[field]).toBe(value);
      }
    }
  });

  it('audits settings_changed with the group, before and after', async () => {
    const before = await lastAuditId(t.db);
    await put('security', security());
    await put('security', security({ session_timeout: 30 }));
    const entries = await auditsOfEvent(t.db, 'settings_changed', before);
    expect(entries.map((e) => [e.description, e.properties])).toEqual([
      [
        'Security settings changed',
        // The first save replaces the defaults of spec 01 section 9.
        {
          group: 'security',
          before: {
            password_min_length: 8,
            require_special_chars: false,
            session_timeout: 60,
            max_login_attempts: 5,
            two_factor_auth: false,
            export_rows_per_hour: 50_000,
            export_notice_rows_per_day: 100_000,
          },
          after: security(),
        },
      ],
      [
        'Security settings changed',
        { group: 'security', before: security(), after: security({ session_timeout: 30 }) },
      ],
    ]);
  });
});

describe('refusing settings outside the rules', () => {
  it('refuses each security bound on both sides, non-integers and non-numbers', async () => {
    const cases: [object, string[]][] = [];
    for (const [field, min, max] of [
      ['password_min_length', 6, 20],
      ['session_timeout', 15, 480],
      ['max_login_attempts', 3, 10],
      ['export_rows_per_hour', 1_000, 10_000_000],
      ['export_notice_rows_per_day', 1_000, 10_000_000],
    ] as const) {
      for (const value of [min - 1, max + 1, min + 0.5, '10', null])
        cases.push([security({ [field]: value }), [field]]);
    }
    cases.push([
      security({ require_special_chars: 'yes', two_factor_auth: 1 }),
      ['require_special_chars', 'two_factor_auth'],
    ]);
    await expectRefused('security', cases);
    const res = await put('security', security({ session_timeout: 481 }));
    expect(res.json().message).toBe('Session timeout (minutes) must be a whole number from 15 to 480.');
  });

  it('refuses a timezone, currency or language the spec does not offer, and a missing name', async () => {
    await expectRefused('platform', [
      [platform({ default_timezone: 'Asia/Calcutta' }), ['default_timezone']],
      [platform({ default_currency: 'JPY' }), ['default_currency']],
      [platform({ default_language: 'English' }), ['default_language']],
      [platform({ default_language: 'de' }), ['default_language']],
      [platform({ platform_name: ' ' }), ['platform_name']],
      [platform({ platform_name: 'x'.repeat(101) }), ['platform_name']],
      [platform({ maintenance_mode: 'true' }), ['maintenance_mode']],
      [{ ...platform(), maintenance_mode: undefined }, ['maintenance_mode']],
    ]);
    const res = await put('platform', platform({ default_currency: 'JPY' }));
    expect(res.json().message).toBe('Default currency must be one of: INR, USD, EUR, GBP.');
  });

  it('refuses notification flags that are not true or false', async () => {
    await expectRefused(
      'notifications',
      PLATFORM_NOTIFICATION_FLAGS.map((f) => [notifications({ [f]: 'on' }), [f]] as const),
    );
  });

  it('refuses a bad SMTP host, port or sender address', async () => {
    await expectRefused('email', [
      [email({ smtp_host: 'smtp example com' }), ['smtp_host']],
      [email({ smtp_host: 'smtp://mail.example.com' }), ['smtp_host']],
      [email({ smtp_port: 0 }), ['smtp_port']],
      [email({ smtp_port: 65536 }), ['smtp_port']],
      [email({ smtp_port: 587.5 }), ['smtp_port']],
      [email({ from_email: 'not-an-address' }), ['from_email']],
      [email({ smtp_password: 'x'.repeat(256) }), ['smtp_password']],
    ]);
    for (const smtp_port of [1, 65535])
      expect((await put('email', email({ smtp_port }))).statusCode).toBe(200);
  });
});

describe('the SMTP password', () => {
  const storedPassword = async () => {
    const row = await t.db
      .selectFrom('platform_settings')
      .select('value')
      .where('group', '=', 'email')
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as { smtp_password: string | null }).smtp_password : undefined;
  };

  it('is never sent back nor written to the audit trail; left out or blank it stays, null removes it', async () => {
    const before = await lastAuditId(t.db);
    const secret = 'S3cret smtp pass!';
    const answers = [await put('email', email({ smtp_password: secret }))];
    expect(await storedPassword()).toBe(secret);

    const { smtp_password: _, ...withoutPassword } = email();
    answers.push(await put('email', { ...withoutPassword, smtp_port: 2525 }));
    expect(await storedPassword()).toBe(secret);
    answers.push(await put('email', email({ smtp_password: '' })));
    expect(await storedPassword()).toBe(secret);
    answers.push(await get('/settings/email'), await get('/settings'));
    expect(
      answers.map((a) => {
        const { data } = a.json<{
          data: { smtp_password_set?: boolean; email?: { smtp_password_set: boolean } };
        }>();
        return data.smtp_password_set ?? data.email?.smtp_password_set;
      }),
    ).toEqual([true, true, true, true, true]);

    answers.push(await put('email', email({ smtp_password: null })));
    expect(await storedPassword()).toBeNull();
    expect(answers.at(-1)!.json().data.smtp_password_set).toBe(false);

    // Given for one server and account only: pointing elsewhere without it again drops it.
    for (const elsewhere of [{ smtp_host: 'smtp.attacker.example' }, { smtp_username: 'someone-else' }]) {
      answers.push(await put('email', email({ smtp_password: secret })));
      answers.push(await put('email', { ...withoutPassword, ...elsewhere }));
      expect(await storedPassword()).toBeNull();
      expect(answers.at(-1)!.json().data.smtp_password_set).toBe(false);
    }

    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toContain('smtp_password"');
    }
    const audits = await auditsOfEvent(t.db, 'settings_changed', before);
    expect(audits).toHaveLength(8);
    for (const entry of audits) expect(JSON.stringify(entry)).not.toContain(secret);
    expect(audits.map((a) => a.properties!.smtp_password_changed)).toEqual([
      true,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(audits[0]!.properties!.after).toMatchObject({ smtp_password_set: true });
    expect(audits[3]!.properties!.after).toMatchObject({ smtp_password_set: false });
  });
});

describe('who may read and change settings', () => {
  it('refuses a school admin on every settings route with 403 and changes nothing', async () => {
    const state = await snapshot(t.db, tables);
    const requests = [
      { method: 'GET', url: '/settings' },
      { method: 'GET', url: '/system/info' },
      { method: 'POST', url: '/settings/email/test' },
      ...GROUPS.flatMap((g) => [
        { method: 'GET', url: `/settings/${g}` },
        { method: 'PUT', url: `/settings/${g}`, payload: VALID[g]() },
      ]),
    ] as const;
    for (const request of requests) {
      const res = await call(t.app, adminToken, { ...request, url: `/api/superadmin${request.url}` });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
      expect((await call(t.app, null, { ...request, url: `/api/superadmin${request.url}` })).statusCode).toBe(
        401,
      );
    }
    expect(await snapshot(t.db, tables)).toEqual(state);
  });
});

describe('system information', () => {
  it("is this node's real version, Node.js version, engine and uptime, which grows", async () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    const first = await get('/system/info');
    expect(first.statusCode).toBe(200);
    const info = first.json().data;
    expect(info).toEqual({
      version: pkg.version,
      node_version: process.version,
      database: t.engine === 'postgres' ? 'postgresql' : 'sqlite',
      started_at: expect.any(String),
      uptime_seconds: expect.any(Number),
      status: 'online',
    });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    // The test process is the server process: its start is the server's.
    const started = Date.now() - process.uptime() * 1000;
    expect(Math.abs(Date.parse(info.started_at) - started)).toBeLessThan(2000);
    expect(info.uptime_seconds).toBeGreaterThanOrEqual(Math.floor(process.uptime()) - 1);
    // A fake clock is not needed: the process started earlier than any test ran.
    const second = (await get('/system/info')).json().data;
    expect(second.uptime_seconds).toBeGreaterThanOrEqual(info.uptime_seconds);
    expect(second.started_at.slice(0, 19)).toBe(info.started_at.slice(0, 19));
  });
});

describe('the test e-mail', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.close());
  const sendTest = () => call(t.app, sa, { method: 'POST', url: '/api/superadmin/settings/email/test' });

  it("reaches the superadmin's address through the SMTP server of the settings, from their sender", async () => {
    await put(
      'email',
      email({ smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_username: null, smtp_password: null }),
    );
    // In English: the answer and the mail follow the platform's language for a user without one.
    await put('platform', platform({ default_language: 'en' }));
    const received = smtp.messages.length;
    const res = await sendTest();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: `Test e-mail sent to ${superadminEmail}.`,
      data: { sent_to: superadminEmail },
    });
    // Synchronous: the server has the message when the answer comes.
    expect(smtp.messages).toHaveLength(received + 1);
    const message = smtp.messages.at(-1)!;
    expect(message).toContain(`To: ${superadminEmail}`);
    expect(message).toContain('From: Learnwell <no-reply@learnwell.example>');
    expect(message).toContain('Subject: Test e-mail from Learnwell');
  });

  const FAILED = {
    success: false,
    message: 'The test e-mail could not be sent. Check the SMTP settings; the server log has the reason.',
  };
  const lastTest = async () => (await auditsOfEvent(t.db, 'settings_email_tested')).at(-1)!;

  it('answers 502 in words of its own when the server refuses the connection; the trail names the step', async () => {
    const closed = await freePort();
    await put('email', email({ smtp_host: '127.0.0.1', smtp_port: closed }));
    const res = await sendTest();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(FAILED);
    const entry = await lastTest();
    expect(entry.description).toBe(`Test e-mail to ${superadminEmail}: failed`);
    expect(entry.properties).toEqual({ to: superadminEmail, error_code: 'ESOCKET' });
  });

  it('never sends a password over a connection without TLS: a server offering no STARTTLS gets none', async () => {
    await put('email', email({ smtp_host: '127.0.0.1', smtp_port: smtp.port }));
    const received = smtp.messages.length;
    const res = await sendTest();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(FAILED);
    expect((await lastTest()).properties).toEqual({ to: superadminEmail, error_code: 'ETLS' });
    expect(smtp.messages).toHaveLength(received);
    expect(smtp.commands.some((line) => line.startsWith('AUTH'))).toBe(false);
  });

  it('keeps the mail in the outbox and says so when no SMTP server is set', async () => {
    const res = await sendTest();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `No SMTP server is set, so the test e-mail to ${superadminEmail} was kept in the mail outbox and the server log.`,
    );
    const row = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', superadminEmail)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'logged', subject: 'Test e-mail from Schoolwise' });
  });

  it('uses the SMTP server of the settings for every mail, e.g. a password reset link', async () => {
    await put(
      'email',
      email({ smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_username: null, smtp_password: null }),
    );
    const user = await createUser(t.db);
    const received = smtp.messages.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 100 && smtp.messages.length === received; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(smtp.messages.at(-1)).toContain(`To: ${user.email}`);
    expect(smtp.messages.at(-1)).toContain('From: Learnwell <no-reply@learnwell.example>');
  });
});
