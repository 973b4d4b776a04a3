import type { PerformanceStatistics, StatisticsPeriod } from '@school/contract';
import type { TFunction } from 'i18next';

type T = TFunction<'statistics'>;

/** "12.5%", or "—" for a share of nothing (null). */
export const percentText = (value: number | null): string => (value === null ? '—' : `${value}%`);

/**
 * "+12.5% on the month before", "-3% ...", or why there is no figure, in the reader's language:
 * `period` is the growth chart's period, whose previous one the rate compares with.
 */
export function changeText(value: number | null, period: StatisticsPeriod, t: T): string {
  if (value === null) return t(`growth.no_base_${period}`);
  return t(`growth.change_${period}`, { value });
}

/** The radar's axes, as keys of the statistics namespace. */
const AXES = {
  user_retention: 'performance.user_retention',
  weekly_active_users: 'performance.weekly_active_users',
  platform_adoption: 'performance.platform_adoption',
  active_schools: 'performance.active_schools',
  active_accounts: 'performance.active_accounts',
} as const;

/**
 * The radar's axes: measured shares only, in percent. A share of nothing (null) is left out
 * rather than drawn as 0, and nothing here is a sample value.
 */
export function performanceAxes(
  performance: PerformanceStatistics,
  t: T,
): { label: string; value: number }[] {
  const { engagement_metrics: e, health_indicators: h } = performance;
  const axes: [string, number | null][] = [
    [AXES.user_retention, e.user_retention_rate],
    [AXES.weekly_active_users, e.weekly_active_rate],
    [AXES.platform_adoption, h.platform_adoption_rate],
    [AXES.active_schools, h.active_schools_rate],
    [AXES.active_accounts, h.active_accounts_rate],
  ];
  return axes.flatMap(([key, value]) => (value === null ? [] : [{ label: t(key), value }]));
}
