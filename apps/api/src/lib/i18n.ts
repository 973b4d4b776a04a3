import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, LOCALE_OF, translate, type Language } from '@school/contract';
import i18next, { type ResourceKey, type TOptions } from 'i18next';
import type ENGLISH_ERRORS from '../locales/errors/en.json';
import type ENGLISH_MAIL from '../locales/mail/en.json';

/**
 * The namespaces the API writes in: its own (errors, mail) and the contract's (labels, validation,
 * and builtins: the built-in permissions' and roles' texts in each language).
 */
export const API_NAMESPACES = ['errors', 'mail', 'labels', 'validation', 'builtins'] as const;

const API_LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
/** The contract's catalogues, found through the package itself (src/index.ts beside src/locales). */
const CONTRACT_LOCALES = join(dirname(createRequire(import.meta.url).resolve('@school/contract')), 'locales');

/** Every `<folder>/<namespace>/<lng>.json` of the four languages, read once. */
function readCatalogues(): Record<Language, Record<string, ResourceKey>> {
  const resources = Object.fromEntries(LANGUAGES.map((lng) => [lng, {}])) as Record<
    Language,
    Record<string, ResourceKey>
  >;
  for (const [folder, namespaces] of [
    [API_LOCALES, ['errors', 'mail']],
    [CONTRACT_LOCALES, ['labels', 'validation', 'builtins']],
  ] as const) {
    for (const ns of namespaces) {
      const files = new Set(readdirSync(join(folder, ns)));
      for (const lng of LANGUAGES) {
        if (!files.has(`${lng}.json`))
          throw new Error(`No ${lng} catalogue for namespace ${ns} in ${folder}`);
        resources[lng][ns] = JSON.parse(readFileSync(join(folder, ns, `${lng}.json`), 'utf8')) as ResourceKey;
      }
    }
  }
  return resources;
}

/**
 * The API's i18next: i18next's default export, which the contract's `translate()` writes through,
 * set up once, synchronously, with every catalogue in memory (a server answers in any of the four
 * languages at any moment, so nothing is loaded on demand). Each call names its language: the
 * request's (plugins/language.ts) or a mail recipient's.
 */
export function startI18n(): void {
  if (i18next.isInitialized) return;
  void i18next.init({
    initAsync: false,
    lng: 'en',
    supportedLngs: [...LANGUAGES],
    // Every key exists in English; the catalogue test holds every other language to it.
    fallbackLng: 'en',
    ns: [...API_NAMESPACES],
    defaultNS: 'errors',
    resources: readCatalogues(),
    // JSON answers and plain-text mail: nothing is HTML-escaped.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
}

/** A plural form's key without its category: `try_again_in_one` is asked for as `try_again_in`. */
type Unplural<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** "group.key" of every text of a catalogue. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Unplural<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ErrorKey = Leaves<typeof ENGLISH_ERRORS>;
export type MailKey = Leaves<typeof ENGLISH_MAIL>;

/**
 * A built-in permission's display name in the caller's language (the contract's `builtins`
 * catalogue, whose English is the seeded text: test/i18n/builtins.test.ts), for messages that name
 * the permission an action needs.
 */
export function permissionNameSaid(permission: string): string {
  startI18n();
  return translate(`builtins:permissions.${permission}.display_name`);
}

/** A field's label in each of the four languages (`class` -> Class, Clase, Classe, कक्षा). */
export function labelsInEveryLanguage(field: string): string[] {
  startI18n();
  return LANGUAGES.map((lng) => i18next.t(`labels:${field}`, { lng }));
}

/** An API message (errors catalogue) in the caller's language: `say('not_found.user')`. */
export function say(key: ErrorKey, params: TOptions = {}): string {
  // Code that runs outside an app (a script, a unit test of a helper) sets it up on first use.
  startI18n();
  return translate(`errors:${key}`, params);
}

/** A mail text in the recipient's language (named: mails are written for someone else). */
export function mailText(lng: Language, key: MailKey, params: TOptions = {}): string {
  startI18n();
  return i18next.t(`mail:${key}`, { ...params, lng });
}

/**
 * Whom a mail is written for: its recipient's own language, else the platform's default. Decided
 * when the mail is written (and queued), not when it leaves the outbox.
 */
export function recipientLanguage(
  recipient: { language: Language | null } | null | undefined,
  platform: { default_language: Language },
): Language {
  return recipient?.language ?? platform.default_language;
}

/** An instant as a mail in `lng` states it: that language's locale, the platform's timezone. */
export function formatInstant(lng: Language, instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE_OF[lng], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A mail's texts in `lng`, each given the platform's name as `{{platform}}`. */
export function mailWriter(lng: Language, platformName: string) {
  return (key: MailKey, params: TOptions = {}): string =>
    mailText(lng, key, { platform: platformName, ...params });
}
