import type { PerformanceStatistics, StatisticsOverview } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { StatCardGrid } from '@/components/ui/stat-card';
import { StatTile } from '@/components/ui/stat-tile';
import { formatNumber } from '@/lib/format-number';
import { platformZoneName } from '@/lib/platform-day';

/** The spec's fixed display values (percent, and out of 5): the platform measures neither. */
const UPTIME = 99.9;
const SATISFACTION = 4.8;

interface StatisticsTilesProps {
  overview: StatisticsOverview | null | undefined;
  performance: PerformanceStatistics | null | undefined;
}

/**
 * The spec's three tiles and one more: states served and today's active users from the data;
 * uptime and satisfaction are display values the spec fixes, each labelled as such (the platform
 * measures neither).
 */
export function StatisticsTiles({ overview, performance }: StatisticsTilesProps) {
  const { t } = useTranslation('statistics');
  const text = (value: number | undefined) => (value === undefined ? undefined : formatNumber(value));
  return (
    <StatCardGrid label={t('tiles.group')}>
      <StatTile
        label={t('tiles.states_served')}
        value={overview === null ? '—' : text(overview?.schools.states)}
        note={t('tiles.states_note')}
      />
      <StatTile
        label={t('tiles.uptime')}
        value={t('tiles.uptime_value', { value: UPTIME })}
        note={t('tiles.uptime_note')}
      />
      <StatTile
        label={t('tiles.satisfaction')}
        value={t('tiles.satisfaction_value', { value: SATISFACTION })}
        note={t('tiles.satisfaction_note')}
      />
      <StatTile
        label={t('tiles.active_today')}
        value={performance === null ? '—' : text(performance?.engagement_metrics.daily_active_users)}
        note={t('tiles.active_today_note', { zone: platformZoneName() })}
      />
    </StatCardGrid>
  );
}
