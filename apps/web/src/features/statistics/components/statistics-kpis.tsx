import type { StatisticsOverview } from '@school/contract';
import { BookUser, GraduationCap, School, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';

/** The four KPI cards; undefined while loading, null (a dash) when the figures failed to load. */
export function StatisticsKpis({ overview }: { overview: StatisticsOverview | null | undefined }) {
  const { t } = useTranslation('statistics');
  const figure = (read: (o: StatisticsOverview) => number) =>
    overview === undefined ? undefined : overview === null ? '—' : read(overview);
  return (
    <StatCardGrid label={t('kpis.group')}>
      <StatCard label={t('kpis.total_schools')} value={figure((o) => o.schools.total)} icon={School} />
      <StatCard
        label={t('kpis.total_users')}
        value={figure((o) => o.users.total)}
        icon={Users}
        tone="green"
      />
      <StatCard
        label={t('kpis.total_students')}
        value={figure((o) => o.academic.students)}
        icon={GraduationCap}
        tone="amber"
      />
      <StatCard
        label={t('kpis.total_teachers')}
        value={figure((o) => o.academic.teachers)}
        icon={BookUser}
        tone="slate"
      />
    </StatCardGrid>
  );
}
