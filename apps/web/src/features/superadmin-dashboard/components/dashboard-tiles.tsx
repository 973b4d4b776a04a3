import type { StatisticsOverview } from '@school/contract';
import { StatCardGrid } from '@/components/ui/stat-card';
import { StatTile } from '@/components/ui/stat-tile';

/**
 * Boards and notices from the data; uptime and the 4.8/5 user rating are display values the spec
 * fixes, each labelled as such (the platform measures neither). Notices stand in for New
 * Assignments (none are recorded).
 */
export function DashboardTiles({ overview }: { overview: StatisticsOverview | null | undefined }) {
  const figure = (read: (o: StatisticsOverview) => number) =>
    overview === undefined ? undefined : overview === null ? '—' : read(overview).toLocaleString('en-IN');
  return (
    <StatCardGrid label="Platform tiles">
      <StatTile
        label="Education boards"
        value={figure((o) => o.schools.boards)}
        note="Distinct boards of the schools"
      />
      <StatTile label="Uptime" value="99.9%" note="Service target (a fixed display value, not measured)" />
      <StatTile
        label="Notices this week"
        value={figure((o) => o.activity.notices_last_7_days)}
        note="Published today or in the 6 days before"
      />
      <StatTile
        label="User Rating"
        value="4.8/5"
        note="A fixed display value, not measured: no ratings are collected"
      />
    </StatCardGrid>
  );
}
