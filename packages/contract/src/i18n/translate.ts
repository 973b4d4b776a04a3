import i18next, { type TOptions } from 'i18next';
import type { Language } from './languages';

/**
 * Whose language a message is written in. The web app has one reader: i18next's current language.
 * The API serves many callers at once, so it names each request's language (its request context).
 */
let languageOfCaller: () => Language | undefined = () => undefined;

export function setLanguageSource(source: () => Language | undefined): void {
  languageOfCaller = source;
}

/**
 * A text of the shared catalogues (validation messages, field labels) in the caller's language,
 * through the one i18next instance of the app that runs this code.
 */
export function translate(key: string, options: TOptions = {}): string {
  const lng = languageOfCaller();
  return i18next.t(key, lng ? { ...options, lng } : options);
}

/**
 * `translate(key)` with `values` filled in, or the key itself where no i18next instance is set up
 * (a script run outside the app). The contract carries no text of its own: the catalogues are
 * loaded by the app that runs it (the web app, its reader's language; the API, all four).
 */
export function translateKey(key: string, values: Readonly<Record<string, unknown>> = {}): string {
  if (!i18next.isInitialized) return key;
  return translate(key, { ...values });
}
