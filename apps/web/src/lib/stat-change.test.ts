import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n/i18n';
import frenchCommon from '@/i18n/locales/common/fr.json';
import { describeChange } from './stat-change';

const count = (value: number) => String(value);

describe('describeChange', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
    i18next.removeResourceBundle('fr', 'common');
  });

  it('says which way a figure went against the period', () => {
    expect(describeChange(3, 'last week', count)).toEqual({ text: '+3 from last week', type: 'positive' });
    expect(describeChange(-2.5, 'last month', (v) => `${v}%`)).toEqual({
      text: '-2.5% from last month',
      type: 'negative',
    });
    expect(describeChange(0, 'last week', count)).toEqual({
      text: 'No change from last week',
      type: 'neutral',
    });
  });

  it('says it in the reader’s language', async () => {
    i18next.addResourceBundle('fr', 'common', frenchCommon);
    await i18next.changeLanguage('fr');
    expect(describeChange(3, 'last week', count).text).toBe('+3 par rapport à la semaine dernière');
  });
});
