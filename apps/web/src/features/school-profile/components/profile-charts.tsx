import type { SchoolProfileStatistics } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { chartEmptyText } from '@/components/ui/chart-empty-text';

/**
 * Who belongs to the school, and how it is organised. Until the figures arrive, or when they
 * could not be loaded (null), each chart says so: never zeros that read as an empty school.
 */
export function ProfileCharts({ statistics }: { statistics: SchoolProfileStatistics | null | undefined }) {
  const { t } = useTranslation('school-profile');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Chart
        kind="pie"
        title={t('charts.users_title')}
        data={
          statistics
            ? [
                { label: t('charts.students'), value: statistics.users.students },
                { label: t('charts.teachers'), value: statistics.users.teachers },
                { label: t('charts.parents'), value: statistics.users.parents },
              ]
            : []
        }
        emptyText={chartEmptyText(statistics, t('charts.users_empty'))}
      />
      <Chart
        kind="bar"
        title={t('charts.structure_title')}
        data={
          statistics
            ? [
                { label: t('charts.classes'), value: statistics.academic.classes },
                { label: t('charts.sections'), value: statistics.academic.sections },
                { label: t('charts.subjects'), value: statistics.academic.subjects },
                { label: t('charts.academic_years'), value: statistics.academic.academic_years },
              ]
            : []
        }
        emptyText={chartEmptyText(statistics, t('charts.structure_empty'))}
      />
    </div>
  );
}
