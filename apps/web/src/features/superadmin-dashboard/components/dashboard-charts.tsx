import type { ActivityStatistics, GrowthStatistics } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { chartEmptyText } from '@/components/ui/chart-empty-text';
import { periodLabel } from '@/lib/chart-labels';
import { dayOfWindowLabel } from '@/lib/chart-labels';

/** Each is undefined while it loads and null when it could not be loaded. */
interface DashboardChartsProps {
  growth: GrowthStatistics | null | undefined;
  activity: ActivityStatistics | null | undefined;
}

/**
 * Schools and users over the last 12 months, and the last 7 days' registrations and sign-ins.
 * The spec's "assignments created" series is left out: the platform does not record assignments.
 */
export function DashboardCharts({ growth, activity }: DashboardChartsProps) {
  const { t } = useTranslation('superadmin-dashboard');
  const points = growth?.growth_data ?? [];
  const days = activity?.daily_activity ?? [];
  const pointLabel = (p: (typeof points)[number]) => periodLabel(growth?.period ?? 'monthly', p.period_start);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Chart
        kind="line"
        title={t('charts.growth_title')}
        series={[
          {
            name: t('charts.schools'),
            data: points.map((p) => ({ label: pointLabel(p), value: p.total_schools })),
          },
          {
            name: t('charts.users'),
            data: points.map((p) => ({ label: pointLabel(p), value: p.total_users })),
          },
        ]}
        emptyText={chartEmptyText(growth, t('charts.growth_empty'))}
      />
      <Chart
        kind="bar"
        title={t('charts.activity_title')}
        series={[
          {
            name: t('charts.users_registered'),
            data: days.map((d) => ({ label: dayOfWindowLabel(d), value: d.users_registered })),
          },
          {
            name: t('charts.sign_ins'),
            data: days.map((d) => ({ label: dayOfWindowLabel(d), value: d.sign_ins })),
          },
        ]}
        emptyText={chartEmptyText(activity, t('charts.activity_empty'))}
      />
    </div>
  );
}
