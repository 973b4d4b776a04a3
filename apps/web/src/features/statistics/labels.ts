import type { PerformanceStatistics } from '@school/contract';

/** "12.5%", or "—" for a share of nothing (null). */
export const percentText = (value: number | null): string => (value === null ? '—' : `${value}%`);

/** "+12.5% from last month", "-3% ...", or why there is no figure. */
export function changeText(value: number | null, period: string): string {
  if (value === null) return `Nothing to compare ${period}`;
  return `${value > 0 ? '+' : ''}${value}% ${period}`;
}

/**
 * The radar's axes: measured shares only, in percent. A share of nothing (null) is left out
 * rather than drawn as 0, and nothing here is a sample value.
 */
export function performanceAxes(performance: PerformanceStatistics): { label: string; value: number }[] {
  const { engagement_metrics: e, health_indicators: h } = performance;
  const axes: [string, number | null][] = [
    ['User retention', e.user_retention_rate],
    ['Weekly active users', e.weekly_active_rate],
    ['Platform adoption', h.platform_adoption_rate],
    ['Active schools', h.active_schools_rate],
    ['Active accounts', h.active_accounts_rate],
  ];
  return axes.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}
