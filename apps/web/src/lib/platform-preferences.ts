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

/** Once at start-up; without an answer the browser's timezone and the defaults stay. */
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
