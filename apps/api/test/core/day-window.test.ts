import { describe, expect, it } from 'vitest';
import { dayWindow } from '../../src/lib/calendar';
import { weekdayName, zoneDay, zoneMidnight } from '../helpers/zone-days';

/*
 * A window of a zone's days (lib/calendar.ts dayWindow), checked against the tests' own calendar
 * (helpers/zone-days.ts) around DST changes, where a day lasts 23, 23.5, 24.5 or 25 hours: every
 * calendar date once, oldest first, with its weekday, and the window's first and last instants.
 */
const HOUR = 60 * 60 * 1000;

describe('a window of days', () => {
  it.each([
    ['America/New_York', '2026-03-08T15:00:00Z'],
    ['America/New_York', '2026-11-01T03:59:00Z'],
    ['Europe/London', '2026-03-29T23:30:00Z'],
    ['Australia/Lord_Howe', '2026-04-05T12:00:00Z'],
    ['Asia/Kolkata', '2026-12-31T18:29:59Z'],
    ['Pacific/Kiritimati', '2026-01-01T00:00:00Z'],
  ])('in %s up to %s holds each date once, from its first instant to the next day', (timeZone, at) => {
    const now = new Date(at);
    for (const days of [1, 2, 90]) {
      const window = dayWindow(days, now, timeZone);
      // The days walked back from today's first instant by the zone's own clock.
      const midnights = [zoneMidnight(now.getTime(), timeZone)];
      while (midnights.length < days) midnights.unshift(zoneMidnight(midnights[0]! - HOUR, timeZone));
      const expected = midnights.map((midnight) => zoneDay(midnight, timeZone));
      expect(window.days).toEqual(expected.map((date) => ({ date, day_name: weekdayName(date) })));
      const today = zoneDay(now.getTime(), timeZone);
      expect([window.first, window.last, window.timeZone]).toEqual([expected[0], today, timeZone]);
      expect(window.start).toBe(new Date(midnights[0]!).toISOString());
      // No day lasts 26 hours: that far past today's first instant is within tomorrow.
      const nextMidnight = zoneMidnight(midnights.at(-1)! + 26 * HOUR, timeZone);
      expect(window.end).toBe(new Date(nextMidnight).toISOString());
    }
  });
});
