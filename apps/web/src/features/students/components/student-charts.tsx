import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { useEnrollmentReport } from '../api/get-enrollment-report';
import { useStudentAnalytics } from '../api/get-student-analytics';
import { monthLabel } from '@/lib/chart-labels';

/**
 * Gender and students per class (of the year looked at, else the school and this year's classes),
 * and admissions per month; a failed load draws nothing.
 */
export function StudentCharts({ yearId }: { yearId?: number | undefined }) {
  const { t } = useTranslation('students');
  const analytics = useStudentAnalytics(yearId);
  const report = useEnrollmentReport();
  const gender = analytics.data?.gender_distribution ?? { male: 0, female: 0, other: 0 };
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Chart
        kind="doughnut"
        title={t('charts.gender_title')}
        data={[
          { label: t('gender.male'), value: gender.male },
          { label: t('gender.female'), value: gender.female },
          { label: t('gender.other'), value: gender.other },
        ]}
        emptyText={t('charts.gender_empty')}
      />
      <Chart
        kind="bar"
        title={t('charts.class_title')}
        data={(analytics.data?.class_distribution ?? []).map((c) => ({
          label: c.class_name,
          value: c.student_count,
        }))}
        emptyText={t('charts.class_empty')}
      />
      <Chart
        kind="line"
        title={t('charts.enrollment_title')}
        data={(report.data?.enrollment_by_month ?? []).map((m) => ({
          label: monthLabel(m.month),
          value: m.enrollment_count,
        }))}
        emptyText={t('charts.enrollment_empty')}
      />
    </div>
  );
}
