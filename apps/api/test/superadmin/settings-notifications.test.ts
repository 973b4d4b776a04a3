import { PLATFORM_NOTIFICATION_DEFAULTS, PLATFORM_SETTINGS_DEFAULTS } from '@school/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations';
import { createUser } from '../helpers/factories';
import { freshIp, signIn } from '../helpers/http';
import { resetSettings } from '../helpers/settings';
import { call, consoleSessions, marker, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The notification switches are read by the code that sends what they name, and the platform's
 * name is the one every e-mail uses. "Email notifications": notices to users about their account
 * (the old address is told of an e-mail change). "Admin notifications": notices to the platform's
 * administrators (support's copy of a contact message). Reset links and the test e-mail are asked
 * for by whoever gets them: no switch holds them back.
 */
let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@platform.test' });
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());
beforeEach(() => resetSettings(t.db));

const put = async (group: string, payload: object) => {
  const res = await call(t.app, s.sa, { method: 'PUT', url: `/api/superadmin/settings/${group}`, payload });
  expect(res.statusCode).toBe(200);
};
const switches = (overrides: Partial<typeof PLATFORM_NOTIFICATION_DEFAULTS>) =>
  put('notifications', { ...PLATFORM_NOTIFICATION_DEFAULTS, ...overrides });
const nameThePlatform = (platform_name: string) =>
  put('platform', { ...PLATFORM_SETTINGS_DEFAULTS, platform_name });

const mailsTo = (address: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

async function changeEmail() {
  const user = await createUser(t.db);
  const { token } = await signIn(t.app, user.email, user.password);
  const res = await call(t.app, token, {
    method: 'PUT',
    url: '/api/me',
    payload: { name: user.name, email: `new-${user.email}`, current_password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return mailsTo(user.email);
}

async function contact() {
  const name = `Visitor ${marker()}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: freshIp(),
    payload: {
      name,
      email: 'visitor@example.com',
      subject: 'General Inquiry',
      message: 'Please tell me more about the platform.',
    },
  });
  expect(res.statusCode).toBe(201);
  const stored = await t.db.selectFrom('contact_messages').select('id').where('name', '=', name).execute();
  const copies = await t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('subject', 'like', `%${name}%`)
    .execute();
  return { stored, copies };
}

async function resetLink() {
  const user = await createUser(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    remoteAddress: freshIp(),
    payload: { email: user.email },
  });
  expect(res.statusCode).toBe(200);
  return mailsTo(user.email);
}

async function testEmail() {
  const res = await call(t.app, s.sa, { method: 'POST', url: '/api/superadmin/settings/email/test' });
  expect(res.statusCode).toBe(200);
  const me = (await call(t.app, s.sa, { method: 'GET', url: '/api/me' })).json().data.email as string;
  return (await mailsTo(me)).at(-1)!;
}

describe('Email notifications', () => {
  it('sends the old address its notice while on, and nothing once off (the change itself goes on)', async () => {
    expect(await changeEmail()).toHaveLength(1);
    await switches({ email_notifications: false });
    expect(await changeEmail()).toEqual([]);
    await switches({ email_notifications: true });
    expect(await changeEmail()).toHaveLength(1);
  });

  it('leaves the copy to support to its own switch', async () => {
    await switches({ email_notifications: false });
    expect((await contact()).copies).toHaveLength(1);
  });
});

describe('Admin notifications', () => {
  it('sends support a copy of each contact message while on, none once off, and keeps the message', async () => {
    expect((await contact()).copies).toHaveLength(1);
    await switches({ admin_notifications: false });
    const off = await contact();
    expect(off).toEqual({ stored: [expect.objectContaining({ id: expect.any(Number) })], copies: [] });
    await switches({ admin_notifications: true });
    expect((await contact()).copies).toHaveLength(1);
  });

  it("leaves users' notices to their own switch", async () => {
    await switches({ admin_notifications: false });
    expect(await changeEmail()).toHaveLength(1);
  });
});

describe('mail that someone asked for', () => {
  it('goes out with every switch off: reset links and the test e-mail', async () => {
    await switches({ email_notifications: false, admin_notifications: false });
    expect(await resetLink()).toHaveLength(1);
    expect((await testEmail()).subject).toContain('Test e-mail from');
  });
});

describe('the switches offered', () => {
  it('are the two with a sender behind them', async () => {
    const res = await call(t.app, s.sa, { method: 'GET', url: '/api/superadmin/settings/notifications' });
    expect(res.json().data).toEqual({ email_notifications: true, admin_notifications: true });
  });

  it('are all a saved group keeps after the migration that dropped the others', async () => {
    await t.db
      .insertInto('platform_settings')
      .values({
        group: 'notifications',
        value: JSON.stringify({
          email_notifications: false,
          sms_notifications: true,
          push_notifications: true,
          admin_notifications: true,
          system_alerts: false,
        }),
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await migrations['2026_11_29_0600_drop_unsent_notification_flags']!.up(t.db as never);
    const row = await t.db
      .selectFrom('platform_settings')
      .select('value')
      .where('group', '=', 'notifications')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual({ email_notifications: false, admin_notifications: true });
  });
});

describe("the platform's name in every e-mail", () => {
  const NAME = 'Learnwell Schools';

  it('names the platform as saved in the subject and body of each', async () => {
    await nameThePlatform(NAME);
    const [notice] = await changeEmail();
    const [reset] = await resetLink();
    const [copy] = (await contact()).copies;
    const test = await testEmail();
    for (const mail of [notice!, reset!, copy!, test]) {
      expect(`${mail.subject}\n${mail.body}`).toContain(NAME);
      expect(`${mail.subject}\n${mail.body}`).not.toContain('Schoolwise');
    }
    expect(reset!.subject).toBe(`Reset your ${NAME} password`);
    expect(notice!.subject).toBe(`The e-mail address of your ${NAME} account was changed`);
  });
});
