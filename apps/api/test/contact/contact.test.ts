import { CONTACT_SUCCESS_MESSAGE } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../helpers/http';
import { auditsOfEvent, lastAuditId, marker, withAuditTableMissing } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@schoolwise.test' });
});
afterAll(() => t.close());

const send = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress,
    headers: { 'user-agent': 'contact-test' },
  });

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: `Meera Iyer ${marker()}`,
  email: 'meera.iyer@riverside.example',
  school: 'Riverside Public School',
  phone: '+91 98765 43210',
  subject: 'Product Demo Request',
  message: 'We run three campuses and would like to see attendance and fee collection in action.',
  ...overrides,
});

const storedBy = (name: string) =>
  t.db.selectFrom('contact_messages').selectAll().where('name', '=', name).execute();

describe('POST /api/contact', () => {
  it("answers the spec's success message, stores the message and audits it", async () => {
    const payload = valid();
    const before = await lastAuditId(t.db);
    const ip = freshIp();

    const res = await send(payload, ip);

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    const [row] = await storedBy(payload.name);
    expect(row).toMatchObject({
      ...payload,
      ip_address: ip,
      user_agent: 'contact-test',
      handled_at: null,
      handled_by: null,
    });
    const [audit] = await auditsOfEvent(t.db, 'contact_message_received', before);
    expect(audit).toMatchObject({
      user_id: null,
      ip_address: ip,
      properties: { contact_message_id: row!.id, subject: 'Product Demo Request', email: payload.email },
    });
  });

  it('sends a copy to the support address through the mail outbox', async () => {
    const payload = valid({ subject: 'Billing Inquiry', message: 'Line one\nLine two' });
    await send(payload);

    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', 'like', `%${payload.name}%`)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('help@schoolwise.test');
    expect(mail.subject).toBe(`[Schoolwise contact] Billing Inquiry: ${payload.name}`);
    expect(mail.body).toContain(`From: ${payload.name} <${payload.email}>`);
    expect(mail.body).toContain('School: Riverside Public School');
    expect(mail.body).toContain('Line one\nLine two');
    // No SMTP server in tests: the outbox row and the log are the delivery.
    expect(mail.status).toBe('logged');
  });

  it('keeps a line break in the name out of the mail subject', async () => {
    const name = `Ravi\r\nBcc: spam@example.com ${marker()}`;
    expect((await send(valid({ name }))).statusCode).toBe(201);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('stores blank school and phone as none', async () => {
    const payload = valid({ school: '  ', phone: '' });
    expect((await send(payload)).statusCode).toBe(201);
    const [row] = await storedBy(payload.name);
    expect(row).toMatchObject({ school: null, phone: null });
  });

  it.each([
    ['name', { name: undefined }, 'Name is required.'],
    ['name', { name: '   ' }, 'Name is required.'],
    ['name', { name: 'x'.repeat(101) }, 'Name may not be greater than 100 characters.'],
    ['email', { email: undefined }, 'Email is required.'],
    ['email', { email: 'meera-at-riverside' }, 'Email must be a valid email address.'],
    ['school', { school: 'x'.repeat(151) }, 'School may not be greater than 150 characters.'],
    ['phone', { phone: 'call me maybe' }, 'Phone must be 7 to 20 characters: digits, spaces and + - ( ).'],
    ['subject', { subject: undefined }, 'Subject is required.'],
    ['subject', { subject: 'Free pizza' }, 'The selected subject is invalid.'],
    ['message', { message: '' }, 'Message is required.'],
    ['message', { message: 'x'.repeat(5001) }, 'Message may not be greater than 5000 characters.'],
  ])('answers 422 for a bad %s (%j) and stores nothing', async (field, override, message) => {
    const payload = valid(override);
    const res = await send(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await storedBy(String(payload.name))).toEqual([]);
  });

  it('names every missing required field at once', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('answers 400 to a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '"hello"',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts five messages an hour from one IP, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(valid(), ip)).statusCode).toBe(201);

    const refused = valid();
    const res = await send(refused, ip);

    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await storedBy(refused.name)).toEqual([]);
    // Another visitor is not held back.
    expect((await send(valid())).statusCode).toBe(201);
  });

  it('stores nothing and sends nothing when the audit entry cannot be written', async () => {
    const payload = valid();
    const mailsBefore = await t.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const res = await withAuditTableMissing(t.db, () => send(payload));

    expect(res.statusCode).toBe(500);
    expect(await storedBy(payload.name)).toEqual([]);
    const mailsAfter = await t.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(mailsAfter.n)).toBe(Number(mailsBefore.n));
  });
});

describe('CONTACT_RATE_LIMIT', () => {
  it('sets how many messages one IP may send per hour', async () => {
    const other = await createTestApp({ CONTACT_RATE_LIMIT: '2' });
    try {
      const post = () =>
        other.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: valid(),
          remoteAddress: '10.9.9.9',
        });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
