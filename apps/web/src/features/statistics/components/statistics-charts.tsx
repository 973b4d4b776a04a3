import type {
  ActivityStatistics,
  GrowthStatistics,
  PerformanceStatistics,
  SchoolsStatistics,
  UsersStatistics,
} from '@school/contract';
import { Chart } from '@/components/ui/chart';
import { chartEmptyText } from '@/components/ui/chart-empty-text';
import { dayLabel } from '@/lib/day-label';
import { changeText, performanceAxes } from '../labels';

/** Each part is undefined while it loads and null when it could not be loaded. */
interface StatisticsChartsProps {
  growth: GrowthStatistics | null | undefined;
  activity: ActivityStatistics | null | undefined;
  schools: SchoolsStatistics | null | undefined;
  users: UsersStatistics | null | undefined;
  performance: PerformanceStatistics | null | undefined;
}

const PERIOD_WORDS = {
  daily: 'on the day before',
  weekly: 'on the week before',
  monthly: 'on the month before',
};

/** The screen's five charts, each drawn by the shared (lazily loaded) chart wrapper. */
export function StatisticsCharts({ growth, activity, schools, users, performance }: StatisticsChartsProps) {
  const points = growth?.growth_data ?? [];
  const days = activity?.daily_activity ?? [];
  const top = schools?.top_schools_by_users ?? [];
  const words = growth ? PERIOD_WORDS[growth.period] : '';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="space-y-2 lg:col-span-2">
        <Chart
          kind="line"
          title="Platform Growth"
          series={[
            { name: 'Schools', data: points.map((p) => ({ label: p.period_name, value: p.total_schools })) },
            { name: 'Users', data: points.map((p) => ({ label: p.period_name, value: p.total_users })) },
            {
              name: 'Students',
              data: points.map((p) => ({ label: p.period_name, value: p.total_students })),
            },
          ]}
          emptyText={chartEmptyText(growth, 'No growth to show yet')}
        />
        {growth && (
          <p className="text-sm text-slate-600" data-testid="growth-rates">
            Growth of the current period: schools {changeText(growth.growth_rates.schools_growth_rate, words)}
            ; users {changeText(growth.growth_rates.users_growth_rate, words)}; students{' '}
            {changeText(growth.growth_rates.students_growth_rate, words)}.
          </p>
        )}
      </div>
      <Chart
        kind="doughnut"
        title="Users by Role"
        data={(users?.users_by_role ?? []).map((r) => ({
          label: r.display_name ?? r.name,
          value: r.users_count,
        }))}
        emptyText={chartEmptyText(users, 'No users hold a role yet')}
      />
      <Chart
        kind="bar"
        title="Top Schools"
        series={[
          { name: 'Students', data: top.map((s) => ({ label: s.name, value: s.students_count })) },
          { name: 'Teachers', data: top.map((s) => ({ label: s.name, value: s.teachers_count })) },
        ]}
        emptyText={chartEmptyText(schools, 'No students or teachers yet')}
      />
      <Chart
        kind="bar"
        title="Daily Activity"
        series={[
          {
            name: 'Users registered',
            data: days.map((d) => ({ label: dayLabel(d), value: d.users_registered })),
          },
          { name: 'Sign-ins', data: days.map((d) => ({ label: dayLabel(d), value: d.sign_ins })) },
          {
            name: 'Notices published',
            data: days.map((d) => ({ label: dayLabel(d), value: d.notices_published })),
          },
          {
            name: 'Students enrolled',
            data: days.map((d) => ({ label: dayLabel(d), value: d.students_enrolled })),
          },
        ]}
        emptyText={chartEmptyText(activity, 'No activity in this window')}
      />
      <Chart
        kind="radar"
        title="Performance (%)"
        data={performance ? performanceAxes(performance) : []}
        max={100}
        emptyText={chartEmptyText(performance, 'No performance figures yet')}
      />
    </div>
  );
}
