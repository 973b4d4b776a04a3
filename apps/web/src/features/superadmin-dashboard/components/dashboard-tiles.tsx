import type { StatisticsOverview } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { StatCardGrid } from '@/components/ui/stat-card';
import { StatTile } from '@/components/ui/stat-tile';
import { formatNumber } from '@/lib/format-number';

/**
 * Boards and notices from the data; uptime and the 4.8/5 user rating are display values the spec
 * fixes, each labelled as such (the platform measures neither). Notices stand in for New
 * Assignments (none are recorded).
 */
export function DashboardTiles({ overview }: { overview: StatisticsOverview | null | undefined }) {
  const { t } = useTranslation('superadmin-dashboard');
  const figure = (read: (o: StatisticsOverview) => number) =>
    overview === undefined ? undefined : overview === null ? '—' : formatNumber(read(overview));
  return (
    <StatCardGrid label={t('tiles.label')}>
      <StatTile
        label={t('tiles.boards')}
        value={figure((o) => o.schools.boards)}
        note={t('tiles.boards_note')}
      />
      <StatTile label={t('tiles.uptime')} value={`${formatNumber(99.9)}%`} note={t('tiles.uptime_note')} />
      <StatTile
        label={t('tiles.notices')}
        value={figure((o) => o.activity.notices_last_7_days)}
        note={t('tiles.notices_note')}
      />
      <StatTile label={t('tiles.rating')} value={`${formatNumber(4.8)}/5`} note={t('tiles.rating_note')} />
    </StatCardGrid>
  );
}
