import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { connect } from '../../src/db/connect';
import { bumpAccessVersion } from '../../src/modules/access/access.repository';
import { saveSettingsGroup } from '../../src/modules/settings/settings.repository';
import { createUser, type FactoryUser } from '../helpers/factories';
import { as } from '../helpers/http';
import { idleToken, tokenId, tokenRow } from '../helpers/records';
import { resetSettings } from '../helpers/settings';
import { auditsOfEvent, lastAuditId, UNAUTHENTICATED } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInFrom, UA } from './browsers';

/*
 * A person's own sessions (issue 29): GET /api/me/sessions lists the live ones, last seen first,
 * with browser and system from the user agent and the caller's own marked; DELETE
 * /api/me/sessions/:id ends one (its token answers 401 from the next request on), DELETE
 * /api/me/sessions every other one. Another account's session is 404 and stays; every end is
 * audited as session_ended.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_MAX_HOURS: '12' });
});
afterAll(() => t.close());
afterEach(async () => {
  await resetSettings(t.db);
});

interface Listed {
  id: number;
  browser: string | null;
  system: string | null;
  ip_address: string | null;
  signed_in_at: string;
  last_seen_at: string;
  current: boolean;
}

const list = async (token: string) => {
  const res = await as(t.app, token, { method: 'GET', url: '/api/me/sessions' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { sessions: Listed[] } }>().data.sessions;
};
const me = (token: string) => as(t.app, token, { method: 'GET', url: '/api/me' });
const endOne = (token: string, id: number) =>
  as(t.app, token, { method: 'DELETE', url: `/api/me/sessions/${id}` });
const endOthers = (token: string) => as(t.app, token, { method: 'DELETE', url: '/api/me/sessions' });

/** A user signed in on three browsers: Chrome on Windows, Firefox on Linux, Safari on an iPhone. */
async function threeSessions(): Promise<{
  user: FactoryUser;
  chrome: string;
  firefox: string;
  safari: string;
}> {
  const user = await createUser(t.db, { roles: ['teacher'] });
  const chrome = await signInFrom(t.app, user, UA.chromeWindows, '10.20.0.1');
  const firefox = await signInFrom(t.app, user, UA.firefoxLinux, '10.20.0.2');
  const safari = await signInFrom(t.app, user, UA.safariIphone, '10.20.0.3');
  return { user, chrome, firefox, safari };
}

/** Makes a session look last used `minutes` ago and signed in `hours` ago. */
async function age(token: string, minutesIdle: number, hoursOld = 0) {
  await idleToken(t.db, token, minutesIdle);
  if (hoursOld > 0) {
    await t.db
      .updateTable('access_tokens')
      .set({ created_at: new Date(Date.now() - hoursOld * 3_600_000).toISOString() })
      .where('id', '=', tokenId(token))
      .execute();
  }
}

