import { PLATFORM_LANGUAGES, type PlatformLanguage } from '../platform-constants';

/** The languages the product speaks: every text of the web app, the API and e-mails. */
export const LANGUAGES = PLATFORM_LANGUAGES;
export type Language = PlatformLanguage;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Each language by its own name, as a switcher shows it (a reader who does not know the current
 * language still finds theirs).
 */
export const LANGUAGE_OWN_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
};

/**
 * The locale `Intl` formats with in each language: dates, numbers and money. English keeps the
 * day-month-year order of the schools we serve first.
 */
export const LOCALE_OF: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  hi: 'hi-IN',
  es: 'es-ES',
  fr: 'fr-FR',
};

/**
 * The first of `preferred` (most wanted first, as `navigator.languages` lists them or an
 * `Accept-Language` header orders them) that we offer, by its primary subtag: "fr-CA" is French.
 */
export function firstOffered(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** The tags of an `Accept-Language` header, most wanted first (`q=0` means "not this one"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
