import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveSettingsGroup } from '../../src/modules/settings/settings.repository';
import { createUser } from '../helpers/factories';
import { as, freshIp, signIn } from '../helpers/http';
import { auditsOf, tokenRow, userRow } from '../helpers/records';
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

const NEW_PASSWORD = 'Brand-new#2026';

const changePassword = (token: string, payload: object) =>
  as(t.app, token, { method: 'PUT', url: '/api/me/password', payload, remoteAddress: freshIp() });
const me = (token: string) => as(t.app, token, { method: 'GET', url: '/api/me' });
const loginStatus = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: freshIp(),
    })
  ).statusCode;

/** A user with three sessions: the one that acts and two others. */
async function userWithSessions() {
  const user = await createUser(t.db);
  const acting = await signIn(t.app, user.email, user.password);
  const otherA = await signIn(t.app, user.email, user.password);
  const otherB = await signIn(t.app, user.email, user.password);
  return { user, token: acting.token, others: [otherA.token, otherB.token] };
}

describe('PUT /api/me/password', () => {
  it('changes the password: the old one no longer signs in, the new one does', async () => {
    const { user, token } = await userWithSessions();
    const res = await changePassword(token, {
      current_password: user.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed successfully!' });
    expect(await loginStatus(user.email, user.password)).toBe(401);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('stores an argon2id hash of the new password, never the password', async () => {
    const { user, token } = await userWithSessions();
    const before = (await userRow(t.db, user.id)).password_hash;
    await changePassword(token, {
      current_password: user.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    const after = (await userRow(t.db, user.id)).password_hash;
    expect(after).toMatch(/^\$argon2id\$/);
    expect(after).not.toBe(before);
    expect(after).not.toContain(NEW_PASSWORD);
  });

  it("revokes the user's other tokens while the presenting token keeps working", async () => {
    const { user, token, others } = await userWithSessions();
    const stranger = await createUser(t.db);
    const strangerSession = await signIn(t.app, stranger.email, stranger.password);

    const res = await changePassword(token, {
      current_password: user.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    for (const other of others) {
      expect((await me(other)).statusCode).toBe(401);
      expect(await tokenRow(t.db, other)).toBeUndefined();
    }
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(strangerSession.token)).statusCode).toBe(200);
  });

  it('writes a password_changed audit entry that holds no password', async () => {
    const { user, token } = await userWithSessions();
    await changePassword(token, {
      current_password: user.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    const entries = await auditsOf(t.db, user.id, 'password_changed');
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(entries[0])).not.toContain(user.password);
  });

  describe('answers 422, keeps the old password and every session', () => {
    async function expectNothingChanged(
      setup: Awaited<ReturnType<typeof userWithSessions>>,
      hashBefore: string | null,
    ): Promise<void> {
      expect((await userRow(t.db, setup.user.id)).password_hash).toBe(hashBefore);
      for (const other of setup.others) expect((await me(other)).statusCode).toBe(200);
      expect(await auditsOf(t.db, setup.user.id, 'password_changed')).toHaveLength(0);
    }

    it('for a wrong current password (field current_password)', async () => {
      const setup = await userWithSessions();
      const hash = (await userRow(t.db, setup.user.id)).password_hash;
      const res = await changePassword(setup.token, {
        current_password: 'not-my-password',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: 'Current password is incorrect.',
        errors: { current_password: ['Current password is incorrect.'] },
      });
      await expectNothingChanged(setup, hash);
      expect(await loginStatus(setup.user.email, setup.user.password)).toBe(200);
    });

    it('for a confirmation that does not match (field password)', async () => {
      const setup = await userWithSessions();
      const hash = (await userRow(t.db, setup.user.id)).password_hash;
      const res = await changePassword(setup.token, {
        current_password: setup.user.password,
        password: NEW_PASSWORD,
        password_confirmation: `${NEW_PASSWORD}x`,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        errors: { password: ['Password confirmation does not match.'] },
      });
      await expectNothingChanged(setup, hash);
    });

    it('for missing fields', async () => {
      const setup = await userWithSessions();
      const res = await changePassword(setup.token, {});
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        current_password: ['Current password is required.'],
        password: ['Password is required.'],
        password_confirmation: ['Password confirmation is required.'],
      });
    });

    it('for a password shorter than the default minimum of 8', async () => {
      const setup = await userWithSessions();
      const hash = (await userRow(t.db, setup.user.id)).password_hash;
      const res = await changePassword(setup.token, {
        current_password: setup.user.password,
        password: 'Short#7',
        password_confirmation: 'Short#7',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: 'Password must be at least 8 characters.',
        errors: { password: ['Password must be at least 8 characters.'] },
      });
      await expectNothingChanged(setup, hash);
    });

    it('accepts exactly 8 characters by default', async () => {
      const setup = await userWithSessions();
      const res = await changePassword(setup.token, {
        current_password: setup.user.password,
        password: 'eight888',
        password_confirmation: 'eight888',
      });
      expect(res.statusCode).toBe(200);
    });

    it('for a password shorter than a minimum raised in the security settings', async () => {
      await saveSettingsGroup(t.db, 'security', { password_min_length: 12 });
      const setup = await userWithSessions();
      const hash = (await userRow(t.db, setup.user.id)).password_hash;
      const res = await changePassword(setup.token, {
        current_password: setup.user.password,
        password: 'Eleven#char',
        password_confirmation: 'Eleven#char',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: ['Password must be at least 12 characters.'] });
      await expectNothingChanged(setup, hash);
    });

    it('for a password without a special character when require_special_chars is on', async () => {
      await saveSettingsGroup(t.db, 'security', { require_special_chars: true });
      const setup = await userWithSessions();
      const hash = (await userRow(t.db, setup.user.id)).password_hash;
      const res = await changePassword(setup.token, {
        current_password: setup.user.password,
        password: 'OnlyLetters123',
        password_confirmation: 'OnlyLetters123',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: 'Password must contain at least one special character.',
        errors: { password: ['Password must contain at least one special character.'] },
      });
      await expectNothingChanged(setup, hash);

      // Both rules are reported when both are broken.
      const both = await changePassword(setup.token, {
        current_password: setup.user.password,
        password: 'abc',
        password_confirmation: 'abc',
      });
      expect(both.json().errors.password).toEqual([
        'Password must be at least 8 characters.',
        'Password must contain at least one special character.',
      ]);

      // And a password with one passes.
      const ok = await changePassword(setup.token, {
        current_password: setup.user.password,
        password: 'With-a-dash1',
        password_confirmation: 'With-a-dash1',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('accepts a password without a special character while the setting is off', async () => {
      const setup = await userWithSessions();
      const res = await changePassword(setup.token, {
        current_password: setup.user.password,
        password: 'OnlyLetters123',
        password_confirmation: 'OnlyLetters123',
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      payload: { current_password: 'x', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Unauthenticated.' });
  });

  it('answers 401 to a token revoked by an earlier password change', async () => {
    const { user, token, others } = await userWithSessions();
    await changePassword(token, {
      current_password: user.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    const res = await changePassword(others[0]!, {
      current_password: NEW_PASSWORD,
      password: 'Another#Pass1',
      password_confirmation: 'Another#Pass1',
    });
    expect(res.statusCode).toBe(401);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
  });
});
