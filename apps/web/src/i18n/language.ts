import { LOCALE_OF, firstOffered, isLanguage, type Language } from '@school/contract';
import { getSession, subscribe as subscribeToSession } from '@/lib/session';
import { platformPreferences, subscribeToPlatform } from '@/lib/platform-preferences';
import { i18next } from './i18n';

/** A visitor's choice in the public header, kept for the visit (this tab, until it is closed). */
const VISIT_KEY = 'school.visit.language';

function visitChoice(): Language | undefined {
  try {
    const stored = sessionStorage.getItem(VISIT_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whose language the app speaks (docs/decisions.md, "Languages"): a signed-in user's own choice,
 * else the platform's default; a visitor's choice for this visit, else the first of the browser's
 * languages that we offer, else the platform's default.
 */
export function chosenLanguage(): Language {
  const { token, user } = getSession();
  const platform = platformPreferences().language;
  if (token && user) return user.language ?? platform;
  return visitChoice() ?? firstOffered(navigator.languages) ?? platform;
}

/** The locale `Intl` formats dates, numbers and money with: the one of the current language. */
export function currentLocale(): string {
  const lng = i18next.language;
  return isLanguage(lng) ? LOCALE_OF[lng] : LOCALE_OF.en;
}

/** Switches to the chosen language (its first namespaces loaded first) and marks the page with it. */
export async function applyLanguage(): Promise<void> {
  const lng = chosenLanguage();
  if (i18next.language !== lng) await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
}

/** The public header's switcher: this visit reads in `lng`. */
export function chooseVisitLanguage(lng: Language): Promise<void> {
  try {
    sessionStorage.setItem(VISIT_KEY, lng);
  } catch {
    // Private browsing without storage: the choice holds until the next page load.
  }
  return applyLanguage();
}

/**
 * Follows what decides the language: signing in or out, the user's own choice saved (in this tab
 * or another), and the platform's default read again on each page.
 */
export function followChosenLanguage(): void {
  const follow = () => void applyLanguage();
  subscribeToSession(follow);
  subscribeToPlatform(follow);
}
