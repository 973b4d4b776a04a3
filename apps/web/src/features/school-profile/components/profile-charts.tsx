import type { SchoolProfileStatistics } from '@school/contract';
import { Chart } from '@/components/ui/chart';
import { chartEmptyText } from '@/components/ui/chart-empty-text';

/**
 * Who belongs to the school, and how it is organised. Until the figures arrive, or when they
 * could not be loaded (null), each chart says so: never zeros that read as an empty school.
 */
export function ProfileCharts({ statistics }: { statistics: SchoolProfileStatistics | null | undefined }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Chart
        kind="pie"
        title="User Distribution"
        data={
          statistics
            ? [
                { label: 'Students', value: statistics.users.students },
                { label: 'Teachers', value: statistics.users.teachers },
                { label: 'Parents', value: statistics.users.parents },
              ]
            : []
        }
        emptyText={chartEmptyText(statistics, 'No students, teachers or parents yet')}
      />
      <Chart
        kind="bar"
        title="Academic Structure"
        data={
          statistics
            ? [
                { label: 'Classes', value: statistics.academic.classes },
                { label: 'Sections', value: statistics.academic.sections },
                { label: 'Subjects', value: statistics.academic.subjects },
                { label: 'Academic Years', value: statistics.academic.academic_years },
              ]
            : []
        }
        emptyText={chartEmptyText(statistics, 'No classes, sections, subjects or academic years yet')}
      />
    </div>
  );
}
