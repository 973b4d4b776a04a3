import type { SchoolDashboardStats } from '@school/contract';
import { Chart } from '@/components/ui/chart';
import { chartEmptyText } from '@/components/ui/chart-empty-text';

/**
 * Admissions per month over the year, and students per class this year. While the figures load,
 * or when they could not be loaded (null), each chart says so rather than "no data".
 */
export function DashboardCharts({ stats }: { stats: SchoolDashboardStats | null | undefined }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Chart
        kind="line"
        title="Enrollment Trend"
        data={(stats?.enrollment_trend ?? []).map((m) => ({
          label: m.month_name,
          value: m.enrollment_count,
        }))}
        emptyText={chartEmptyText(stats, 'No enrollment data available')}
      />
      <Chart
        kind="bar"
        title="Class Sizes"
        data={(stats?.class_sizes ?? []).map((c) => ({ label: c.class_name, value: c.student_count }))}
        emptyText={chartEmptyText(stats, 'No class data available')}
      />
    </div>
  );
}
