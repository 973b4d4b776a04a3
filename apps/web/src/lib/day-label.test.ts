import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n/i18n';
import { dayLabel, localDayLabel } from './day-label';

describe('dayLabel', () => {
  it('names a UTC day by its weekday, day of the month and month, whatever the timezone', () => {
    expect(dayLabel({ date: '2026-11-24', day_name: 'Tue' })).toBe('Tue 24 Nov');
    expect(dayLabel({ date: '2026-01-01', day_name: 'Thu' })).toBe('Thu 1 Jan');
    expect(dayLabel({ date: '2026-12-31', day_name: 'Thu' })).toBe('Thu 31 Dec');
  });
});

describe('localDayLabel', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('names the day as the reader’s language writes it, whatever the timezone', async () => {
    expect(localDayLabel({ date: '2026-11-24' })).toBe('Tue 24 Nov');
    await i18next.changeLanguage('fr');
    expect(localDayLabel({ date: '2026-11-24' })).toBe('mar. 24 nov.');
  });
});
