import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label';

describe('dayLabel', () => {
  it('names a UTC day by its weekday, day of the month and month, whatever the timezone', () => {
    expect(dayLabel({ date: '2026-11-24', day_name: 'Tue' })).toBe('Tue 24 Nov');
    expect(dayLabel({ date: '2026-01-01', day_name: 'Thu' })).toBe('Thu 1 Jan');
    expect(dayLabel({ date: '2026-12-31', day_name: 'Thu' })).toBe('Thu 31 Dec');
  });
});
