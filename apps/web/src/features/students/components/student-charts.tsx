import { Chart } from '@/components/ui/chart';
import { useEnrollmentReport } from '../api/get-enrollment-report';
import { useStudentAnalytics } from '../api/get-student-analytics';

/**
 * Gender and students per class (of the year looked at, else the school and this year's classes),
 * and admissions per month; a failed load draws nothing.
 */
export function StudentCharts({ yearId }: { yearId?: number | undefined }) {
  const analytics = useStudentAnalytics(yearId);
  const report = useEnrollmentReport();
  const gender = analytics.data?.gender_distribution ?? { male: 0, female: 0, other: 0 };
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Chart
        kind="doughnut"
        title="Gender Distribution"
        data={[
          { label: 'Male', value: gender.male },
          { label: 'Female', value: gender.female },
          { label: 'Other', value: gender.other },
        ]}
        emptyText="No gender data available"
      />
      <Chart
        kind="bar"
        title="Class Distribution"
        data={(analytics.data?.class_distribution ?? []).map((c) => ({
          label: c.class_name,
          value: c.student_count,
        }))}
        emptyText="No class data available"
      />
      <Chart
        kind="line"
        title="Monthly Enrollment Trend"
        data={(report.data?.enrollment_by_month ?? []).map((m) => ({
          label: m.month_name,
          value: m.enrollment_count,
        }))}
        emptyText="No enrollment data available"
      />
    </div>
  );
}
