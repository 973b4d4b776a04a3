import type { SchoolDashboardStats } from '@school/contract';
import { Chart } from '@/components/ui/chart';

/** Admissions per month over the year, and students per class this year. */
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
        emptyText="No enrollment data available"
      />
      <Chart
        kind="bar"
        title="Class Sizes"
        data={(stats?.class_sizes ?? []).map((c) => ({ label: c.class_name, value: c.student_count }))}
        emptyText="No class data available"
      />
    </div>
  );
}
