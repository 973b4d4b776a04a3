import { afterEach, describe, expect, it } from 'vitest';
import { platformToday, platformZoneName } from './platform-day';
import { applyPlatformPreferences } from './platform-preferences';

const prefer = (default_timezone: 'Asia/Kolkata' | 'America/New_York') =>
  applyPlatformPreferences({ default_timezone, default_currency: 'INR', default_language: 'en' });

describe('the platform day', () => {
  afterEach(() => prefer('Asia/Kolkata'));

  it("is today's date in the platform timezone, not in UTC", () => {
    // 20:00 UTC on 30 November: already 1 December in Kolkata, still 30 November in New York.
    const now = new Date('2026-11-30T20:00:00Z');
    prefer('Asia/Kolkata');
    expect(platformToday(now)).toBe('2026-12-01');
    expect(platformZoneName()).toBe('Asia/Kolkata');
    prefer('America/New_York');
    expect(platformToday(now)).toBe('2026-11-30');
    expect(platformToday(new Date('2026-12-01T04:59:59Z'))).toBe('2026-11-30');
    expect(platformToday(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01');
  });
});
