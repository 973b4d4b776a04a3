import { PLATFORM_SETTINGS_DEFAULTS } from '@school/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import { freshIp, signIn } from '../helpers/http';
import { resetSettings } from '../helpers/settings';
import {
  auditsOfEvent,
  call,
  consoleSessions,
  lastAuditId,
  parseCsv,
  type ConsoleSessions,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The API answers in the caller's language (docs/decisions.md, "Languages"): the signed-in user's
 * own choice, else the first language of Accept-Language that we offer, else the platform's
 * default; e-mails in their recipient's; exports stay English.
 */

let t: TestApp;
let s: ConsoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
});
afterAll(() => t.close());
afterEach(async () => {
  await resetSettings(t.db);
  await t.db.updateTable('users').set({ language: null }).execute();
});

const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9' };
const NOT_FOUND = {
  en: 'Resource not found.',
  hi: 'संसाधन नहीं मिला।',
  es: 'No se ha encontrado el recurso.',
  fr: 'Ressource introuvable.',
};

const missing = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });

async function setPlatformLanguage(language: string) {
  const res = await call(t.app, s.sa, {
    method: 'PUT',
    url: '/api/superadmin/settings/platform',
    payload: { ...PLATFORM_SETTINGS_DEFAULTS, default_language: language },
  });
  expect(res.statusCode).toBe(200);
}

const setOwnLanguage = (token: string | null, language: unknown, headers: Record<string, string> = {}) =>
  call(t.app, token, { method: 'PUT', url: '/api/me/language', payload: { language }, headers });

describe("the request's language", () => {
  it('answers a French caller in French: a 404, a duplicate e-mail and field errors', async () => {
    const res = await missing(FRENCH);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: NOT_FOUND.fr });
    expect(res.headers['content-language']).toBe('fr');

    const other = await createUser(t.db);
    const taken = await call(t.app, s.sa, {
      method: 'PUT',
      url: '/api/me',
      headers: FRENCH,
      payload: { name: s.superadmin.name, email: other.email, phone: null },
    });
    expect(taken.statusCode).toBe(422);
    const message = 'La valeur de « Adresse e-mail » est déjà utilisée.';
    expect(taken.json()).toEqual({ success: false, message, errors: { email: [message] } });

    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: FRENCH,
      payload: { email: '', password: '' },
      remoteAddress: freshIp(),
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      email: [
        'Le champ « Adresse e-mail » est obligatoire.',
        'Saisissez une adresse e-mail, ou un code d’école et un numéro d’admission comme GVS/A-104.',
      ],
      password: ['Le champ « Mot de passe » est obligatoire.'],
    });
  });

  it('answers in English without a header, and keeps every English text as it was', async () => {
    const res = await missing();
    expect(res.json().message).toBe(NOT_FOUND.en);
    expect(res.headers['content-language']).toBe('en');
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: '', password: '' },
      remoteAddress: freshIp(),
    });
    expect(blank.json().errors.email).toEqual([
      'Email is required.',
      'Enter an e-mail address, or a school code and admission number such as GVS/A-104.',
    ]);
  });

  it('skips languages refused with q=0 and those it does not offer', async () => {
    expect((await missing({ 'accept-language': 'fr;q=0, de-DE, es;q=0.5' })).json().message).toBe(
      NOT_FOUND.es,
    );
    expect((await missing({ 'accept-language': 'de-DE, pt;q=0.8, *' })).json().message).toBe(NOT_FOUND.en);
    expect((await missing({ 'accept-language': 'hi-IN' })).json().message).toBe(NOT_FOUND.hi);
  });

  it("puts the signed-in user's own language before the header", async () => {
    expect((await setOwnLanguage(s.sa, 'hi')).statusCode).toBe(200);
    const res = await call(t.app, s.sa, {
      method: 'GET',
      url: '/api/superadmin/users/2147483000',
      headers: FRENCH,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('उपयोगकर्ता नहीं मिला।');
    expect(res.headers['content-language']).toBe('hi');
  });

  it("falls back to the platform's default language without a choice or a header", async () => {
    await setPlatformLanguage('hi');
    expect((await missing()).json().message).toBe(NOT_FOUND.hi);
    // A signed-in user who chose nothing follows it too; a header still comes first.
    const res = await call(t.app, s.sa, { method: 'GET', url: '/api/superadmin/users/2147483000' });
    expect(res.json().message).toBe('उपयोगकर्ता नहीं मिला।');
    expect((await missing(FRENCH)).json().message).toBe(NOT_FOUND.fr);
  });
});

