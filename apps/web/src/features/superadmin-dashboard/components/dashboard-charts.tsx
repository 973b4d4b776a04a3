import type { ActivityStatistics, GrowthStatistics } from '@school/contract';
import { Chart } from '@/components/ui/chart';
import { chartEmptyText } from '@/components/ui/chart-empty-text';
import { dayLabel } from '@/lib/day-label';

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
  const points = growth?.growth_data ?? [];
  const days = activity?.daily_activity ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Chart
        kind="line"
        title="Platform Growth (last 12 months)"
        series={[
          { name: 'Schools', data: points.map((p) => ({ label: p.period_name, value: p.total_schools })) },
          { name: 'Users', data: points.map((p) => ({ label: p.period_name, value: p.total_users })) },
        ]}
        emptyText={chartEmptyText(growth, 'No schools or users yet')}
      />
      <Chart
        kind="bar"
        title="Last 7 Days"
        series={[
          {
            name: 'Users registered',
            data: days.map((d) => ({ label: dayLabel(d), value: d.users_registered })),
          },
          {
            name: 'Sign-ins',
            data: days.map((d) => ({ label: dayLabel(d), value: d.sign_ins })),
          },
        ]}
        emptyText={chartEmptyText(activity, 'No registrations or sign-ins in the last 7 days')}
      />
    </div>
  );
}
