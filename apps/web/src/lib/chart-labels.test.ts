import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n/i18n';
import spanishCommon from '@/i18n/locales/common/es.json';
import frenchCommon from '@/i18n/locales/common/fr.json';
import { dayOfWindowLabel, monthLabel, periodLabel, weekdayLabel } from './chart-labels';

describe('chart labels', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
    i18next.removeResourceBundle('fr', 'common');
    i18next.removeResourceBundle('es', 'common');
  });

  it("name months, growth periods and weekdays in English as the server's English fields do", () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(periodLabel('monthly', '2026-11-01')).toBe('Nov 2026');
    expect(periodLabel('weekly', '2026-11-23')).toBe('Week of 23 Nov');
    expect(periodLabel('daily', '2026-11-27')).toBe('27 Nov');
    expect(weekdayLabel({ date: '2026-11-24' })).toBe('Tue');
    expect(dayOfWindowLabel({ date: '2026-11-24' })).toBe('Tue 24 Nov');
  });

  it('name them in the reader’s language, whatever the timezone', async () => {
    i18next.addResourceBundle('fr', 'common', frenchCommon);
    i18next.addResourceBundle('es', 'common', spanishCommon);
    await i18next.changeLanguage('fr');
    expect(monthLabel('2026-01')).toBe('janv. 2026');
    expect(periodLabel('weekly', '2026-11-23')).toBe('Semaine du 23 nov.');
    expect(weekdayLabel({ date: '2026-11-24' })).toBe('mar.');
    expect(dayOfWindowLabel({ date: '2026-11-24' })).toBe('mar. 24 nov.');
    await i18next.changeLanguage('es');
    expect(periodLabel('daily', '2026-11-27')).toBe('27 nov');
  });
});