describe('PUT /api/me/language', () => {
  it('sets the language, answers the session user with it, audits it; /me returns it', async () => {
    const before = await lastAuditId(t.db);
    const res = await setOwnLanguage(s.adminToken, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: '¡Idioma actualizado correctamente!',
      data: { id: s.schoolAdmin.id, language: 'es' },
    });
    const me = await call(t.app, s.adminToken, { method: 'GET', url: '/api/me' });
    expect(me.json().data.language).toBe('es');
    const [entry] = await auditsOfEvent(t.db, 'user_updated', before);
    expect(entry).toMatchObject({
      user_id: s.schoolAdmin.id,
      properties: { before: { language: null }, after: { language: 'es' } },
    });
  });

  it('clears it with null: the user follows the platform default again', async () => {
    await setOwnLanguage(s.adminToken, 'fr');
    const res = await setOwnLanguage(s.adminToken, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBeNull();
    expect(res.json().message).toBe('Language updated successfully!');
    const login = await signIn(t.app, s.schoolAdmin.email, s.schoolAdmin.password);
    expect(login.user.language).toBeNull();
  });

  it('refuses a language we do not offer with a field error, and changes nothing', async () => {
    await setOwnLanguage(s.adminToken, 'hi');
    const before = await lastAuditId(t.db);
    const res = await setOwnLanguage(s.adminToken, 'de', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    // The caller's own language (Hindi) comes before the header.
    expect(res.json().errors).toEqual({ language: ['भाषा इनमें से एक होना चाहिए: en, hi, es, fr।'] });
    expect((await call(t.app, s.adminToken, { method: 'GET', url: '/api/me' })).json().data.language).toBe(
      'hi',
    );
    expect(await auditsOfEvent(t.db, 'user_updated', before)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await setOwnLanguage(null, 'fr');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Unauthenticated.' });
  });
});

describe('e-mails', () => {
  const mailsTo = (address: string) =>
    t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

  it("writes a reset link in its recipient's language, whatever the caller's", async () => {
    const user = await createUser(t.db, { name: 'Lucía Pérez', language: 'es' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: FRENCH,
      payload: { email: user.email },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Si un compte existe pour cette adresse e-mail, un lien de réinitialisation du mot de passe a été envoyé.',
    );
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Restablezca su contraseña de Schoolwise');
    expect(mail!.body).toContain('Hola, Lucía Pérez:');
    expect(mail!.body).toContain('Abra este enlace antes de 60 minutos para elegir una contraseña nueva:');
    expect(mail!.body).toMatch(/El enlace funciona hasta el \d{1,2} de \w+ de \d{4}/);
  });

  it("writes it in the platform's language for a user without a choice", async () => {
    await setPlatformLanguage('fr');
    const user = await createUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
      remoteAddress: freshIp(),
    });
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Réinitialisez votre mot de passe Schoolwise');
  });

  it("sends the test e-mail in the caller's language", async () => {
    await setOwnLanguage(s.sa, 'fr');
    const res = await call(t.app, s.sa, { method: 'POST', url: '/api/superadmin/settings/email/test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `Aucun serveur SMTP n’est configuré : l’e-mail de test pour ${s.superadmin.email} a été conservé dans la boîte d’envoi et le journal du serveur.`,
    );
    const mail = (await mailsTo(s.superadmin.email)).at(-1)!;
    expect(mail.subject).toBe('E-mail de test de Schoolwise');
    expect(mail.body).toBe(
      'Ceci est un e-mail de test de Schoolwise. Si vous pouvez le lire, les paramètres de messagerie fonctionnent.',
    );
  });
});

describe('exports', () => {
  it('stay English for a French caller: column names and words in cells', async () => {
    await setOwnLanguage(s.sa, 'fr');
    const res = await call(t.app, s.sa, {
      method: 'GET',
      url: '/api/superadmin/users/export',
      headers: FRENCH,
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'id',
      'name',
      'email',
      'phone',
      'status',
      'roles',
      'last_login_at (Asia/Kolkata)',
      'created_at (Asia/Kolkata)',
    ]);
    const status = header!.indexOf('status');
    expect(new Set(rows.map((row) => row[status]))).toEqual(new Set(['active']));
  });
});
