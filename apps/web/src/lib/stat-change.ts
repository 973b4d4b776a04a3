import { i18next } from '@/i18n/i18n';

export type ChangeType = 'positive' | 'negative' | 'neutral';

/** A figure's change over a period as a stat card shows it: the words, and which way it went. */
export interface StatChange {
  text: string;
  type: ChangeType;
}

/** The periods a change is told against; each has its sentences under `common:stat_change`. */
export type StatPeriod = 'last week' | 'last month';

const PERIOD_KEYS: Readonly<Record<StatPeriod, string>> = {
  'last week': 'last_week',
  'last month': 'last_month',
};

/**
 * "+3 from last week", "-2.5% from last month", "No change from last week" (in the reader's
 * language): the change `delta` written by `format` (a count, a percentage), against `period`.
 * Called while drawing, so the sentence follows the language.
 */
export function describeChange(
  delta: number,
  period: StatPeriod,
  format: (value: number) => string,
): StatChange {
  const key = `common:stat_change.${PERIOD_KEYS[period]}`;
  if (delta > 0) return { text: i18next.t(`${key}.up`, { value: format(delta) }), type: 'positive' };
  if (delta < 0) return { text: i18next.t(`${key}.down`, { value: format(delta) }), type: 'negative' };
  return { text: i18next.t(`${key}.same`), type: 'neutral' };
}
