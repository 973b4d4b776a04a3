import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveSettingsGroup } from '../../src/modules/settings/settings.repository';
import { createUser } from '../helpers/factories';
import { as, signIn } from '../helpers/http';
import { idleToken, tokenRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { resetSettings } from '../helpers/settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Settings are shared by the whole file's database: every test starts from the defaults.
afterEach(async () => {
  await resetSettings(t.db);
});

const EXPIRED = { success: false, message: 'Your session has expired. Please login again.' };
const me = (token: string) => as(t.app, token, { method: 'GET', url: '/api/me' });

async function freshSession() {
  const user = await createUser(t.db);
  const { token } = await signIn(t.app, user.email, user.password);
  return { user, token };
}

describe('session timeout (default 60 minutes without use)', () => {
  it('refuses a token idle for 61 minutes with 401 and deletes it', async () => {
    const { token } = await freshSession();
    await idleToken(t.db, token, 61);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
    expect(await tokenRow(t.db, token)).toBeUndefined();
    // Once deleted it is simply unknown.
    const again = await me(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ success: false, message: 'Unauthenticated.' });
  });

  it('accepts a token idle for 59 minutes and renews its last use', async () => {
    const { user, token } = await freshSession();
    await idleToken(t.db, token, 59);
    const before = (await tokenRow(t.db, token))!.last_used_at;
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(user.id);
    const after = (await tokenRow(t.db, token))!.last_used_at;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before) + 58 * 60_000);
    // Renewed: idle time counts from now again.
    expect(Date.now() - Date.parse(after)).toBeLessThan(60_000);
  });

  it('accepts a token just used', async () => {
    const { token } = await freshSession();
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
  });

  it("expires only the idle token, not the same user's other sessions", async () => {
    const user = await createUser(t.db);
    const idle = await signIn(t.app, user.email, user.password);
    const active = await signIn(t.app, user.email, user.password);
    await idleToken(t.db, idle.token, 90);
    expect((await me(idle.token)).statusCode).toBe(401);
    expect((await me(active.token)).statusCode).toBe(200);
  });

  it('expires a token on any authenticated route, e.g. logout', async () => {
    const { token } = await freshSession();
    await idleToken(t.db, token, 61);
    const res = await as(t.app, token, { method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });
});

describe('session timeout from the security settings', () => {
  it('with session_timeout 15, a token idle 20 minutes is refused and deleted', async () => {
    await saveSettingsGroup(t.db, 'security', { session_timeout: 15 });
    const { token } = await freshSession();
    await idleToken(t.db, token, 20);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
    expect(await tokenRow(t.db, token)).toBeUndefined();
  });

  it('with session_timeout 15, a token idle 10 minutes works', async () => {
    await saveSettingsGroup(t.db, 'security', { session_timeout: 15 });
    const { token } = await freshSession();
    await idleToken(t.db, token, 10);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('takes effect at once: the same idle token is fine at 60 and expired at 15', async () => {
    const { token } = await freshSession();
    await idleToken(t.db, token, 20);
    expect((await me(token)).statusCode).toBe(200);
    await idleToken(t.db, token, 20);
    await saveSettingsGroup(t.db, 'security', { session_timeout: 15 });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('with session_timeout 480, a token idle 3 hours still works', async () => {
    await saveSettingsGroup(t.db, 'security', { session_timeout: 480 });
    const { token } = await freshSession();
    await idleToken(t.db, token, 180);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('accounts that are no longer active', () => {
  it.each(['suspended', 'inactive'] as const)(
    'refuses the old token of a user set to %s in the database',
    async (status) => {
      const { user, token } = await freshSession();
      expect((await me(token)).statusCode).toBe(200);
      await t.db.updateTable('users').set({ status }).where('id', '=', user.id).execute();
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.body).not.toContain(user.email);
    },
  );
});