describe('GET /api/me/sessions', () => {
  it("lists the caller's live sessions, last seen first, with browser, system and address, this one marked", async () => {
    const { chrome, firefox, safari } = await threeSessions();
    await age(chrome, 30);
    await age(safari, 10);
    await createUser(t.db).then((other) => signInFrom(t.app, other, UA.chromeAndroid));

    const sessions = await list(firefox);
    expect(sessions).toEqual([
      {
        id: tokenId(firefox),
        browser: 'Firefox 133',
        system: 'Linux',
        ip_address: '10.20.0.2',
        signed_in_at: expect.any(String),
        last_seen_at: expect.any(String),
        current: true,
      },
      expect.objectContaining({
        id: tokenId(safari),
        browser: 'Safari 18',
        system: 'iOS 18',
        ip_address: '10.20.0.3',
        current: false,
      }),
      expect.objectContaining({
        id: tokenId(chrome),
        browser: 'Chrome 131',
        system: 'Windows 10',
        ip_address: '10.20.0.1',
        current: false,
      }),
    ]);
    const stored = await tokenRow(t.db, chrome);
    expect(sessions[2]).toMatchObject({
      signed_in_at: stored!.created_at,
      last_seen_at: stored!.last_used_at,
    });
  });

  it('says null for a browser and system the user agent does not name', async () => {
    const user = await createUser(t.db);
    const token = await signInFrom(t.app, user, 'curl/8.5.0');
    expect(await list(token)).toEqual([
      expect.objectContaining({ browser: null, system: null, current: true }),
    ]);
  });

  it('leaves out sessions expired by the idle limit of the security settings or by SESSION_MAX_HOURS', async () => {
    const { chrome, firefox, safari } = await threeSessions();
    await age(chrome, 61);
    await age(safari, 5, 13);
    expect((await list(firefox)).map((s) => s.id)).toEqual([tokenId(firefox)]);

    // A longer idle limit brings the idle one back; the one past the absolute limit stays out.
    await saveSettingsGroup(t.db, 'security', { session_timeout: 120 });
    await bumpAccessVersion(t.db);
    expect((await list(firefox)).map((s) => s.id)).toEqual([tokenId(firefox), tokenId(chrome)]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/sessions' });
    expect([res.statusCode, res.json()]).toEqual([401, UNAUTHENTICATED]);
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it('ends that session: its token answers 401 on the next request, the others keep working', async () => {
    const { chrome, firefox, safari } = await threeSessions();
    const res = await endOne(firefox, tokenId(chrome));
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: 'Session ended.' }]);
    expect(await tokenRow(t.db, chrome)).toBeUndefined();
    expect((await me(chrome)).statusCode).toBe(401);
    expect((await me(firefox)).statusCode).toBe(200);
    expect((await me(safari)).statusCode).toBe(200);
    expect((await list(firefox)).map((s) => s.id)).toEqual([tokenId(safari), tokenId(firefox)]);
  });

  it('is ended on every API node: one that served the token a moment ago answers 401 next', async () => {
    // A second node on the same database, with a connection (pool) of its own.
    const other = await buildApp(t.config, { db: connect(t.config.database) });
    try {
      await other.ready();
      const { chrome, firefox } = await threeSessions();
      const onOther = () => as(other, chrome, { method: 'GET', url: '/api/me' });
      expect((await onOther()).statusCode).toBe(200);
      expect((await endOne(firefox, tokenId(chrome))).statusCode).toBe(200);
      expect((await onOther()).statusCode).toBe(401);
      expect((await as(other, firefox, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('audits session_ended with the session ended, by whom, from where', async () => {
    const { user, chrome, firefox } = await threeSessions();
    const before = await lastAuditId(t.db);
    await as(t.app, firefox, {
      method: 'DELETE',
      url: `/api/me/sessions/${tokenId(chrome)}`,
      remoteAddress: '10.20.9.9',
      headers: { 'user-agent': UA.firefoxLinux },
    });
    expect(await auditsOfEvent(t.db, 'session_ended', before)).toEqual([
      expect.objectContaining({
        user_id: user.id,
        ip_address: '10.20.9.9',
        user_agent: UA.firefoxLinux,
        properties: {
          before: {
            sessions: [
              expect.objectContaining({
                id: tokenId(chrome),
                browser: 'Chrome 131',
                system: 'Windows 10',
                ip_address: '10.20.0.1',
              }),
            ],
          },
          current: false,
        },
      }),
    ]);
  });

  it('ends the current session too: a sign-out', async () => {
    const { firefox, safari } = await threeSessions();
    expect((await endOne(firefox, tokenId(firefox))).statusCode).toBe(200);
    expect((await me(firefox)).statusCode).toBe(401);
    expect((await me(safari)).statusCode).toBe(200);
  });

  it("answers 404 for another account's session, an expired one or none, and changes nothing", async () => {
    const { chrome, firefox } = await threeSessions();
    const stranger = await signInFrom(t.app, await createUser(t.db), UA.chromeAndroid);
    await age(chrome, 90);
    const before = await lastAuditId(t.db);
    for (const id of [tokenId(stranger), tokenId(chrome), 999_999]) {
      const res = await endOne(firefox, id);
      expect([id, res.statusCode, res.json()]).toEqual([
        id,
        404,
        { success: false, message: 'Session not found.' },
      ]);
    }
    expect((await me(stranger)).statusCode).toBe(200);
    expect(await tokenRow(t.db, chrome)).toBeDefined();
    expect(await auditsOfEvent(t.db, 'session_ended', before)).toEqual([]);
  });

  it('answers 401 without a token, and with an ended one', async () => {
    const { chrome, firefox } = await threeSessions();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${tokenId(chrome)}` })).statusCode,
    ).toBe(401);
    await endOne(firefox, tokenId(firefox));
    expect((await endOne(firefox, tokenId(chrome))).statusCode).toBe(401);
    expect((await me(chrome)).statusCode).toBe(200);
  });
});

describe('DELETE /api/me/sessions', () => {
  it('ends every other session of the caller, keeps this one and answers how many ended', async () => {
    const { user, chrome, firefox, safari } = await threeSessions();
    const stranger = await signInFrom(t.app, await createUser(t.db), UA.chromeAndroid);
    const before = await lastAuditId(t.db);
    const res = await endOthers(safari);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { success: true, message: '2 sessions ended.', data: { ended: 2 } },
    ]);
    expect((await me(chrome)).statusCode).toBe(401);
    expect((await me(firefox)).statusCode).toBe(401);
    expect((await me(safari)).statusCode).toBe(200);
    expect((await me(stranger)).statusCode).toBe(200);
    expect((await list(safari)).map((s) => [s.id, s.current])).toEqual([[tokenId(safari), true]]);

    const [entry, ...more] = await auditsOfEvent(t.db, 'session_ended', before);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ user_id: user.id, properties: { ended: 2 } });
    const ended = (entry!.properties!.before as { sessions: { id: number }[] }).sessions.map((s) => s.id);
    expect(ended.sort()).toEqual([tokenId(chrome), tokenId(firefox)].sort());
  });

  it('counts only live sessions, and with none other answers 0', async () => {
    const { chrome, firefox, safari } = await threeSessions();
    await age(chrome, 61);
    expect((await endOthers(firefox)).json().data).toEqual({ ended: 1 });
    expect(await tokenRow(t.db, chrome)).toBeUndefined();
    expect((await me(safari)).statusCode).toBe(401);
    const res = await endOthers(firefox);
    expect([res.statusCode, res.json().data, res.json().message]).toEqual([
      200,
      { ended: 0 },
      '0 sessions ended.',
    ]);
  });

  it('speaks the caller’s language', async () => {
    const user = await createUser(t.db, { language: 'fr' });
    const token = await signInFrom(t.app, user, UA.firefoxLinux);
    await signInFrom(t.app, user, UA.chromeWindows);
    expect((await endOthers(token)).json().message).toBe('1 session fermée.');
  });
});
