export type ChangeType = 'positive' | 'negative' | 'neutral';

/** A figure's change over a period as a stat card shows it: the words, and which way it went. */
export interface StatChange {
  text: string;
  type: ChangeType;
}

/**
 * "+3 from last week", "-2.5% from last month", "No change from last week": the change `delta`
 * written by `format` (a count, a percentage), against `period`.
 */
export function describeChange(delta: number, period: string, format: (value: number) => string): StatChange {
  if (delta > 0) return { text: `+${format(delta)} from ${period}`, type: 'positive' };
  if (delta < 0) return { text: `${format(delta)} from ${period}`, type: 'negative' };
  return { text: `No change from ${period}`, type: 'neutral' };
}
