import type { SchoolProfileStatistics } from '@school/contract';
import { Chart } from '@/components/ui/chart';

/** Who belongs to the school, and how it is organised; zeros until the figures arrive. */
export function ProfileCharts({ statistics }: { statistics: SchoolProfileStatistics | undefined }) {
  const users = statistics?.users ?? { students: 0, teachers: 0, parents: 0 };
  const academic = statistics?.academic ?? { classes: 0, sections: 0, subjects: 0, academic_years: 0 };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Chart
        kind="pie"
        title="User Distribution"
        data={[
          { label: 'Students', value: users.students },
          { label: 'Teachers', value: users.teachers },
          { label: 'Parents', value: users.parents },
        ]}
        emptyText="No students, teachers or parents yet"
      />
      <Chart
        kind="bar"
        title="Academic Structure"
        data={[
          { label: 'Classes', value: academic.classes },
          { label: 'Sections', value: academic.sections },
          { label: 'Subjects', value: academic.subjects },
          { label: 'Academic Years', value: academic.academic_years },
        ]}
        emptyText="No classes, sections, subjects or academic years yet"
      />
    </div>
  );
}
