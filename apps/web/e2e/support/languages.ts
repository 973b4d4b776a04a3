import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LANGUAGES, LOCALE_OF, type Language } from '@school/contract';
import { STORAGE_KEYS } from '../../src/lib/session-storage';

export { LANGUAGES, LOCALE_OF, type Language };

/** Playwright runs in apps/web. */
const WEB = process.cwd();

/** Where a namespace's files are: a feature, the web's shared ones, the contract's, the API's. */
const PLACES = [
  (ns: string) => path.join(WEB, 'src/features', ns, 'locales'),
  (ns: string) => path.join(WEB, 'src/i18n/locales', ns),
  (ns: string) => path.join(WEB, '../../packages/contract/src/locales', ns),
  (ns: string) => path.join(WEB, '../api/src/locales', ns),
];

type Tree = { [key: string]: string | Tree };

function catalogue(ns: string, lng: Language): Record<string, string> {
  const dir = PLACES.map((place) => place(ns)).find((d) => fs.existsSync(path.join(d, 'en.json')));
  if (!dir) throw new Error(`No catalogue for namespace ${ns}`);
  const flat: Record<string, string> = {};
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') flat[name] = value;
      else walk(value, name);
    }
  };
  walk(JSON.parse(fs.readFileSync(path.join(dir, `${lng}.json`), 'utf8')) as Tree, '');
  return flat;
}

/**
 * What a text the English screen shows (`english`, exactly as in the namespace's en.json) says
 * in `lng`: the tests name texts as a person reads them, whatever key the code uses.
 */
export function say(ns: string, english: string, lng: Language, values: Record<string, string> = {}): string {
  const en = catalogue(ns, 'en');
  const key = Object.keys(en).find((k) => en[k] === english);
  if (!key) throw new Error(`"${english}" is not a text of namespace ${ns}`);
  const text = catalogue(ns, lng)[key];
  if (text === undefined) throw new Error(`${ns}:${key} has no ${lng} text`);
  return text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The account's own language, saved on the server as Profile saves it. */
export async function setOwnLanguage(request: APIRequestContext, token: string, language: Language | null) {
  const res = await request.put('/api/me/language', {
    data: { language },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Opens the app already signed in as `account` (the session a sign-in stores), so that a test
 * in any language starts on the page it checks, not on a sign-in form in that language.
 */
export async function signInStored(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const res = await request.post('/api/login', { data: account });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = ((await res.json()) as { data: { token: string; user: { role: string | null } } })
    .data;
  await page.addInitScript(
    ([keys, token, user]) => {
      window.localStorage.setItem(keys.token, token);
      window.localStorage.setItem(keys.user, JSON.stringify(user));
      if (user.role) window.localStorage.setItem(keys.role, user.role);
    },
    [STORAGE_KEYS, token, user] as const,
  );
  return token;
}
