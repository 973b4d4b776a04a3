import type { SchoolDashboardStats } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { chartEmptyText } from '@/components/ui/chart-empty-text';
import { dayOfWindowLabel, monthLabel } from '@/lib/chart-labels';

/**
 * The school's attendance rate per school day of the last 30, admissions per month over the year,
 * and students per class this year. While the figures load, or when they could not be loaded
 * (null), each chart says so rather than "no data".
 */
export function DashboardCharts({ stats }: { stats: SchoolDashboardStats | null | undefined }) {
  const { t } = useTranslation('school-dashboard');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <Chart
          kind="line"
          title={t('charts.attendance_title')}
          data={(stats?.attendance_trend ?? []).map((d) => ({ label: dayOfWindowLabel(d), value: d.rate }))}
          max={100}
          formatValue={(rate) => t('attendance.rate', { rate })}
          emptyText={chartEmptyText(stats, t('charts.attendance_empty'))}
        />
      </div>
      <Chart
        kind="line"
        title={t('charts.enrollment_title')}
        data={(stats?.enrollment_trend ?? []).map((m) => ({
          label: monthLabel(m.month),
          value: m.enrollment_count,
        }))}
        emptyText={chartEmptyText(stats, t('charts.enrollment_empty'))}
      />
      <Chart
        kind="bar"
        title={t('charts.class_sizes_title')}
        data={(stats?.class_sizes ?? []).map((c) => ({ label: c.class_name, value: c.student_count }))}
        emptyText={chartEmptyText(stats, t('charts.class_sizes_empty'))}
      />
    </div>
  );
}
