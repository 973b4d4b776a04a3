import type { PerformanceStatistics, StatisticsOverview } from '@school/contract';

interface TileProps {
  label: string;
  value: string | undefined;
  note: string;
}

function Tile({ label, value, note }: TileProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value ?? '…'}</dd>
      <dd className="mt-1 text-xs text-slate-500">{note}</dd>
    </div>
  );
}

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
    <div role="group" aria-label="Platform tiles">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Tile
          label="States served"
          value={overview === null ? '—' : text(overview?.schools.states)}
          note="States named by the schools"
        />
        <Tile label="Uptime" value="99.9%" note="Service target (a fixed display value, not measured)" />
        <Tile
          label="Satisfaction"
          value="4.8/5"
          note="A fixed display value, not measured: no ratings are collected"
        />
        <Tile
          label="Active users today"
          value={performance === null ? '—' : text(performance?.engagement_metrics.daily_active_users)}
          note="Distinct users who signed in since 00:00 UTC"
        />
      </dl>
    </div>
  );
}
