import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as createUserBrowsers from '../../src/db/migrations/2026_12_05_0600_create_user_browsers';
import { formatInstant } from '../../src/lib/i18n';
import { insertToken } from '../../src/modules/auth/tokens.repository';
import { createUser, type FactoryUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInFrom, UA } from './browsers';

/*
 * A sign-in from a browser the account has not used before (browser and system names, without
 * versions) mails the user, in their language, the time (platform timezone), the address and the
 * browser. A known browser, an updated one, and the account's very first sign-in send nothing.
 * Deploying records the browsers of the sessions open then as known.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (address: string) =>
  t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();
const knownBrowsers = async (userId: number) =>
  (
    await t.db
      .selectFrom('user_browsers')
      .select('browser_key')
      .where('user_id', '=', userId)
      .orderBy('browser_key')
      .execute()
  ).map((r) => r.browser_key);

/** The instants a mail written between `from` and now may state, as it states them. */
function instantsSince(from: Date, lng: 'en' | 'fr') {
  const out = new Set<string>();
  for (let at = from.getTime(); at <= Date.now() + 60_000; at += 30_000) {
    out.add(formatInstant(lng, new Date(at), 'Asia/Kolkata'));
  }
  return [...out];
}

describe('the new-browser e-mail', () => {
  let user: FactoryUser;
  beforeAll(async () => {
    user = await createUser(t.db, { name: 'Meera Nair', roles: ['teacher'] });
  });

  it('is not sent on the first sign-in of an account, which records its browser', async () => {
    await signInFrom(t.app, user, UA.chromeWindows);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await knownBrowsers(user.id)).toEqual(['chrome|windows']);
  });

  it('is not sent for a known browser, nor for the same browser updated', async () => {
    await signInFrom(t.app, user, UA.chromeWindows);
    await signInFrom(t.app, user, UA.chromeWindowsUpdated);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('is sent once for a new browser, with the time, the address and the browser', async () => {
    const from = new Date();
    await signInFrom(t.app, user, UA.firefoxLinux, '10.30.0.7');
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^New sign-in to your .+ account$/);
    expect(mail!.status).toBe('logged');
    expect(mail!.body).toContain('Hello Meera Nair');
    expect(mail!.body).toContain('Address: 10.30.0.7');
    expect(mail!.body).toContain('Browser: Firefox 133 on Linux');
    const time = /^Time: (.+)$/m.exec(mail!.body)?.[1];
    expect(instantsSince(from, 'en')).toContain(time);

    // Once known, it is known.
    await signInFrom(t.app, user, UA.firefoxLinux);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await knownBrowsers(user.id)).toEqual(['chrome|windows', 'firefox|linux']);
  });

  it('counts another system as another browser', async () => {
    await signInFrom(t.app, user, UA.chromeAndroid);
    expect((await mailsTo(user.email)).at(-1)!.body).toContain('Browser: Chrome 131 on Android 14');
    expect(await mailsTo(user.email)).toHaveLength(2);
  });

  it('counts a sign-in that names no browser as one unknown browser', async () => {
    await signInFrom(t.app, user, 'curl/8.5.0');
    expect((await mailsTo(user.email)).at(-1)!.body).toContain('Browser: unknown');
    await signInFrom(t.app, user, 'python-requests/2.32');
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it("is written in the user's language", async () => {
    const french = await createUser(t.db, { name: 'Jeanne Roux', language: 'fr' });
    await signInFrom(t.app, french, UA.chromeWindows);
    const from = new Date();
    await signInFrom(t.app, french, UA.safariIphone, '10.30.0.8');
    const [mail, ...more] = await mailsTo(french.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Nouvelle connexion à votre compte /);
    expect(mail!.body).toContain('Bonjour Jeanne Roux');
    expect(mail!.body).toContain('Adresse : 10.30.0.8');
    expect(mail!.body).toContain('Navigateur : Safari 18 sous iOS 18');
    expect(instantsSince(from, 'fr')).toContain(/^Heure : (.+)$/m.exec(mail!.body)?.[1]);
  });

  it('is not sent for a wrong password from a new browser', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Wrong#password1' },
      headers: { 'user-agent': UA.safariIphone },
    });
    expect(res.statusCode).toBe(401);
    expect(await mailsTo(user.email)).toHaveLength(3);
    expect(await knownBrowsers(user.id)).not.toContain('safari|ios');
  });
});

describe('deploying the known browsers', () => {
  it('records the browsers of the sessions open then, so that their next sign-in mails nobody', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const token = (userId: number, userAgent: string | null) =>
      insertToken(t.db, { userId, tokenHash: 'x'.repeat(64), ip: null, userAgent });
    await createUserBrowsers.down(t.db as unknown as Kysely<unknown>);
    await token(user.id, UA.chromeWindows);
    await token(user.id, UA.chromeWindowsUpdated);
    await token(user.id, UA.firefoxLinux);
    await token(other.id, null);
    await createUserBrowsers.up(t.db as unknown as Kysely<unknown>);

    expect(await knownBrowsers(user.id)).toEqual(['chrome|windows', 'firefox|linux']);
    expect(await knownBrowsers(other.id)).toEqual(['unknown']);
    await signInFrom(t.app, user, UA.firefoxLinux);
    await signInFrom(t.app, user, UA.chromeWindows);
    expect(await mailsTo(user.email)).toEqual([]);
    // Their browsers are known: a new one is not a first sign-in.
    await signInFrom(t.app, user, UA.safariIphone);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
