import type { PerformanceStatistics, StatisticsOverview } from '@school/contract';
import { StatCardGrid } from '@/components/ui/stat-card';
import { StatTile } from '@/components/ui/stat-tile';
import { platformZoneName } from '@/lib/platform-day';

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
  const text = (value: number | undefined) => value?.toLocaleString('en-IN');
  return (
    <StatCardGrid label="Platform tiles">
      <StatTile
        label="States served"
        value={overview === null ? '—' : text(overview?.schools.states)}
        note="States named by the schools"
      />
      <StatTile label="Uptime" value="99.9%" note="Service target (a fixed display value, not measured)" />
      <StatTile
        label="Satisfaction"
        value="4.8/5"
        note="A fixed display value, not measured: no ratings are collected"
      />
      <StatTile
        label="Active users today"
        value={performance === null ? '—' : text(performance?.engagement_metrics.daily_active_users)}
        note={`Distinct users who signed in since 00:00 (${platformZoneName()})`}
      />
    </StatCardGrid>
  );
}
