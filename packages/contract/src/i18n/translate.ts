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

/** `{{name}}` placeholders filled from `values`; one left unfilled stays as written. */
export function interpolate(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * `translate(key)`, or `english` (its text in the English catalogue) where no i18next instance is
 * set up, as in a script run outside the app, or the caller's language lacks the key.
 */
export function translateOr(
  key: string,
  english: string,
  values: Readonly<Record<string, unknown>> = {},
): string {
  if (!i18next.isInitialized) return interpolate(english, values);
  return translate(key, { ...values, defaultValue: english });
}
