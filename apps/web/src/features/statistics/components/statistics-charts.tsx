import type {
  ActivityStatistics,
  CoreRole,
  GrowthStatistics,
  PerformanceStatistics,
  SchoolsStatistics,
  UsersStatistics,
} from '@school/contract';
import { CORE_ROLES } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { chartEmptyText } from '@/components/ui/chart-empty-text';
import { dayOfWindowLabel, periodLabel } from '@/lib/chart-labels';
import { changeText, performanceAxes } from '../labels';

/** Each part is undefined while it loads and null when it could not be loaded. */
interface StatisticsChartsProps {
  growth: GrowthStatistics | null | undefined;
  activity: ActivityStatistics | null | undefined;
  schools: SchoolsStatistics | null | undefined;
  users: UsersStatistics | null | undefined;
  performance: PerformanceStatistics | null | undefined;
}

const isCoreRole = (name: string): name is CoreRole => (CORE_ROLES as readonly string[]).includes(name);

/**
 * The screen's five charts, each drawn by the shared (lazily loaded) chart wrapper. Their titles,
 * series and axes are read in the reader's language as they are drawn; the data's own names
 * (schools, custom roles) are shown as the server gives them; periods and days are named from
 * their dates in the reader's language.
 */
export function StatisticsCharts({ growth, activity, schools, users, performance }: StatisticsChartsProps) {
  const { t } = useTranslation('statistics');
  const points = growth?.growth_data ?? [];
  const days = activity?.daily_activity ?? [];
  const top = schools?.top_schools_by_users ?? [];
  const dayLabels = days.map(dayOfWindowLabel);
  const pointLabel = (p: (typeof points)[number]) => periodLabel(growth?.period ?? 'monthly', p.period_start);
  const daySeries = (read: (d: (typeof days)[number]) => number) =>
    days.map((d, i) => ({ label: dayLabels[i]!, value: read(d) }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="space-y-2 lg:col-span-2">
        <Chart
          kind="line"
          title={t('growth.title')}
          series={[
            {
              name: t('growth.schools'),
              data: points.map((p) => ({ label: pointLabel(p), value: p.total_schools })),
            },
            {
              name: t('growth.users'),
              data: points.map((p) => ({ label: pointLabel(p), value: p.total_users })),
            },
            {
              name: t('growth.students'),
              data: points.map((p) => ({ label: pointLabel(p), value: p.total_students })),
            },
          ]}
          emptyText={chartEmptyText(growth, t('growth.empty'))}
        />
        {growth && (
          <p className="text-sm text-slate-600" data-testid="growth-rates">
            {t('growth.rates', {
              schools: changeText(growth.growth_rates.schools_growth_rate, growth.period, t),
              users: changeText(growth.growth_rates.users_growth_rate, growth.period, t),
              students: changeText(growth.growth_rates.students_growth_rate, growth.period, t),
            })}
          </p>
        )}
      </div>
      <Chart
        kind="doughnut"
        title={t('roles.title')}
        data={(users?.users_by_role ?? []).map((r) => ({
          // The five core roles are named in the reader's language; a custom role by its own name.
          label: isCoreRole(r.name) ? t(`roles.${r.name}`) : (r.display_name ?? r.name),
          value: r.users_count,
        }))}
        emptyText={chartEmptyText(users, t('roles.empty'))}
      />
      <Chart
        kind="bar"
        title={t('top_schools.title')}
        series={[
          {
            name: t('top_schools.students'),
            data: top.map((s) => ({ label: s.name, value: s.students_count })),
          },
          {
            name: t('top_schools.teachers'),
            data: top.map((s) => ({ label: s.name, value: s.teachers_count })),
          },
        ]}
        emptyText={chartEmptyText(schools, t('top_schools.empty'))}
      />
      <Chart
        kind="bar"
        title={t('activity.title')}
        series={[
          { name: t('activity.users_registered'), data: daySeries((d) => d.users_registered) },
          { name: t('activity.sign_ins'), data: daySeries((d) => d.sign_ins) },
          { name: t('activity.notices_published'), data: daySeries((d) => d.notices_published) },
          { name: t('activity.students_enrolled'), data: daySeries((d) => d.students_enrolled) },
        ]}
        emptyText={chartEmptyText(activity, t('activity.empty'))}
      />
      <Chart
        kind="radar"
        title={t('performance.title')}
        data={performance ? performanceAxes(performance, t) : []}
        max={100}
        emptyText={chartEmptyText(performance, t('performance.empty'))}
      />
    </div>
  );
}
