import {
  DEFAULT_PLATFORM_DESCRIPTION,
  DEFAULT_PLATFORM_NAME,
  type PlatformCurrency,
  type PlatformLanguage,
  type PublicPlatform,
} from '@school/contract';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client';
import { leaveMaintenance } from './maintenance';

/**
 * The platform settings that shape how the web app shows things (GET /api/platform, public):
 * timestamps in the platform's timezone, money in its currency, and its default language (what
 * i18n/language.ts speaks to those who chose none).
 */
export interface PlatformPreferences {
  /** IANA timezone; undefined until loaded: the browser's own. */
  timeZone: string | undefined;
  currency: PlatformCurrency;
  language: PlatformLanguage;
  /** What the product calls itself: sidebar, tab titles, public header and footer, sign-in. */
  name: string;
  description: string | null;
}

let current: PlatformPreferences = {
  timeZone: undefined,
  currency: 'INR',
  language: 'en',
  name: DEFAULT_PLATFORM_NAME,
  description: DEFAULT_PLATFORM_DESCRIPTION,
};
const listeners = new Set<() => void>();

export const platformPreferences = (): PlatformPreferences => current;

type AppliedPlatform = Pick<PublicPlatform, 'default_timezone' | 'default_currency' | 'default_language'> &
  Partial<Pick<PublicPlatform, 'platform_name' | 'platform_description'>>;

export function applyPlatformPreferences(platform: AppliedPlatform): void {
  const next: PlatformPreferences = {
    timeZone: platform.default_timezone,
    currency: platform.default_currency,
    language: platform.default_language,
    name: platform.platform_name ?? current.name,
    description:
      platform.platform_description === undefined ? current.description : platform.platform_description,
  };
  const changed = (Object.keys(next) as (keyof PlatformPreferences)[]).some((k) => next[k] !== current[k]);
  current = next;
  // Names on screen redraw at once (the saver sees a new name without a reload), and a new default
  // language applies; formatting is read while each screen renders.
  if (changed) for (const listener of listeners) listener();
}

export const subscribeToPlatform = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The platform's name and description, redrawn when they change. */
export function usePlatformName(): Pick<PlatformPreferences, 'name' | 'description'> {
  const name = useSyncExternalStore(subscribeToPlatform, () => current.name);
  const description = useSyncExternalStore(subscribeToPlatform, () => current.description);
  return { name, description };
}

/** Without an answer the browser's timezone and the defaults stay. */
export async function loadPlatformPreferences(): Promise<void> {
  try {
    const { data } = await apiRequest<PublicPlatform>('/platform', {
      fallbackMessage: 'Failed to fetch the platform settings',
      authenticated: false,
    });
    applyPlatformPreferences(data);
    // A user the platform turned away for maintenance is let back once it is over.
    if (!data.maintenance_mode) leaveMaintenance();
  } catch {
    // Formatting falls back to the browser's timezone; nothing to tell the visitor.
  }
}

let lastPath: string | undefined;
/**
 * Read again on each page the user opens (a path, not a filter typed into a list): a name saved
 * by another superadmin, or maintenance switched off, shows on their next page.
 */
export function refreshPlatformPreferencesOn(pathname: string): void {
  if (pathname === lastPath) return;
  const first = lastPath === undefined;
  lastPath = pathname;
  if (!first) void loadPlatformPreferences();
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
