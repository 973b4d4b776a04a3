import { describe, expect, it, vi } from 'vitest';
import { mockApi, mockPendingApi } from '@/test/api-mock';
import { errorMessageFor } from './error-catalogue';
import { formatDate, formatDateTime } from './format-date';
import { formatMoney } from './format-money';
import {
  applyPlatformPreferences,
  loadPlatformPreferences,
  platformPreferences,
  platformPreferencesReady,
} from './platform-preferences';

const platform = (
  default_timezone: 'Asia/Kolkata' | 'America/New_York' | 'Europe/London' | 'Asia/Tokyo',
) => ({
  default_timezone,
  default_currency: 'INR' as const,
  default_language: 'en' as const,
});

describe('the platform display settings', () => {
  it('show a timestamp in the platform timezone and a calendar date as that day everywhere', () => {
    applyPlatformPreferences(platform('Asia/Tokyo'));
    expect(formatDateTime('2026-11-27T20:30:00.000Z')).toBe('28 Nov 2026, 05:30');
    expect(formatDate('2026-11-27T20:30:00.000Z')).toBe('28 Nov 2026');
    applyPlatformPreferences(platform('America/New_York'));
    expect(formatDateTime('2026-11-27T20:30:00.000Z')).toBe('27 Nov 2026, 15:30');
    for (const tz of ['Asia/Tokyo', 'America/New_York'] as const) {
      applyPlatformPreferences(platform(tz));
      expect(formatDate('2026-03-01')).toBe('1 Mar 2026');
    }
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('not a date', 'never')).toBe('never');
  });

  it('show money in the platform currency, or the one given', () => {
    applyPlatformPreferences({ ...platform('Asia/Kolkata'), default_currency: 'INR' });
    expect(formatMoney(125000)).toBe('₹1,25,000.00');
    applyPlatformPreferences({ ...platform('Asia/Kolkata'), default_currency: 'USD' });
    expect(formatMoney(125000)).toBe('$125,000.00');
    expect(formatMoney(12.5, 'GBP')).toBe('£12.50');
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
  });

  it('are loaded from GET /api/platform, with the default language (i18n/language.ts applies it)', async () => {
    mockApi({
      'GET /api/platform': {
        status: 200,
        body: {
          success: true,
          data: {
            ...platform('Europe/London'),
            default_language: 'fr',
            platform_name: 'X',
            platform_description: 'Schools of X',
            maintenance_mode: false,
          },
        },
      },
    });
    await loadPlatformPreferences();
    expect(platformPreferences()).toEqual({
      timeZone: 'Europe/London',
      currency: 'INR',
      language: 'fr',
      name: 'X',
      description: 'Schools of X',
    });
  });

  it('are applied before the first screen is drawn, which waits for them at most 1.5 s', async () => {
    applyPlatformPreferences(platform('Asia/Kolkata'));
    mockApi({
      'GET /api/platform': {
        status: 200,
        body: {
          success: true,
          data: { ...platform('Asia/Tokyo'), platform_name: 'X', maintenance_mode: false },
        },
      },
    });
    await platformPreferencesReady();
    expect(formatDateTime('2026-11-27T20:30:00.000Z')).toBe('28 Nov 2026, 05:30');

    // A failed call does not hold the app back, and the preferences in force stay.
    mockApi({ 'GET /api/platform': { status: 500, body: { success: false, message: 'Server error' } } });
    await platformPreferencesReady();
    expect(platformPreferences().timeZone).toBe('Asia/Tokyo');

    // Nor does a call that never answers: the app is drawn after the wait.
    vi.useFakeTimers();
    try {
      mockPendingApi();
      let ready = false;
      void platformPreferencesReady().then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(1499);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(ready).toBe(true);
      expect(platformPreferences().timeZone).toBe('Asia/Tokyo');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server message of a 503 maintenance answer', () => {
    const message = 'The platform is under maintenance. Please try again later.';
    expect(errorMessageFor({ status: 503, message }, 'Failed to fetch users')).toBe(message);
  });
});
