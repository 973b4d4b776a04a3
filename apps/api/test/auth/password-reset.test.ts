import { FORGOT_PASSWORD_MESSAGE } from '@school/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveSettingsGroup } from '../../src/modules/settings/settings.repository';
import { createUser } from '../helpers/factories';
import { as, freshIp, signIn } from '../helpers/http';
import { auditsOf, userRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { resetSettings } from '../helpers/settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await resetSettings(t.db);
});

const NEW_PASSWORD = 'Fresh-start#2026';
const INVALID_LINK = 'This password reset link is invalid or has expired.';
const RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

const forgot = (payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload, remoteAddress });
const reset = (payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload, remoteAddress });
const loginStatus = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: freshIp(),
    })
  ).statusCode;

const mailsTo = (address: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();
const mailCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Asks for a reset link for the user and reads it from the outbox, as the user would from the e-mail. */
async function requestLink(email: string): Promise<{ token: string; email: string }> {
  const res = await forgot({ email });
  expect(res.statusCode).toBe(200);
  const mail = (await mailsTo(email.toLowerCase())).at(-1)!;
  const match = /http:\/\/school\.test\/reset-password\?token=([A-Za-z0-9_-]+)&email=(\S+)/.exec(mail.body);
  expect(match, mail.body).not.toBeNull();
  return { token: match![1]!, email: decodeURIComponent(match![2]!) };
}

describe('POST /api/forgot-password', () => {
  it('answers the same 200 message for a known and an unknown e-mail', async () => {
    const user = await createUser(t.db);
    const known = await forgot({ email: user.email });
    const unknown = await forgot({ email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
  });

  it('puts a reset e-mail for a known account into the outbox and logs it (no SMTP configured)', async () => {
    const user = await createUser(t.db, { name: 'Meera Nair' });
    const res = await forgot({ email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.status).toBe('logged');
    expect(mail.sent_at).not.toBeNull();
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.body).toContain('Hello Meera Nair');
    const link = /http:\/\/school\.test\/reset-password\?token=([A-Za-z0-9_-]{40,})&email=(\S+)/.exec(
      mail.body,
    );
    expect(link).not.toBeNull();
    expect(decodeURIComponent(link![2]!)).toBe(user.email);
  });

  it('stores only a hash of the reset token, valid for 60 minutes', async () => {
    const user = await createUser(t.db);
    const { token } = await requestLink(user.email);
    const rows = await t.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
    const minutes = (Date.parse(rows[0]!.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('audits password_reset_requested for a known account only', async () => {
    const user = await createUser(t.db);
    await forgot({ email: user.email });
    expect(await auditsOf(t.db, user.id, 'password_reset_requested')).toHaveLength(1);
    const before = await t.db
      .selectFrom('audit_logs')
      .select('id')
      .where('event', '=', 'password_reset_requested')
      .execute();
    await forgot({ email: 'ghost@example.com' });
    const after = await t.db
      .selectFrom('audit_logs')
      .select('id')
      .where('event', '=', 'password_reset_requested')
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it('sends nothing for an unknown e-mail or an account that is not active', async () => {
    const suspended = await createUser(t.db, { status: 'suspended' });
    const inactive = await createUser(t.db, { status: 'inactive' });
    const count = await mailCount();
    for (const email of ['ghost-2@example.com', suspended.email, inactive.email]) {
      const res = await forgot({ email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    expect(await mailCount()).toBe(count);
    const resets = await t.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', 'in', [suspended.id, inactive.id])
      .execute();
    expect(resets).toEqual([]);
  });

  it.each([
    ['missing', {}, 'Email is required.'],
    ['empty', { email: '' }, 'Email is required.'],
    ['not an e-mail', { email: 'not-an-email' }, 'Email must be a valid email address.'],
  ])('answers 422 for an e-mail that is %s, and sends nothing', async (_label, payload, message) => {
    const count = await mailCount();
    const res = await forgot(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message, errors: { email: [message] } });
    expect(await mailCount()).toBe(count);
  });

  it('answers 429 with Retry-After on the sixth request from one IP within 15 minutes', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await forgot({ email: i % 2 ? user.email : `probe-${i}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    }
    const count = await mailCount();
    const sixth = await forgot({ email: user.email }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests/) });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await mailCount()).toBe(count);
    // Another client is not held back.
    expect((await forgot({ email: user.email }, freshIp())).statusCode).toBe(200);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password: it signs in, the old one does not', async () => {
    const user = await createUser(t.db);
    const link = await requestLink(user.email);
    const res = await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: RESET_DONE });
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(user.email, user.password)).toBe(401);
    expect((await userRow(t.db, user.id)).password_hash).toMatch(/^\$argon2id\$/);
  });

  it('accepts the e-mail in another case', async () => {
    const user = await createUser(t.db);
    const link = await requestLink(user.email);
    const res = await reset({
      ...link,
      email: link.email.toUpperCase(),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
  });

  it("revokes all the user's tokens, and no one else's", async () => {
    const user = await createUser(t.db);
    const a = await signIn(t.app, user.email, user.password);
    const b = await signIn(t.app, user.email, user.password);
    const other = await createUser(t.db);
    const c = await signIn(t.app, other.email, other.password);
    const link = await requestLink(user.email);
    expect(
      (await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    for (const token of [a.token, b.token]) {
      expect((await as(t.app, token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    }
    expect(
      await t.db.selectFrom('access_tokens').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect((await as(t.app, c.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('writes a password_reset audit entry', async () => {
    const user = await createUser(t.db);
    const link = await requestLink(user.email);
    await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    const entries = await auditsOf(t.db, user.id, 'password_reset');
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(entries[0])).not.toContain(link.token);
  });

  describe('answers 422 on the token field and changes nothing', () => {
    async function expectInvalidLink(payload: object, user: { id: number; email: string; password: string }) {
      const hash = (await userRow(t.db, user.id)).password_hash;
      const res = await reset(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: INVALID_LINK,
        errors: { token: [INVALID_LINK] },
      });
      expect((await userRow(t.db, user.id)).password_hash).toBe(hash);
    }

    it('when the link is used a second time', async () => {
      const user = await createUser(t.db);
      const link = await requestLink(user.email);
      expect(
        (await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
      ).toBe(200);
      const signedIn = await signIn(t.app, user.email, NEW_PASSWORD);
      await expectInvalidLink(
        { ...link, password: 'Third-one#2026', password_confirmation: 'Third-one#2026' },
        {
          ...user,
          password: NEW_PASSWORD,
        },
      );
      expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
      // A refused replay signs no one out.
      expect((await as(t.app, signedIn.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    });

    it('when the link has expired', async () => {
      const user = await createUser(t.db);
      const link = await requestLink(user.email);
      await t.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      await expectInvalidLink({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, user);
      expect(await loginStatus(user.email, user.password)).toBe(200);
    });

    it('for a wrong token', async () => {
      const user = await createUser(t.db);
      const link = await requestLink(user.email);
      const wrong = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
      await expectInvalidLink(
        { ...link, token: wrong, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        user,
      );
      // The real link still works afterwards.
      expect(
        (await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it("for another user's e-mail with a valid token", async () => {
      const owner = await createUser(t.db);
      const victim = await createUser(t.db);
      const link = await requestLink(owner.email);
      await expectInvalidLink(
        {
          token: link.token,
          email: victim.email,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
        victim,
      );
      expect(await loginStatus(victim.email, victim.password)).toBe(200);
    });

    it('for an unknown e-mail', async () => {
      const user = await createUser(t.db);
      const link = await requestLink(user.email);
      const res = await reset({
        ...link,
        email: 'ghost-3@example.com',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ token: [INVALID_LINK] });
    });

    it('for an older link once a newer one was used', async () => {
      const user = await createUser(t.db);
      const older = await requestLink(user.email);
      const newer = await requestLink(user.email);
      expect(newer.token).not.toBe(older.token);
      expect(
        (await reset({ ...newer, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
      ).toBe(200);
      await expectInvalidLink(
        { ...older, password: 'Other-pass#99', password_confirmation: 'Other-pass#99' },
        {
          ...user,
          password: NEW_PASSWORD,
        },
      );
    });
  });

  describe('answers 422 on the password field and keeps the link usable', () => {
    it('for a confirmation that does not match', async () => {
      const user = await createUser(t.db);
      const link = await requestLink(user.email);
      const res = await reset({ ...link, password: NEW_PASSWORD, password_confirmation: 'something-else' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        errors: { password: ['Password confirmation does not match.'] },
      });
      expect(await loginStatus(user.email, user.password)).toBe(200);
      expect(
        (await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('for a password shorter than the policy minimum', async () => {
      const user = await createUser(t.db);
      const a = await signIn(t.app, user.email, user.password);
      const link = await requestLink(user.email);
      const res = await reset({ ...link, password: 'short', password_confirmation: 'short' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: 'Password must be at least 8 characters.',
        errors: { password: ['Password must be at least 8 characters.'] },
      });
      expect(await loginStatus(user.email, user.password)).toBe(200);
      // Nothing was revoked, and the link was not spent.
      expect((await as(t.app, a.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
      expect(
        (await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('for a password without a special character when the settings require one', async () => {
      await saveSettingsGroup(t.db, 'security', { require_special_chars: true });
      const user = await createUser(t.db);
      const link = await requestLink(user.email);
      const res = await reset({ ...link, password: 'NoSpecials123', password_confirmation: 'NoSpecials123' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        password: ['Password must contain at least one special character.'],
      });
      expect(await loginStatus(user.email, user.password)).toBe(200);
    });

    it('for missing fields', async () => {
      const res = await reset({});
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        token: ['Reset link is required.'],
        email: ['Email is required.'],
        password: ['Password is required.'],
        password_confirmation: ['Password confirmation is required.'],
      });
    });
  });
});

describe('guessing reset links', () => {
  it('answers 429 with Retry-After on the eleventh attempt from one IP within 15 minutes', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    const guess = {
      email: user.email,
      token: 'x'.repeat(40),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    for (let i = 0; i < 10; i++) expect((await reset(guess, ip)).statusCode).toBe(422);
    const eleventh = await reset(guess, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // A real link from another client still works: the limit is per IP.
    const link = await requestLink(user.email);
    expect(
      (await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
