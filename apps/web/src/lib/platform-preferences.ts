import type { PlatformCurrency, PublicPlatform } from '@school/contract';
import { apiRequest } from './api-client';

/**
 * The platform settings that shape how the web app shows things (GET /api/platform, public):
 * timestamps in the platform's timezone, money in its currency, and its language as the page's
 * `lang` attribute. The interface itself is in English only; there are no translations.
 */
export interface PlatformPreferences {
  /** IANA timezone; undefined until loaded: the browser's own. */
  timeZone: string | undefined;
  currency: PlatformCurrency;
  language: string;
}

let current: PlatformPreferences = { timeZone: undefined, currency: 'INR', language: 'en' };

export const platformPreferences = (): PlatformPreferences => current;

export function applyPlatformPreferences(
  platform: Pick<PublicPlatform, 'default_timezone' | 'default_currency' | 'default_language'>,
): void {
  current = {
    timeZone: platform.default_timezone,
    currency: platform.default_currency,
    language: platform.default_language,
  };
  document.documentElement.lang = platform.default_language;
}

/** Without an answer the browser's timezone and the defaults stay. */
export async function loadPlatformPreferences(): Promise<void> {
  try {
    const { data } = await apiRequest<PublicPlatform>('/platform', {
      fallbackMessage: 'Failed to fetch the platform settings',
      authenticated: false,
    });
    applyPlatformPreferences(data);
  } catch {
    // Formatting falls back to the browser's timezone; nothing to tell the visitor.
  }
}

/** How long the first screen waits for the preferences before it is drawn with the defaults. */
const FIRST_RENDER_WAIT_MS = 1500;

/**
 * Loads the preferences once at start-up and resolves when they are applied, or after `waitMs`
 * without them. The app is drawn after this: formatting reads the preferences while a screen
 * renders and nothing redraws when they change, so the first screen must not be drawn in the
 * browser's timezone; and a slow or failed call must not hold the app back. An answer that comes
 * after the wait still applies, to what is drawn from then on.
 */
export function platformPreferencesReady(waitMs = FIRST_RENDER_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void loadPlatformPreferences().then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
